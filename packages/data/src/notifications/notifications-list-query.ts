import { eventRoutes, MARK_NOTIFICATIONS_MAX, type Notification } from '@meridian/contract';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import type { QueryOptions } from '../swr/api-query';
import { useApiClient } from '../swr/DataProvider';
import { markNotificationsRead } from './notifications-mark-read-mutation';
import { onNotificationsReload, reloadNotifications } from './notifications-reload-signal';

/** Notifications loaded per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /notification: one page of the caller's notifications, newest first. */
export async function listNotifications(
  client: ApiClient,
  page: { skip: number; limit: number; onlyUnread?: boolean },
) {
  const query = {
    skip: String(page.skip),
    limit: String(page.limit),
    ...(page.onlyUnread ? { onlyUnread: 'true' as const } : {}),
  };
  return (await client.call(eventRoutes.listNotifications, { query })).data;
}

export type NotificationListStatus = 'idle' | 'pending' | 'success' | 'error';

/** The list as the panel shows it. */
export interface NotificationListState {
  notifications: Notification[];
  total: number;
  hasMore: boolean;
  /** The last page loaded, from 0; the next one skips `(currentPage + 1) × pageSize`. */
  currentPage: number;
  pageSize: number;
  isLoadingMore: boolean;
  status: NotificationListStatus;
}

/** What went wrong last: the first page, a further page, or marking read. */
export type NotificationListFailure = 'fetch' | 'load-more' | 'mark-read';

export interface NotificationListOptions extends QueryOptions {
  /** The first page could not be loaded (the dashboard says "Failed to fetch notifications"). */
  onFetchFailed?: (error: ApiError) => void;
  /** A further page could not be loaded ("Failed to load more notifications"). */
  onLoadMoreFailed?: (error: ApiError) => void;
}

export interface NotificationList {
  state: NotificationListState;
  /** What failed last (cleared by the next success); null when nothing did. */
  failure: NotificationListFailure | null;
  /** Loads the first page again (the live channel's `reload_notifications`, via `reloadNotifications`). */
  reload: () => Promise<void>;
  /** Appends the next page. */
  loadMore: () => Promise<void>;
  /** Marks every notification read: at once on screen, then on the server, then reloads. */
  markAllRead: () => Promise<void>;
  /** Marks some notifications read (one that was opened): the same way. */
  markRead: (ids: readonly string[]) => Promise<void>;
}

const initialState: NotificationListState = {
  notifications: [],
  total: 0,
  hasMore: false,
  currentPage: 0,
  pageSize: NOTIFICATIONS_PAGE_SIZE,
  isLoadingMore: false,
  status: 'idle',
};

/** Rounds of "the unread ones the list has not loaded" that mark-all reads at most. */
const MARK_ALL_ROUNDS = 20;

/**
 * The caller's notifications, a page of 20 at a time, newest first. Loads the first page when
 * enabled, and again on every `reloadNotifications()` (the live channel, a mark-read).
 */
