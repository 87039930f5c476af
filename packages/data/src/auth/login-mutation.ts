import { authRoutes, type AuthSessionResponse, type LoginRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { setStoredUsername } from '../session/session-storage';
import { useApiMutation } from '../swr/api-mutation';
import { clearCache } from '../swr/cache-reset';
import { cacheUser } from '../user/user-answer-mutation';
import { authKeys } from './keys';

/** POST /auth/login with a username or e-mail address. */
export function login(client: ApiClient, body: LoginRequest): Promise<AuthSessionResponse> {
  return client.call(authRoutes.login, { body });
}

/**
 * Logs in. On success the previous cache is dropped, the user is cached and their username
 * remembered for the tab; `trigger` rejects with an `ApiError` on failure
 * (`INVALID_CREDENTIALS`, `RATE_LIMITED`...).
 */
export function useLogin() {
  return useApiMutation(authKeys.mutation('login'), {
    request: login,
    onSuccess: async (result, _body, { mutate }) => {
      setStoredUsername(result.user.username);
      await clearCache(mutate);
      await cacheUser(mutate, result.user);
    },
  });
}
