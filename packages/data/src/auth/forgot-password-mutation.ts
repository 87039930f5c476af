import { authRoutes, type CodeSentResponse, type ForgotPasswordRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { authKeys } from './keys';

/** POST /auth/forgot-password-reinitialization: mails a reset code (same answer for unknown addresses). */
export function forgotPassword(client: ApiClient, body: ForgotPasswordRequest): Promise<CodeSentResponse> {
  return client.call(authRoutes.forgotPasswordReinitialization, { body });
}

/** Starts a password reset. */
export function useForgotPassword() {
  return useApiMutation(authKeys.mutation('forgot-password'), { request: forgotPassword });
}
