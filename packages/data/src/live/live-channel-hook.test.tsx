// useLiveChannel against the fake API, with a stand-in WebSocket: opening (and re-opening after a
// drop) reloads every open query once and the notifications, a `changed` message reloads the
// open queries of its topics in its workspace (and only those), `reload_notifications` calls
// the reload, the session is refreshed before connecting past its threshold, nobody signed in
// means no connection, and unmounting closes it.
import { LiveCloseCode, type LinkListResponse, type PaymentListResponse } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePaymentLinks } from '../payment-links/payment-links-list-query';
import { useLinkPayments } from '../payments/link-payments-query';
import { createApiClient } from '../client/api-client';
import { DataProvider } from '../swr/DataProvider';
import { browserLikeFetch, dataWrapper, minute, sessionAnswer, sessionIssued, withFakeApi } from '../test/fake-api';
import { atlas, lumen } from '../test/workspaces';
import { useWallets } from '../wallets/wallets-list-query';
import { changedKeys } from './changed-keys';
import { FakeSocket } from '../test/fake-socket';
import { useLiveChannel } from './live-channel-hook';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const createSocket = (url: string) => new FakeSocket(url);

const shirts = '66666666-6666-4666-8666-666666666666';
const mugs = '55555555-5555-4555-8555-555555555555';
const routes = {
  shirts: `GET /payment-link/${shirts}/payments`,
  mugs: `GET /payment-link/${mugs}/payments`,
  links: `GET /payment-link?companyId=${lumen.id}`,
  wallets: `GET /wallet?companyId=${lumen.id}`,
};
const noPayments: PaymentListResponse = { payments: [], total: 0, nextCursor: null, hasMore: false };
const noLinks: LinkListResponse = { links: [], total: 0, nextCursor: null, hasMore: false };

function serveLumen() {
  api.current.routes.set(routes.shirts, () => ({ json: noPayments }));
  api.current.routes.set(routes.mugs, () => ({ json: noPayments }));
  api.current.routes.set(routes.links, () => ({ json: noLinks }));
  api.current.routes.set(routes.wallets, () => ({ json: { wallets: [] } }));
}
const hitsOf = (route: string) => api.current.hits.filter((hit) => hit === route).length;
type Hits = Record<keyof typeof routes, number>;
const hitsNow = () => Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, hitsOf(route)])) as Hits;
const oneMore = (hits: Hits) => Object.fromEntries(Object.entries(hits).map(([name, n]) => [name, n + 1])) as Hits;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openedSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
  const socket = FakeSocket.made[0]!;
  act(() => socket.onopen?.(new Event('open')));
  return socket;
}