export function useNotificationList(options: NotificationListOptions = {}): NotificationList {
  const { enabled = true } = options;
  const client = useApiClient();
  const [state, setState] = useState<NotificationListState>(initialState);
  const [failure, setFailure] = useState<NotificationListFailure | null>(null);
  const latest = useRef(state);
  const callbacks = useRef(options);
  useLayoutEffect(() => {
    latest.current = state;
    callbacks.current = options;
  });
  // Only the newest first-page load may write (a reload overtakes one still running).
  const generation = useRef(0);

  /** Loads the first page; writes only once the answer is in. */
  const loadFirstPage = useCallback(async () => {
    const mine = ++generation.current;
    const hadNone = latest.current.notifications.length === 0;
    try {
      const page = await listNotifications(client, { skip: 0, limit: NOTIFICATIONS_PAGE_SIZE });
      if (mine !== generation.current) return;
      setState({
        ...initialState,
        notifications: page.notifications,
        total: page.total,
        hasMore: page.hasMore,
        status: 'success',
      });
      setFailure(null);
    } catch (error) {
      if (mine !== generation.current) return;
      setState((current) => ({ ...current, status: 'error' }));
      setFailure('fetch');
      // A reload that fails over a list on screen keeps it; the first load says so.
      if (hadNone) callbacks.current.onFetchFailed?.(error as ApiError);
    }
  }, [client]);

  const reload = useCallback(async () => {
    setState((current) => ({ ...current, status: 'pending' }));
    await loadFirstPage();
  }, [loadFirstPage]);

  const loadMore = useCallback(async () => {
    const current = latest.current;
    if (!current.hasMore || current.isLoadingMore || current.status === 'pending') return;
    const mine = generation.current;
    const nextPage = current.currentPage + 1;
    setState((now) => ({ ...now, isLoadingMore: true }));
    try {
      const page = await listNotifications(client, {
        skip: nextPage * current.pageSize,
        limit: current.pageSize,
      });
      if (mine !== generation.current) return;
      setState((now) => {
        const known = new Set(now.notifications.map((n) => n.id));
        return {
          ...now,
          notifications: [...now.notifications, ...page.notifications.filter((n) => !known.has(n.id))],
          total: page.total,
          hasMore: page.hasMore,
          currentPage: nextPage,
          isLoadingMore: false,
          status: 'success',
        };
      });
      setFailure(null);
    } catch (error) {
      if (mine !== generation.current) return;
      setState((now) => ({ ...now, isLoadingMore: false, status: 'error' }));
      setFailure('load-more');
      callbacks.current.onLoadMoreFailed?.(error as ApiError);
    }
  }, [client]);

  /** A marking the API refused: the list says it failed (what it showed read stays so until reloaded). */
  const markReadFailed = useCallback((error: unknown) => {
    console.warn('Marking notifications read failed', error);
    setState((now) => ({ ...now, status: 'error' }));
    setFailure('mark-read');
  }, []);

  const markRead = useCallback(
    async (ids: readonly string[]) => {
      const wanted = new Set(ids);
      setState((now) => ({
        ...now,
        notifications: now.notifications.map((n) => (wanted.has(n.id) ? { ...n, read: true } : n)),
      }));
      try {
        await markNotificationsRead(client, [...wanted]);
      } catch (error) {
        markReadFailed(error);
        return;
      }
      reloadNotifications();
    },
    [client, markReadFailed],
  );

  const markAllRead = useCallback(async () => {
    const loadedUnread = latest.current.notifications.filter((n) => !n.read).map((n) => n.id);
    setState((now) => ({ ...now, notifications: now.notifications.map((n) => ({ ...n, read: true })) }));
    try {
      await markNotificationsRead(client, loadedUnread);
      // Then the unread ones no page loaded yet, a batch at a time until none is left.
      for (let round = 0; round < MARK_ALL_ROUNDS; round += 1) {
        const unread = await listNotifications(client, { skip: 0, limit: MARK_NOTIFICATIONS_MAX, onlyUnread: true });
        if (unread.notifications.length === 0) break;
        await markNotificationsRead(
          client,
          unread.notifications.map((n) => n.id),
        );
        if (!unread.hasMore) break;
      }
    } catch (error) {
      markReadFailed(error);
      return;
    }
    reloadNotifications();
  }, [client, markReadFailed]);

  useEffect(() => {
    if (!enabled) return undefined;
    // Started from the effect, written when the answer comes (a callback, never during it).
    void Promise.resolve().then(loadFirstPage);
    return onNotificationsReload(() => void reload());
  }, [enabled, loadFirstPage, reload]);

  // Enabled and not answered yet: the first page is on its way.
  const shown: NotificationListState = enabled && state.status === 'idle' ? { ...state, status: 'pending' } : state;
  return { state: shown, failure, reload, loadMore, markAllRead, markRead };
}
