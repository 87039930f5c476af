import { eventRoutes, type NotificationEmailPreferences } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { notificationKeys } from './keys';

/** GET /user/notification-preferences: per type, whether the caller also gets it by e-mail. */
export async function getNotificationPreferences(client: ApiClient): Promise<NotificationEmailPreferences> {
  return (await client.call(eventRoutes.notificationPreferences)).email;
}

/** The caller's e-mail choices per notification type (defaults filled in by the API). */
export function useNotificationPreferences(options?: QueryOptions) {
  return useApiQuery(notificationKeys.preferences(), getNotificationPreferences, options);
}
