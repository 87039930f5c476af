import { eventRoutes } from '@meridian/contract';
import { useEffect } from 'react';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { notificationKeys } from './keys';
import { onNotificationsReload } from './notifications-reload-signal';

/** GET /notification?onlyUnread=true&limit=1: the number of the caller's unread notifications. */
export async function countUnreadNotifications(client: ApiClient): Promise<number> {
  return (await client.call(eventRoutes.listNotifications, { query: { onlyUnread: 'true', limit: '1' } })).data.total;
}

/** The caller's unread notifications, counted (the bell); loads again on `reloadNotifications()`. */
export function useUnreadNotificationCount(options?: QueryOptions) {
  const query = useApiQuery(notificationKeys.unreadCount(), countUnreadNotifications, options);
  const { mutate } = query;
  const enabled = options?.enabled ?? true;
  useEffect(() => (enabled ? onNotificationsReload(() => void mutate()) : undefined), [enabled, mutate]);
  return query;
}
