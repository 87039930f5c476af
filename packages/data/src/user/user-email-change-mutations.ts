import {
  userRoutes,
  type CodeSentResponse,
  type ConfirmEmailChangeRequest,
  type StartEmailChangeRequest,
  type UserInfo,
} from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys } from './keys';
import { useUserAnswerMutation } from './user-answer-mutation';

/**
 * POST /user/email/change: mails a 6-digit code to the new address (one a minute per account).
 * The account keeps its address until the code is confirmed.
 */
export function startEmailChange(client: ApiClient, body: StartEmailChangeRequest): Promise<CodeSentResponse> {
  return client.call(userRoutes.startEmailChange, { body });
}

/**
 * Mails the code to the new address. Fails with `RESEND_COOLDOWN` (and `retryAfterSeconds`)
 * within a minute of the last code, and with `REAUTHENTICATION_REQUIRED` when the login is
 * older than 15 minutes and no (or a wrong) password came with it.
 */
export function useStartEmailChange() {
  return useApiMutation(userKeys.mutation('start-email-change'), { request: startEmailChange });
}

/** POST /user/email/confirm: checks the mailed code and makes the new address the account's. */
export function confirmEmailChange(client: ApiClient, body: ConfirmEmailChangeRequest): Promise<UserInfo> {
  return client.call(userRoutes.confirmEmailChange, { body });
}

/**
 * Confirms the new address; the cached user becomes the answer, so the account page shows it.
 * Fails with `CODE_INVALID`, `CODE_EXPIRED` or `CODE_ATTEMPTS_EXCEEDED`.
 */
export function useConfirmEmailChange() {
  return useUserAnswerMutation('confirm-email-change', confirmEmailChange);
}
