import {
  eventRoutes,
  type NotificationEmailPreferences,
  type UpdateNotificationPreferenceRequest,
} from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { notificationKeys } from './keys';

/** PATCH /user/notification-preferences: one type's e-mail switch; answers every choice. */
export async function updateNotificationPreference(
  client: ApiClient,
  body: UpdateNotificationPreferenceRequest,
): Promise<NotificationEmailPreferences> {
  return (await client.call(eventRoutes.updateNotificationPreference, { body })).email;
}

/** Turns one type's e-mail on or off; the cached choices become the answer. */
export function useUpdateNotificationPreference() {
  return useApiMutation(notificationKeys.mutation('update-preference'), {
    request: (client, body: UpdateNotificationPreferenceRequest) => updateNotificationPreference(client, body),
    onSuccess: (email, _arg, { mutate }) => mutate(notificationKeys.preferences(), email, { revalidate: false }),
  });
}
