import type { LinkListResponse, Wallet } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../client/api-error';
import { usePaymentLinks } from '../payment-links/payment-links-list-query';
import { useChangePaymentLinkStatus } from '../payment-links/payment-link-status-mutation';
import { minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { exampleLink } from '../test/links';
import { lumen } from '../test/workspaces';
import { useCreateWallet } from './wallet-create-mutation';
import { useRemoveWallet } from './wallet-remove-mutation';
import { useWalletChallenge } from './wallet-verify-challenge-mutation';
import { useVerifyWallet } from './wallet-verify-mutation';
import { useWallets } from './wallets-list-query';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const treasury: Wallet = {
  id: '77777777-7777-4777-8777-777777777777',
  companyId: lumen.id,
  platform: 'moonbeam',
  ecosystem: 'evm',
  addresses: ['0x52908400098527886E0F7030069857D2E4169EE7'],
  metadata: { ui: { label: 'Treasury', colour: 'blue' } },
  verified: false,
  verifiedAt: null,
  createdAt: '2026-06-01T09:00:00.000Z',
  updatedAt: '2026-06-01T09:00:00.000Z',
};

describe('wallets', () => {
  it('lists, adds, verifies in two steps and keeps the links a refused removal names', async () => {
    sessionIssued(minute);
    let wallets: Wallet[] = [];
    const list = `GET /wallet?companyId=${lumen.id}`;
    api.current.routes.set(list, () => ({ json: { wallets } }));
    api.current.routes.set('POST /wallet', ({ body }) => {
      expect(JSON.parse(body)).toMatchObject({ companyId: lumen.id, platform: 'moonbeam' });
      wallets = [treasury];
      return { status: 201, json: treasury };
    });
    const verify = `PATCH /wallet/${treasury.id}/verify`;
    api.current.routes.set(verify, ({ body }) => {
      const { signature } = JSON.parse(body) as { signature?: string };
      if (!signature) {
        return {
          json: {
            wallet: treasury,
            challenge: { message: 'Meridian wallet verification', nonce: 'n1', expiresAt: '2026-06-01T09:10:00.000Z' },
          },
        };
      }
      wallets = [{ ...treasury, verified: true, verifiedAt: '2026-06-01T09:01:00.000Z' }];
      return { json: { wallet: wallets[0], challenge: null } };
    });
    api.current.routes.set(`DELETE /wallet/${treasury.id}`, () => ({
      status: 409,
      json: {
        error: {
          code: 'WALLET_IN_USE',
          message: 'Payment links pay to this wallet: Coffee.',
          links: [{ id: '88888888-8888-4888-8888-888888888888', name: 'Coffee', status: 'active' }],
        },
      },
    }));
    const { result } = renderHook(
      () => ({
        wallets: useWallets(lumen.id),
        create: useCreateWallet(lumen.id),
        challenge: useWalletChallenge(lumen.id),
        verify: useVerifyWallet(lumen.id),
        remove: useRemoveWallet(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.wallets.data).toEqual([]));
    await act(() =>
      result.current.create.trigger({
        platform: 'moonbeam',
        ecosystem: 'evm',
        addresses: [treasury.addresses[0] ?? ''],
        metadata: treasury.metadata,
      }),
    );
    expect(result.current.wallets.data).toEqual([treasury]);
    const challenge = await act(() => result.current.challenge.trigger(treasury.id));
    expect(challenge.nonce).toBe('n1');
    await act(() => result.current.verify.trigger({ walletId: treasury.id, signature: '0xabcd' }));
    expect(result.current.wallets.data?.[0]?.verified).toBe(true);
    const refusal = await act(() => result.current.remove.trigger({ walletId: treasury.id }).catch((e: unknown) => e));
    expect(isApiError(refusal) && refusal.code).toBe('WALLET_IN_USE');
    expect(isApiError(refusal) && refusal.links.map((link) => link.name)).toEqual(['Coffee']);
  });
});

describe('payment links', () => {
  it('sends the filters in the query string, and reloads the pages after a status change', async () => {
    sessionIssued(minute);
    const coffee = exampleLink({
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Coffee',
      amount: '4.50',
      payoutWalletId: treasury.id,
      slug: 'c29mZmVlLXNsdWctMTIzNA',
    });
    let page: LinkListResponse = { links: [coffee], total: 1, nextCursor: null, hasMore: false };
    const key = `GET /payment-link?status=active&sort=name&companyId=${lumen.id}`;
    api.current.routes.set(key, () => ({ json: page }));
    api.current.routes.set(`PATCH /payment-link/${coffee.id}`, () => {
      page = { links: [], total: 0, nextCursor: null, hasMore: false };
      return { json: { ...coffee, status: 'disabled' } };
    });
    const { result } = renderHook(
      () => ({
        links: usePaymentLinks(lumen.id, { status: 'active', sort: 'name' }),
        status: useChangePaymentLinkStatus(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.links.data?.total).toBe(1));
    await act(() => result.current.status.trigger({ linkId: coffee.id, status: 'disabled' }));
    await waitFor(() => expect(result.current.links.data?.total).toBe(0));
    expect(api.current.hits.filter((hit) => hit === key)).toHaveLength(2);
  });
});
