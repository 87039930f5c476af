import { apiRoutes, type AuthSessionResponse, type LoginRequest } from '@meridian/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { setStoredUsername } from '../session/session-storage';
import { clearCache } from '../swr/cache-reset';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from '../user/keys';
import { authKeys } from './keys';

/** POST /auth/login with a username or e-mail address. */
export function login(client: ApiClient, body: LoginRequest): Promise<AuthSessionResponse> {
  return client.call(apiRoutes.login, { body });
}

/**
 * Logs in. On success the previous cache is dropped, the user is cached and their username
 * remembered for the tab; `trigger` rejects with an `ApiError` on failure
 * (`INVALID_CREDENTIALS`, `RATE_LIMITED`...).
 */
export function useLogin() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<AuthSessionResponse, ApiError, readonly string[], LoginRequest>(
    authKeys.login(),
    async (_key, { arg }) => {
      const result = await login(client, arg);
      setStoredUsername(result.user.username);
      await clearCache(mutate);
      await mutate(userKeys.info(), result.user, { revalidate: false });
      return result;
    },
  );
}
