import {
  apiRoutes,
  type CodeSentResponse,
  type SendPhoneCodeRequest,
  type UserInfo,
  type VerifyPhoneRequest,
} from '@meridian/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from './keys';
import { useUserAnswerMutation } from './user-settings';

/**
 * POST /user/phone/send-code: texts a 6-digit code to the number (one a minute per account).
 * The number is not saved yet.
 */
export function sendPhoneCode(client: ApiClient, body: SendPhoneCodeRequest): Promise<CodeSentResponse> {
  return client.call(apiRoutes.sendPhoneCode, { body });
}

/** POST /user/phone/verify: checks the texted code and saves the number as verified. */
export function verifyPhone(client: ApiClient, body: VerifyPhoneRequest): Promise<UserInfo> {
  return client.call(apiRoutes.verifyPhone, { body });
}

/**
 * Texts a verification code. Fails with `RESEND_COOLDOWN` (and `retryAfterSeconds`) within a
 * minute of the last code, and with `SMS_UNAVAILABLE` when the message could not be sent.
 */
export function useSendPhoneCode() {
  const client = useApiClient();
  return useSWRMutation<CodeSentResponse, ApiError, readonly string[], SendPhoneCodeRequest>(
    userKeys.mutation('send-phone-code'),
    (_key, { arg }) => sendPhoneCode(client, arg),
  );
}

/**
 * Verifies the number with the texted code; the cached user becomes the answer, so everything
 * showing the user sees the number as verified. Fails with `CODE_INVALID`, `CODE_EXPIRED` or
 * `CODE_ATTEMPTS_EXCEEDED`.
 */
export function useVerifyPhone() {
  return useUserAnswerMutation('verify-phone', verifyPhone);
}
