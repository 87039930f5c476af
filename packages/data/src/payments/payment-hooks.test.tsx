import type { LinkListResponse, Payment, PaymentListResponse } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { usePaymentLinks } from '../payment-links/payment-links-list-query';
import { minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { exampleLink } from '../test/links';
import { strayPayment } from '../test/payments';
import { lumen } from '../test/workspaces';
import { useLinkPayments } from './link-payments-query';
import { useAssignPayment } from './payment-assign-mutation';
import { useUnmatchedPayments } from './unmatched-payments-query';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const linkId = '66666666-6666-4666-8666-666666666666';
const sessionId = '88888888-8888-4888-8888-888888888888';

const stray = strayPayment;
const assigned: Payment = {
  ...stray,
  usdCents: 1234,
  currency: 'USD',
  cents: 1234,
  priceCurrency: 'USD',
  priceCents: 1234,
  match: 'marked',
  late: false,
  session: { id: sessionId, state: 'paid', exception: 'marked', linkId, linkName: 'Shirts' },
};
const shirts = exampleLink({ id: linkId, name: 'Shirts' });
const page = (payments: Payment[]): PaymentListResponse => ({
  payments,
  total: payments.length,
  nextCursor: null,
  hasMore: false,
});

describe('payments', () => {
  it('an assignment takes the payment out of the inbox at once, and the inbox reloads', async () => {
    sessionIssued(minute);
    let inbox = [stray];
    api.current.routes.set(`GET /payments/unmatched?companyId=${lumen.id}`, () => ({ json: page(inbox) }));
    api.current.routes.set(`POST /payments/${stray.id}/assign`, ({ body }) => {
      expect(JSON.parse(body)).toEqual({ companyId: lumen.id, sessionId });
      inbox = [];
      return { json: assigned };
    });
    const { result } = renderHook(
      () => ({ inbox: useUnmatchedPayments(lumen.id), assign: useAssignPayment(lumen.id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.data?.payments).toEqual([stray]));
    await act(() => result.current.assign.trigger({ paymentId: stray.id, sessionId }));
    expect(result.current.inbox.data).toMatchObject({ payments: [], total: 0 });
    await waitFor(() =>
      expect(api.current.hits.filter((hit) => hit.startsWith('GET /payments/unmatched'))).toHaveLength(2),
    );
  });

  it('an assignment reloads the links list, whose paid counts change', async () => {
    sessionIssued(minute);
    let paidCount = 0;
    api.current.routes.set(`GET /payment-link?companyId=${lumen.id}`, () => ({
      json: {
        links: [{ ...shirts, paid: { count: paidCount, total: paidCount ? '12.34' : '0.00' } }],
        total: 1,
        nextCursor: null,
        hasMore: false,
      } satisfies LinkListResponse,
    }));
    api.current.routes.set(`POST /payments/${stray.id}/assign`, () => {
      paidCount = 1;
      return { json: assigned };
    });
    const { result } = renderHook(() => ({ links: usePaymentLinks(lumen.id), assign: useAssignPayment(lumen.id) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.links.data?.links[0]?.paid).toEqual({ count: 0, total: '0.00' }));
    await act(() => result.current.assign.trigger({ paymentId: stray.id, sessionId }));
    await waitFor(() => expect(result.current.links.data?.links[0]?.paid).toEqual({ count: 1, total: '12.34' }));
  });

  it('an assignment reloads the payments of the link', async () => {
    sessionIssued(minute);
    let ofLink: Payment[] = [];
    api.current.routes.set(`GET /payment-link/${linkId}/payments`, () => ({ json: page(ofLink) }));
    api.current.routes.set(`POST /payments/${stray.id}/assign`, () => {
      ofLink = [assigned];
      return { json: assigned };
    });
    const { result } = renderHook(
      () => ({ link: useLinkPayments(lumen.id, linkId), assign: useAssignPayment(lumen.id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.link.data?.payments).toEqual([]));
    await act(() => result.current.assign.trigger({ paymentId: stray.id, sessionId }));
    await waitFor(() => expect(result.current.link.data?.payments).toEqual([assigned]));
  });

  it('a payment assigned meanwhile keeps the API’s code, and the inbox keeps it until it reloads', async () => {
    sessionIssued(minute);
    api.current.routes.set(`GET /payments/unmatched?companyId=${lumen.id}`, () => ({ json: page([stray]) }));
    api.current.routes.set(`POST /payments/${stray.id}/assign`, () => ({
      status: 409,
      json: { error: { code: 'PAYMENT_ALREADY_MATCHED', message: 'This payment is already matched' } },
    }));
    const { result } = renderHook(
      () => ({ inbox: useUnmatchedPayments(lumen.id), assign: useAssignPayment(lumen.id) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.inbox.data?.payments).toHaveLength(1));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.assign.trigger({ paymentId: stray.id, sessionId }).catch((error) => error);
    });
    expect(isApiError(failure) && failure.code).toBe('PAYMENT_ALREADY_MATCHED');
    await waitFor(() => expect(result.current.assign.error?.code).toBe('PAYMENT_ALREADY_MATCHED'));
    expect(result.current.inbox.data?.payments).toEqual([stray]);
  });

  it('asks for the next page with the cursor of the one before', async () => {
    sessionIssued(minute);
    api.current.routes.set(`GET /payment-link/${linkId}/payments?limit=1&cursor=c2`, () => ({
      json: { payments: [assigned], total: 2, nextCursor: null, hasMore: false },
    }));
    const { result } = renderHook(() => useLinkPayments(lumen.id, linkId, { limit: '1', cursor: 'c2' }), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ total: 2, payments: [assigned] }));
    expect(api.current.hits).toEqual([`GET /payment-link/${linkId}/payments?limit=1&cursor=c2`]);
  });
});
