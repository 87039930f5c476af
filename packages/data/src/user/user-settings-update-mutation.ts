import { userRoutes, type InfoSettingsRequest, type UserInfo } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useUserAnswerMutation } from './user-answer-mutation';

/**
 * PATCH /user/info-settings (multipart): only the fields sent change. `name: ''` or
 * `phone: ''` clear them; `removeProfileImage: 'true'` removes the picture.
 */
export function updateInfoSettings(client: ApiClient, body: InfoSettingsRequest): Promise<UserInfo> {
  return client.call(userRoutes.userInfoSettings, { body });
}

/** Saves name, phone, language or the picture's removal; the cached user becomes the answer. */
export function useUpdateInfoSettings() {
  return useUserAnswerMutation('info-settings', updateInfoSettings);
}
