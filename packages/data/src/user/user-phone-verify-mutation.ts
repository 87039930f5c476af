import { userRoutes, type UserInfo, type VerifyPhoneRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useUserAnswerMutation } from './user-answer-mutation';

/** POST /user/phone/verify: checks the texted code and saves the number as verified. */
export function verifyPhone(client: ApiClient, body: VerifyPhoneRequest): Promise<UserInfo> {
  return client.call(userRoutes.verifyPhone, { body });
}

/**
 * Verifies the number with the texted code; the cached user becomes the answer, so everything
 * showing the user sees the number as verified. Fails with `CODE_INVALID`, `CODE_EXPIRED` or
 * `CODE_ATTEMPTS_EXCEEDED`.
 */
export function useVerifyPhone() {
  return useUserAnswerMutation('verify-phone', verifyPhone);
}
