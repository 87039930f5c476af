import { apiRoutes, type CodeSentResponse, type ForgotPasswordRequest } from '@meridian/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { authKeys } from './keys';

/** POST /auth/forgot-password-reinitialization: mails a reset code (same answer for unknown addresses). */
export function forgotPassword(client: ApiClient, body: ForgotPasswordRequest): Promise<CodeSentResponse> {
  return client.call(apiRoutes.forgotPasswordReinitialization, { body });
}

/** Starts a password reset. */
export function useForgotPassword() {
  const client = useApiClient();
  return useSWRMutation<CodeSentResponse, ApiError, readonly string[], ForgotPasswordRequest>(
    authKeys.forgotPassword(),
    (_key, { arg }) => forgotPassword(client, arg),
  );
}
