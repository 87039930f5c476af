import type { CheckoutSession } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { checkoutLinkExample, checkoutSessionExample, exchangeRateExample } from '../test/checkout';
import { dataWrapper, withFakeApi } from '../test/fake-api';
import { useCheckoutLink } from './checkout-link-query';
import { useOpenCheckoutSession } from './checkout-session-open-mutation';
import { useCheckoutSession } from './checkout-session-query';
import { useSubmitCheckoutTransaction } from './checkout-transaction-submit-mutation';
import { useExchangeRate } from './exchange-rate-query';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const slug = checkoutLinkExample.slug;
const sessionId = checkoutSessionExample.id;
const txHash = `0x${'ab'.repeat(32)}`;
const link = checkoutLinkExample;
const open = checkoutSessionExample;

const processing: CheckoutSession = {
  ...open,
  state: 'processing',
  received: open.amount,
  confirmations: { count: 1, required: 2 },
  transactionHash: txHash,
  payments: [
    { txHash, amount: open.amount, state: 'pending', confirmations: 1, detectedAt: '2026-06-15T10:31:00.000Z' },
  ],
};

const paid: CheckoutSession = {
  ...processing,
  state: 'paid',
  confirmations: null,
  payments: [{ ...processing.payments[0]!, state: 'confirmed', confirmations: 2 }],
  paidAt: '2026-06-15T10:31:12.000Z',
};

const sessionRoute = `GET /checkout-session/${sessionId}`;
const hitsOf = (route: string) => api.current.hits.filter((hit) => hit === route).length;

describe('checkout', () => {
  it('shows a link’s public face without a session, and says when the slug is unknown', async () => {
    api.current.routes.set(`GET /checkout/${slug}`, () => ({ json: link }));
    const known = renderHook(() => useCheckoutLink(slug), { wrapper });
    await waitFor(() => expect(known.result.current.data).toEqual(link));
    const unknown = renderHook(() => useCheckoutLink('nope'), { wrapper });
    await waitFor(() => expect(unknown.result.current.error?.code).toBe('NOT_FOUND'));
    expect(api.current.hits).not.toContain('POST /auth/refresh-session');
  });

  it('opens a session with the token and details, then follows it each second until it is paid', async () => {
    let answers = [open, processing, paid];
    api.current.routes.set(`POST /checkout/${slug}/sessions`, ({ body }) => {
      expect(JSON.parse(body)).toEqual({ token: 'DEV', email: 'payer@example.com' });
      return { status: 201, json: open };
    });
    api.current.routes.set(sessionRoute, () => {
      const [next, ...rest] = answers;
      if (rest.length > 0) answers = rest;
      return { json: next };
    });
    const { result } = renderHook(
      () => ({ open: useOpenCheckoutSession(slug), session: useCheckoutSession(sessionId) }),
      { wrapper },
    );
    const opened = await act(() => result.current.open.trigger({ token: 'DEV', email: 'payer@example.com' }));
    expect(opened.id).toBe(sessionId);
    await waitFor(() => expect(result.current.session.data?.state).toBe('processing'));
    expect(result.current.session.data?.confirmations).toEqual({ count: 1, required: 2 });
    await waitFor(() => expect(result.current.session.data?.state).toBe('paid'));
    // Paid is final: no more requests.
    const asked = hitsOf(sessionRoute);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(hitsOf(sessionRoute)).toBe(asked);
  });

  it('keeps the last answer through a dropped connection and picks up again once the API answers', async () => {
    let state: 'up' | 'down' = 'up';
    let answer = open;
    api.current.routes.set(sessionRoute, () => (state === 'down' ? { drop: true } : { json: answer }));
    const { result } = renderHook(() => useCheckoutSession(sessionId), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('open'));
    state = 'down';
    await waitFor(() => expect(result.current.error?.code).toBe('NETWORK_ERROR'));
    expect(result.current.data?.state).toBe('open');
    // Beyond the three retries of ordinary queries: a followed session keeps trying.
    const failed = hitsOf(sessionRoute);
    await waitFor(() => expect(hitsOf(sessionRoute)).toBeGreaterThan(failed + 1));
    answer = processing;
    state = 'up';
    await waitFor(() => expect(result.current.data?.state).toBe('processing'));
    expect(result.current.error).toBeUndefined();
  });

  it('refuses to open a session above the tier’s limit, keeping the limit for the page', async () => {
    api.current.routes.set(`POST /checkout/${slug}/sessions`, () => ({
      status: 422,
      json: {
        error: {
          code: 'TIER_LIMIT_EXCEEDED',
          message: 'Basic workspaces take payments of up to $100.00; this payment needs Basic Plus.',
          tierLimit: {
            tier: 'basic',
            limit: '100.00',
            amount: '149.00',
            requiredTier: 'basic_plus',
            period: 'payment',
          },
        },
      },
    }));
    const { result } = renderHook(() => useOpenCheckoutSession(slug), { wrapper });
    const error = await act(() => result.current.trigger({ token: 'DEV' }).catch((e: unknown) => e));
    expect(isApiError(error) && error.code).toBe('TIER_LIMIT_EXCEEDED');
    await waitFor(() => expect(result.current.error?.code).toBe('TIER_LIMIT_EXCEEDED'));
  });

  it('submits the wallet’s transaction and caches the session it answers; a mismatch is kept as the error', async () => {
    api.current.routes.set(sessionRoute, () => ({ json: open }));
    let bind: 'ok' | 'mismatch' = 'mismatch';
    api.current.routes.set(`POST /checkout-session/${sessionId}/transaction`, ({ body }) => {
      expect(JSON.parse(body)).toEqual({ txHash });
      return bind === 'ok'
        ? { json: processing }
        : {
            status: 422,
            json: { error: { code: 'TRANSACTION_MISMATCH', message: 'That transaction pays someone else.' } },
          };
    });
    const { result } = renderHook(
      () => ({ submit: useSubmitCheckoutTransaction(sessionId), session: useCheckoutSession(sessionId) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.session.data?.state).toBe('open'));
    await act(() => result.current.submit.trigger(txHash).catch(() => undefined));
    expect(result.current.submit.error?.code).toBe('TRANSACTION_MISMATCH');
    bind = 'ok';
    api.current.routes.set(sessionRoute, () => ({ json: processing }));
    await act(() => result.current.submit.trigger(txHash));
    expect(result.current.session.data?.transactionHash).toBe(txHash);
  });

  it('reads an exchange rate, sandbox marked, and says when none is fresh', async () => {
    api.current.routes.set('GET /exchange-rate?pairing=DEV%2FUSD', () => ({ json: exchangeRateExample }));
    api.current.routes.set('GET /exchange-rate?pairing=USDC%2FUSD', () => ({
      status: 503,
      json: { error: { code: 'RATE_UNAVAILABLE', message: 'No exchange rate is available right now.' } },
    }));
    const { result } = renderHook(() => ({ dev: useExchangeRate('DEV/USD'), usdc: useExchangeRate('USDC/USD') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.dev.data).toMatchObject({ rate: '0.25', sandbox: true }));
    await waitFor(() => expect(result.current.usdc.error?.code).toBe('RATE_UNAVAILABLE'));
  });
});
