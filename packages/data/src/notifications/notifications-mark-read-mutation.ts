import { eventRoutes, MARK_NOTIFICATIONS_MAX, type MarkNotificationsResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';

/** PATCH /notification: marks the caller's own notifications read (ids of others change nothing). */
export async function markNotificationsRead(
  client: ApiClient,
  notificationIds: readonly string[],
): Promise<MarkNotificationsResponse['data']> {
  let updated = 0;
  const notFound: string[] = [];
  // The route takes a bounded number of ids at a time.
  for (let start = 0; start < notificationIds.length; start += MARK_NOTIFICATIONS_MAX) {
    const chunk = notificationIds.slice(start, start + MARK_NOTIFICATIONS_MAX);
    const answer = await client.call(eventRoutes.markNotificationsRead, { body: { notificationIds: chunk } });
    updated += answer.data.updated;
    notFound.push(...answer.data.notFound);
  }
  return { updated, notFound };
}
