import { userRoutes, type CodeSentResponse, type SendPhoneCodeRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys } from './keys';

/**
 * POST /user/phone/send-code: texts a 6-digit code to the number (one a minute per account).
 * The number is not saved yet.
 */
export function sendPhoneCode(client: ApiClient, body: SendPhoneCodeRequest): Promise<CodeSentResponse> {
  return client.call(userRoutes.sendPhoneCode, { body });
}

/**
 * Texts a verification code. Fails with `RESEND_COOLDOWN` (and `retryAfterSeconds`) within a
 * minute of the last code, and with `SMS_UNAVAILABLE` when the message could not be sent.
 */
export function useSendPhoneCode() {
  return useApiMutation(userKeys.mutation('send-phone-code'), { request: sendPhoneCode });
}
