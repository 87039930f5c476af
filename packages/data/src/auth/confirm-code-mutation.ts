import { apiRoutes, type AuthSessionResponse, type ConfirmCodeRequest } from '@meridian/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from '../user/keys';
import { authKeys } from './keys';

/** POST /auth/confirm-code-verification with the code from the mail. */
export function confirmCode(client: ApiClient, body: ConfirmCodeRequest): Promise<AuthSessionResponse> {
  return client.call(apiRoutes.confirmCodeVerification, { body });
}

/**
 * Confirms the account; the cached user then no longer owes CONFIRM_CODE_VERIFICATION.
 * Failures: `CODE_INVALID`, `CODE_EXPIRED`, `CODE_ATTEMPTS_EXCEEDED`.
 */
export function useConfirmCode() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<AuthSessionResponse, ApiError, readonly string[], ConfirmCodeRequest>(
    authKeys.confirmCode(),
    async (_key, { arg }) => {
      const result = await confirmCode(client, arg);
      await mutate(userKeys.info(), result.user, { revalidate: false });
      return result;
    },
  );
}
