import { authRoutes, type AuthSessionResponse, type ConfirmCodeRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { cacheUser } from '../user/user-answer-mutation';
import { authKeys } from './keys';

/** POST /auth/confirm-code-verification with the code from the mail. */
export function confirmCode(client: ApiClient, body: ConfirmCodeRequest): Promise<AuthSessionResponse> {
  return client.call(authRoutes.confirmCodeVerification, { body });
}

/**
 * Confirms the account; the cached user then no longer owes CONFIRM_CODE_VERIFICATION.
 * Failures: `CODE_INVALID`, `CODE_EXPIRED`, `CODE_ATTEMPTS_EXCEEDED`.
 */
export function useConfirmCode() {
  return useApiMutation(authKeys.mutation('confirm-code'), {
    request: confirmCode,
    onSuccess: (result, _body, { mutate }) => cacheUser(mutate, result.user),
  });
}
