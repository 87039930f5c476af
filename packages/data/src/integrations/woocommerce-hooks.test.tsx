import type { Integration, WooCommerceStatus } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { useIntegrations } from './integration-queries';
import { useWooCommerceStatus } from './woocommerce-check-query';
import { useIssueWooCommerceCode } from './woocommerce-code-mutation';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const id = '99999999-9999-4999-8999-999999999999';
const woo: Integration = {
  id,
  companyId: lumen.id,
  provider: 'woocommerce',
  status: 'pending',
  failure: null,
  keyLastFour: null,
  siteTitle: null,
  siteUrl: null,
  payoutWalletId: null,
  environment: 'test',
  productCount: 0,
  health: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  verifiedAt: null,
};
const waiting: WooCommerceStatus = {
  integrationId: id,
  state: 'waiting',
  codeExpiresAt: '2026-06-15T10:45:00.000Z',
  storeUrl: null,
  connectedAt: null,
  keyLastFour: null,
  environment: 'test',
  payoutWalletId: null,
  lastDelivery: null,
  failure: null,
};

describe('WooCommerce', () => {
  it('makes the integration with the first code, then follows check-verify until the plugin calls in', async () => {
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
    status = { ...waiting, state: 'connected', codeExpiresAt: null, storeUrl: 'https://shop.example/' };
    await waitFor(() => expect(result.current.status.data?.state).toBe('connected'), { timeout: 8_000 });
  });
});
