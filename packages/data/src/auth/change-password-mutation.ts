import { apiRoutes, type ChangePasswordRequest, type OkResponse } from '@meridian/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from '../user/keys';
import { authKeys } from './keys';

/**
 * POST /auth/change-password: either the reset form (e-mail, mailed code, new password; no
 * session needed) or the update form (current and new password, with a session).
 */
export function changePassword(client: ApiClient, body: ChangePasswordRequest): Promise<OkResponse> {
  return client.call(apiRoutes.changePassword, { body });
}

/** Changes the password; the user is reloaded, since an UPDATE_PASSWORD action may be done. */
export function useChangePassword() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<OkResponse, ApiError, readonly string[], ChangePasswordRequest>(
    authKeys.changePassword(),
    async (_key, { arg }) => {
      const result = await changePassword(client, arg);
      await mutate(userKeys.info());
      return result;
    },
  );
}
