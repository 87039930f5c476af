import { apiRoutes, type AuthSessionResponse, type SignupRequest } from '@meridian/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { setStoredUsername } from '../session/session-storage';
import { clearCache } from '../swr/cache-reset';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from '../user/keys';
import { authKeys } from './keys';

/** POST /auth/signup: creates the account, mails a confirmation code and starts a session. */
export function signup(client: ApiClient, body: SignupRequest): Promise<AuthSessionResponse> {
  return client.call(apiRoutes.signup, { body });
}

/**
 * Signs up. The new session still requires CONFIRM_CODE_VERIFICATION; the username is
 * remembered for the tab so that the confirm-code page can resend the code after a reload.
 */
export function useSignup() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<AuthSessionResponse, ApiError, readonly string[], SignupRequest>(
    authKeys.signup(),
    async (_key, { arg }) => {
      const result = await signup(client, arg);
      setStoredUsername(result.user.username);
      await clearCache(mutate);
      await mutate(userKeys.info(), result.user, { revalidate: false });
      return result;
    },
  );
}
