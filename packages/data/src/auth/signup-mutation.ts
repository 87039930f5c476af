import { authRoutes, type AuthSessionResponse, type SignupRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { setStoredUsername } from '../session/session-storage';
import { useApiMutation } from '../swr/api-mutation';
import { clearCache } from '../swr/cache-reset';
import { cacheUser } from '../user/user-answer-mutation';
import { authKeys } from './keys';

/** POST /auth/signup: creates the account, mails a confirmation code and starts a session. */
export function signup(client: ApiClient, body: SignupRequest): Promise<AuthSessionResponse> {
  return client.call(authRoutes.signup, { body });
}

/**
 * Signs up. The new session still requires CONFIRM_CODE_VERIFICATION; the username is
 * remembered for the tab so that the confirm-code page can resend the code after a reload.
 */
export function useSignup() {
  return useApiMutation(authKeys.mutation('signup'), {
    request: signup,
    onSuccess: async (result, _body, { mutate }) => {
      setStoredUsername(result.user.username);
      await clearCache(mutate);
      await cacheUser(mutate, result.user);
    },
  });
}
