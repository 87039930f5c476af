import { authRoutes, type ChangePasswordRequest, type OkResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys } from '../user/keys';
import { authKeys } from './keys';

/**
 * POST /auth/change-password: either the reset form (e-mail, mailed code, new password; no
 * session needed) or the update form (current and new password, with a session).
 */
export function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<OkResponse> {
  return client.call(authRoutes.changePassword, { body });
}

/** Changes the password; the user is reloaded, since an UPDATE_PASSWORD action may be done. */
export function useChangePassword() {
  return useApiMutation(authKeys.mutation('change-password'), {
    request: changePassword,
    onSuccess: (_result, _body, { mutate }) => mutate(userKeys.info()),
  });
}
