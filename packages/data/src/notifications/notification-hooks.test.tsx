import type { Notification, NotificationEmailPreferences } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dataWrapper, minute, sessionIssued, withFakeApi, type FakeAnswer } from '../test/fake-api';
import { lumen } from '../test/workspaces';
import { useNotificationPreferences } from './notification-preferences-query';
import { useUpdateNotificationPreference } from './notification-preference-update-mutation';
import { NOTIFICATIONS_PAGE_SIZE, useNotificationList } from './notifications-list-query';
import { reloadNotifications } from './notifications-reload-signal';
import { useUnreadNotificationCount } from './notifications-unread-count-query';

const api = withFakeApi();
const wrapper = dataWrapper(api);

/** The `n`th notification (newest first): an invitation to a workspace. */
function notification(n: number, read = false): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    type: 'company_invite',
    read,
    createdAt: new Date(Date.UTC(2026, 5, 15, 10, 0) - n * minute).toISOString(),
    data: {
      companyId: lumen.id,
      companyName: `Workspace ${n}`,
      inviteId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      privilege: 'viewer',
      invitedBy: 'Ada',
    },
  };
}

/** The server's list: `all` newest first, paged as GET /notification pages it. */
function serve(all: () => Notification[]) {
  for (const skip of [0, 20, 40]) {
    api.current.routes.set(`GET /notification?skip=${skip}&limit=20`, () => {
      const list = all();
      return {
        json: {
          data: {
            notifications: list.slice(skip, skip + 20),
            total: list.length,
            hasMore: skip + 20 < list.length,
          },
        },
      };
    });
  }
}

const failure: FakeAnswer = { status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } };

