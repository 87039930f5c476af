import { authRoutes, type CodeSentResponse, type ResendCodeRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { authKeys } from './keys';

/** POST /auth/resend-code-verification: mails a new confirmation code. */
export function resendCode(client: ApiClient, body: ResendCodeRequest): Promise<CodeSentResponse> {
  return client.call(authRoutes.resendCodeVerification, { body });
}

/** Resends the confirmation code; the answer says how long to wait before the next one. */
export function useResendCode() {
  return useApiMutation(authKeys.mutation('resend-code'), { request: resendCode });
}