describe('useLiveChannel', () => {
  it('reloads every open query once on opening, then the open queries a change names, in its workspace only, and calls the notifications reload', async () => {
    FakeSocket.made = [];
    sessionIssued(minute);
    serveLumen();
    const onReloadNotifications = vi.fn();
    const { result, unmount } = renderHook(
      () => ({
        state: useLiveChannel({ createSocket, onReloadNotifications }),
        shirts: useLinkPayments(lumen.id, shirts),
        mugs: useLinkPayments(lumen.id, mugs),
        links: usePaymentLinks(lumen.id),
        wallets: useWallets(lumen.id),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.wallets.data).toBeDefined());
    await waitFor(() => expect(result.current.links.data && result.current.mugs.data).toBeDefined());
    const loaded = hitsNow();
    const socket = await openedSocket();
    expect(socket.url).toBe(`${api.current.url.replace(/^http/, 'ws')}/live`);
    expect(result.current.state).toBe('open');
    // A change made while the page loaded sent no message here: opening reads everything open again, once.
    await waitFor(() => expect(hitsNow()).toEqual(oneMore(loaded)));
    expect(onReloadNotifications).toHaveBeenCalledTimes(1);
    const before = hitsNow();

    const paid = {
      type: 'changed',
      companyId: lumen.id,
      topics: ['payments', 'links', 'dashboard'],
      linkIds: [shirts],
    };
    act(() => socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify(paid) })));
    await waitFor(() => expect(hitsOf(routes.shirts)).toBe(before.shirts! + 1));
    await waitFor(() => expect(hitsOf(routes.links)).toBe(before.links! + 1));
    // Another workspace's wallets changed: nothing of Lumen's is read again.
    const elsewhere = { type: 'changed', companyId: atlas.id, topics: ['wallets'], linkIds: [] };
    act(() => socket.onmessage?.(new MessageEvent('message', { data: JSON.stringify(elsewhere) })));
    await pause(200);
    expect(hitsOf(routes.mugs)).toBe(before.mugs);
    expect(hitsOf(routes.wallets)).toBe(before.wallets);

    act(() => socket.onmessage?.(new MessageEvent('message', { data: '{"type":"reload_notifications"}' })));
    expect(onReloadNotifications).toHaveBeenCalledTimes(2);

    unmount();
    expect(socket.closedWith).toBe(1000);
  });

  it('shows what changed while the page loaded and while the channel was down, reading each open query once per opening', async () => {
    FakeSocket.made = [];
    sessionIssued(minute);
    serveLumen();
    const paid = { ...noPayments, payments: [], total: 1 };
    const { result, unmount } = renderHook(
      () => ({
        state: useLiveChannel({ createSocket, onReloadNotifications: () => undefined }),
        shirts: useLinkPayments(lumen.id, shirts),
        wallets: useWallets(lumen.id),
      }),
      { wrapper },
    );
    // Both read at once: SWR re-renders a hook only for what has been read of it.
    await waitFor(() => expect([result.current.shirts.data?.total, result.current.wallets.data]).toEqual([0, []]));
    // Paid before the channel opened: no message will say so.
    api.current.routes.set(routes.shirts, () => ({ json: paid }));
    const first = await openedSocket();
    await waitFor(() => expect(result.current.shirts.data?.total).toBe(1));
    const opened = hitsNow();

    // Dropped, paid again meanwhile, then back.
    act(() => first.onclose?.(new CloseEvent('close', { code: 1006 })));
    expect(result.current.state).toBe('error');
    api.current.routes.set(routes.shirts, () => ({ json: { ...paid, total: 2 } }));
    await waitFor(() => expect(FakeSocket.made).toHaveLength(2));
    act(() => FakeSocket.made[1]!.onopen?.(new Event('open')));
    expect(result.current.state).toBe('open');
    await waitFor(() => expect(result.current.shirts.data?.total).toBe(2));
    await pause(200);
    expect(hitsOf(routes.shirts)).toBe(opened.shirts + 1);
    expect(hitsOf(routes.wallets)).toBe(opened.wallets + 1);
    unmount();
  });

  it('refreshes a session past its refresh threshold before it connects', async () => {
    FakeSocket.made = [];
    sessionIssued(14 * minute);
    api.current.routes.set('POST /auth/refresh-session', () => sessionAnswer());
    const { unmount } = renderHook(() => useLiveChannel({ createSocket }), { wrapper });
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    expect(api.current.hits).toEqual(['POST /auth/refresh-session']);
    unmount();
  });

  it('does not connect for nobody, nor while disabled', async () => {
    FakeSocket.made = [];
    const signedOut = renderHook(() => useLiveChannel({ createSocket }), { wrapper });
    await pause(300);
    expect(signedOut.result.current).toBe('closed');
    signedOut.unmount();
    sessionIssued(minute);
    const disabled = renderHook(() => useLiveChannel({ createSocket, enabled: false }), { wrapper });
    await pause(300);
    expect(FakeSocket.made).toHaveLength(0);
    disabled.unmount();
  });

  it('renews the session the server ended under the channel, and sends the person to log in when that is refused', async () => {
    FakeSocket.made = [];
    sessionIssued(minute);
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api.current.url, fetch: browserLikeFetch });
    const { unmount } = renderHook(() => useLiveChannel({ createSocket }), {
      wrapper: ({ children }) => (
        <DataProvider client={client} onSessionExpired={onSessionExpired}>
          {children}
        </DataProvider>
      ),
    });
    const socket = await openedSocket();
    // Revoked elsewhere (a logout in another tab, a stolen token's reuse): the cookies still look fine.
    api.current.routes.set('POST /auth/refresh-session', () => ({
      status: 401,
      json: { error: { code: 'UNAUTHENTICATED', message: 'Log in again' } },
    }));
    act(() => socket.onclose?.(new CloseEvent('close', { code: LiveCloseCode.sessionEnded })));
    await waitFor(() => expect(onSessionExpired).toHaveBeenCalledTimes(1));
    expect(onSessionExpired.mock.calls[0]?.[0]).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(api.current.hits).toEqual(['POST /auth/refresh-session']);
    expect(FakeSocket.made).toHaveLength(1);
    unmount();
  });
});

describe('changedKeys', () => {
  const matches = changedKeys({ type: 'changed', companyId: lumen.id, topics: ['payments'], linkIds: [shirts] });
  it('matches the payments of the links named and the workspace’s list, never a mutation or another workspace', () => {
    expect(matches(['payments', lumen.id, 'link', shirts, '{}'])).toBe(true);
    expect(matches(['payments', lumen.id, 'link', mugs, '{}'])).toBe(false);
    expect(matches(['payments', lumen.id, 'list', '{}'])).toBe(true);
    expect(matches(['payments', lumen.id, 'unmatched', '{}'])).toBe(false);
    expect(matches(['payments', lumen.id, 'mutation', 'assign'])).toBe(false);
    expect(matches(['payments', atlas.id, 'list', '{}'])).toBe(false);
    expect(matches(['wallets', lumen.id, 'list'])).toBe(false);
    expect(matches('payments')).toBe(false);
  });

  it('matches the workspace itself and the list of workspaces on a workspace change', () => {
    const workspace = changedKeys({ type: 'changed', companyId: lumen.id, topics: ['workspace'], linkIds: [] });
    expect(workspace(['company', 'detail', lumen.id])).toBe(true);
    expect(workspace(['company', 'list'])).toBe(true);
    expect(workspace(['company', 'detail', atlas.id])).toBe(false);
    expect(workspace(['company', 'mutation', 'update', lumen.id])).toBe(false);
  });
});
