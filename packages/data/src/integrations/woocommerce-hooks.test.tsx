import type { Integration, WooCommerceStatus } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { minute, sessionIssued, dataWrapper, withFakeApi, validationFailed } from '../test/fake-api';
import { exampleIntegration, exampleWooCommerceStatus } from '../test/integrations';
import { lumen } from '../test/workspaces';
import { useIntegrations } from './integration-queries';
import { useWooCommerceStatus } from './woocommerce-check-query';
import { useIssueWooCommerceCode } from './woocommerce-code-mutation';
import { useUpdateWooCommerce } from './woocommerce-update-mutation';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const id = '99999999-9999-4999-8999-999999999999';
const woo = exampleIntegration('woocommerce', id);
const notStarted = exampleWooCommerceStatus(id);
const waiting: WooCommerceStatus = { ...notStarted, state: 'waiting', codeExpiresAt: '2026-06-15T10:45:00.000Z' };
const walletId = '77777777-7777-4777-8777-777777777777';
const settings = { payoutWalletId: walletId, environment: 'live' as const };

/**
 * A workspace without a WooCommerce integration: the first POST /integration makes it, a second
 * is refused as the API does (`CONFLICT`). `down` drops every request but the creation, as a
 * network lost once the integration is made.
 */
function serveWithoutIntegration(down: () => boolean) {
  let integrations: Integration[] = [];
  const drop = (answer: () => { status?: number; json: unknown }) => () => (down() ? { drop: true } : answer());
  api.current.routes.set(
    `GET /integration/${lumen.id}/list`,
    drop(() => ({ json: { integrations } })),
  );
  api.current.routes.set('POST /integration', () => {
    if (integrations.length > 0) return { status: 409, json: { error: { code: 'CONFLICT', message: 'Exists' } } };
    integrations = [woo];
    return { status: 201, json: woo };
  });
  api.current.routes.set(
    `GET /integration/woocommerce/${id}/check-verify`,
    drop(() => ({ json: notStarted })),
  );
}

/** The page's way: the integration's id is the list's, `undefined` while it has none. */
function renderPage() {
  return renderHook(
    () => {
      const list = useIntegrations(lumen.id);
      return {
        list,
        found: list.data?.find((integration) => integration.provider === 'woocommerce')?.id,
        update: useUpdateWooCommerce(lumen.id),
        issue: useIssueWooCommerceCode(lumen.id),
      };
    },
    { wrapper },
  );
}

const posts = () => api.current.hits.filter((hit) => hit === 'POST /integration');

describe('WooCommerce', () => {
  it('makes the integration with the first code; a connected store is followed while its last event is being sent', async () => {
    sessionIssued(minute);
    let integrations: Integration[] = [];
    let status = waiting;
    api.current.routes.set(`GET /integration/${lumen.id}/list`, () => ({ json: { integrations } }));
    api.current.routes.set('POST /integration', ({ body }) => {
      expect(JSON.parse(body)).toEqual({ companyId: lumen.id, provider: 'woocommerce' });
      integrations = [woo];
      return { status: 201, json: woo };
    });
    api.current.routes.set(`POST /integration/woocommerce/${id}`, () => ({
      json: { code: '7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E', expiresAt: waiting.codeExpiresAt, status: waiting },
    }));
    api.current.routes.set(`GET /integration/woocommerce/${id}/check-verify`, () => ({ json: status }));
    const { result } = renderHook(
      () => {
        const list = useIntegrations(lumen.id);
        const found = list.data?.find((integration) => integration.provider === 'woocommerce')?.id;
        return {
          list,
          issue: useIssueWooCommerceCode(lumen.id),
          status: useWooCommerceStatus(lumen.id, found ?? '', { enabled: found !== undefined }),
        };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    const answer = await act(() => result.current.issue.trigger(undefined));
    expect(answer.code).toBe('7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E');
    await waitFor(() => expect(result.current.status.data?.state).toBe('waiting'));
    // The plugin pairs: the live channel's integration topic reloads the status (changed-keys.test.ts).
    const connected = {
      ...waiting,
      state: 'connected' as const,
      codeExpiresAt: null,
      storeUrl: 'https://shop.example/',
    };
    const event = { eventType: 'checkout.paid', at: new Date().toISOString() };
    status = { ...connected, lastDelivery: { ...event, status: 'pending' } };
    await act(() => result.current.status.mutate());
    expect(result.current.status.data?.lastDelivery?.status).toBe('pending');
    // Still being sent: read again until the store has it.
    status = { ...connected, lastDelivery: { ...event, status: 'succeeded' } };
    await waitFor(() => expect(result.current.status.data?.lastDelivery?.status).toBe('succeeded'));
  });

  it.each([
    { failure: 'the wallet refused', dropped: false },
    { failure: 'the network lost', dropped: true },
  ])(
    'a first save that makes the integration and then fails ($failure) leaves it known: the next save patches it',
    async ({ dropped }) => {
      sessionIssued(minute);
      let down = false;
      serveWithoutIntegration(() => down);
      const patches: unknown[] = [];
      api.current.routes.set(`PATCH /integration/woocommerce/${id}`, ({ body }) => {
        patches.push(JSON.parse(body));
        if (patches.length > 1) return { json: { ...notStarted, ...settings } };
        if (dropped) return { drop: true };
        return validationFailed(
          [{ field: 'payoutWalletId', code: 'not_verified', message: 'Not verified' }],
          'Not a verified wallet',
        );
      });
      const { result } = renderPage();
      await waitFor(() => expect(result.current.list.data).toEqual([]));
      if (dropped) {
        // The network goes once the integration is made: the status can no longer be read either.
        const create = api.current.routes.get('POST /integration')!;
        api.current.routes.set('POST /integration', (request) => {
          const answer = create(request);
          down = true;
          return answer;
        });
      }
      await act(async () => {
        await expect(
          result.current.update.trigger({ integrationId: result.current.found, body: settings }),
        ).rejects.toThrow();
      });
      expect(result.current.found).toBe(id);
      down = false;
      const saved = await act(() =>
        result.current.update.trigger({ integrationId: result.current.found, body: settings }),
      );
      expect(saved.payoutWalletId).toBe(walletId);
      expect(posts()).toHaveLength(1);
      expect(patches).toEqual([settings, settings]);
    },
  );

  it('a first code that makes the integration and then fails leaves it known: the next code is asked of it', async () => {
    sessionIssued(minute);
    serveWithoutIntegration(() => false);
    let codes = 0;
    api.current.routes.set(`POST /integration/woocommerce/${id}`, () =>
      ++codes === 1
        ? { status: 503, json: { error: { code: 'INTERNAL', message: 'Try again' } } }
        : { json: { code: '7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E', expiresAt: waiting.codeExpiresAt, status: waiting } },
    );
    const { result } = renderPage();
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    await act(async () => {
      await expect(result.current.issue.trigger(result.current.found)).rejects.toThrow();
    });
    expect(result.current.found).toBe(id);
    const answer = await act(() => result.current.issue.trigger(result.current.found));
    expect(answer.code).toBe('7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E');
    expect(posts()).toHaveLength(1);
    expect(codes).toBe(2);
  });
});
