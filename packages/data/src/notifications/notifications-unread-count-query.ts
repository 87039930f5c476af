import { eventPaths } from '@meridian/contract';
import { useEffect } from 'react';
import { integer, type } from 'superstruct';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { notificationKeys } from './keys';
import { onNotificationsReload } from './notifications-reload-signal';

/**
 * The part of `GET /notification`'s answer the bell reads: the total. Checked with this narrow
 * struct rather than the route's whole answer, so that the shell of every page does not carry
 * the notification structs (and the token and address rules they are built from); the panel
 * reads the list through the route itself.
 */
const UnreadCountAnswer = type({ data: type({ total: integer() }) });

/** GET /notification?onlyUnread=true&limit=1: the number of the caller's unread notifications. */
export async function countUnreadNotifications(client: ApiClient): Promise<number> {
  const query = { onlyUnread: 'true', limit: '1' };
  return (await client.request(eventPaths.notifications, { query, response: UnreadCountAnswer })).data.total;
}

/** The caller's unread notifications, counted (the bell); loads again on `reloadNotifications()`. */
export function useUnreadNotificationCount(options?: QueryOptions) {
  const query = useApiQuery(notificationKeys.unreadCount(), countUnreadNotifications, options);
  const { mutate } = query;
  const enabled = options?.enabled ?? true;
  useEffect(() => (enabled ? onNotificationsReload(() => void mutate()) : undefined), [enabled, mutate]);
  return query;
}