describe('the notification list', () => {
  it('loads 20, then appends the next page (skip = currentPage × 20)', async () => {
    sessionIssued(minute);
    const all = Array.from({ length: 25 }, (_, i) => notification(i));
    serve(() => all);
    const { result } = renderHook(() => useNotificationList(), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    expect(result.current.state).toMatchObject({
      total: 25,
      hasMore: true,
      currentPage: 0,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
      isLoadingMore: false,
    });
    expect(result.current.state.notifications).toEqual(all.slice(0, 20));

    let loading: Promise<void> | undefined;
    act(() => {
      loading = result.current.loadMore();
    });
    expect(result.current.state.isLoadingMore).toBe(true);
    await act(() => loading!);
    expect(result.current.state).toMatchObject({
      currentPage: 1,
      hasMore: false,
      isLoadingMore: false,
      status: 'success',
    });
    expect(result.current.state.notifications).toEqual(all);
    expect(api.current.hits).toEqual(['GET /notification?skip=0&limit=20', 'GET /notification?skip=20&limit=20']);
    // Nothing more to load: no request.
    await act(() => result.current.loadMore());
    expect(api.current.hits).toHaveLength(2);
  });

  it('says when the first page fails, and when a further page does, keeping what it has', async () => {
    sessionIssued(minute);
    api.current.routes.set('GET /notification?skip=0&limit=20', () => failure);
    const onFetchFailed = vi.fn();
    const onLoadMoreFailed = vi.fn();
    const { result } = renderHook(() => useNotificationList({ onFetchFailed, onLoadMoreFailed }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.failure).toBe('fetch');
    expect(onFetchFailed).toHaveBeenCalledTimes(1);
    expect(result.current.state.notifications).toEqual([]);

    const all = Array.from({ length: 30 }, (_, i) => notification(i));
    serve(() => all);
    api.current.routes.set('GET /notification?skip=20&limit=20', () => failure);
    await act(() => result.current.reload());
    expect(result.current.state.status).toBe('success');
    expect(result.current.failure).toBeNull();
    await act(() => result.current.loadMore());
    expect(result.current.state).toMatchObject({ status: 'error', currentPage: 0, isLoadingMore: false });
    expect(result.current.failure).toBe('load-more');
    expect(result.current.state.notifications).toHaveLength(20);
    expect(onLoadMoreFailed).toHaveBeenCalledTimes(1);
    expect(onFetchFailed).toHaveBeenCalledTimes(1);
  });

  it('marking all read shows them read at once, marks them on the server, then reloads the list and the count', async () => {
    sessionIssued(minute);
    let all = [notification(1), notification(2), notification(3, true)];
    serve(() => all);
    const patched: string[][] = [];
    api.current.routes.set('PATCH /notification', ({ body }) => {
      const ids = (JSON.parse(body) as { notificationIds: string[] }).notificationIds;
      patched.push(ids);
      all = all.map((n) => (ids.includes(n.id) ? { ...n, read: true } : n));
      return { json: { data: { updated: ids.length, notFound: [] } } };
    });
    api.current.routes.set('GET /notification?skip=0&limit=100&onlyUnread=true', () => {
      const unread = all.filter((n) => !n.read);
      return { json: { data: { notifications: unread, total: unread.length, hasMore: false } } };
    });
    api.current.routes.set('GET /notification?onlyUnread=true&limit=1', () => {
      const unread = all.filter((n) => !n.read);
      return {
        json: { data: { notifications: unread.slice(0, 1), total: unread.length, hasMore: unread.length > 1 } },
      };
    });
    const { result } = renderHook(() => ({ list: useNotificationList(), count: useUnreadNotificationCount() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.count.data).toBe(2));
    await waitFor(() => expect(result.current.list.state.status).toBe('success'));

    let marking: Promise<void> | undefined;
    act(() => {
      marking = result.current.list.markAllRead();
    });
    expect(result.current.list.state.notifications.every((n) => n.read)).toBe(true);
    await act(() => marking!);
    expect(patched).toEqual([[notification(1).id, notification(2).id]]);
    await waitFor(() => expect(result.current.count.data).toBe(0));
    await waitFor(() =>
      expect(api.current.hits.filter((hit) => hit === 'GET /notification?skip=0&limit=20')).toHaveLength(2),
    );
    expect(result.current.list.state.notifications.every((n) => n.read)).toBe(true);
  });

  it('a failed mark-read is only logged, and the status becomes error', async () => {
    sessionIssued(minute);
    serve(() => [notification(1)]);
    api.current.routes.set('PATCH /notification', () => failure);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onFetchFailed = vi.fn();
    const { result } = renderHook(() => useNotificationList({ onFetchFailed }), { wrapper });
    await waitFor(() => expect(result.current.state.status).toBe('success'));
    await act(() => result.current.markRead([notification(1).id]));
    expect(result.current.state.status).toBe('error');
    expect(result.current.failure).toBe('mark-read');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(onFetchFailed).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reloads on reloadNotifications() (the live channel), and not while disabled', async () => {
    sessionIssued(minute);
    let all = [notification(1)];
    serve(() => all);
    const { result, rerender } = renderHook(({ enabled }) => useNotificationList({ enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    act(() => reloadNotifications());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(api.current.hits).toEqual([]);
    expect(result.current.state.status).toBe('idle');
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.state.notifications).toHaveLength(1));
    all = [notification(0), ...all];
    act(() => reloadNotifications());
    await waitFor(() => expect(result.current.state.notifications).toHaveLength(2));
    expect(result.current.state.total).toBe(2);
  });
});

describe('notification e-mail preferences', () => {
  it('load, and a change makes the answer the cached choices', async () => {
    sessionIssued(minute);
    let email: NotificationEmailPreferences = {
      payment_received: false,
      wallet_verification: true,
      company_invite: true,
      kyb_verification: true,
      refund: true,
    };
    api.current.routes.set('GET /user/notification-preferences', () => ({ json: { email } }));
    api.current.routes.set('PATCH /user/notification-preferences', ({ body }) => {
      const change = JSON.parse(body) as { type: keyof NotificationEmailPreferences; email: boolean };
      email = { ...email, [change.type]: change.email };
      return { json: { email } };
    });
    const { result } = renderHook(
      () => ({ preferences: useNotificationPreferences(), update: useUpdateNotificationPreference() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.preferences.data?.payment_received).toBe(false));
    await act(() => result.current.update.trigger({ type: 'payment_received', email: true }));
    expect(result.current.preferences.data?.payment_received).toBe(true);
    expect(api.current.hits.filter((hit) => hit.startsWith('GET'))).toHaveLength(1);
  });
});
