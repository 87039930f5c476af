import { apiRoutes, type CodeSentResponse, type ResendCodeRequest } from '@meridian/contract';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { authKeys } from './keys';

/** POST /auth/resend-code-verification: mails a new confirmation code. */
export function resendCode(client: ApiClient, body: ResendCodeRequest): Promise<CodeSentResponse> {
  return client.call(apiRoutes.resendCodeVerification, { body });
}

/** Resends the confirmation code; the answer says how long to wait before the next one. */
export function useResendCode() {
  const client = useApiClient();
  return useSWRMutation<CodeSentResponse, ApiError, readonly string[], ResendCodeRequest>(
    authKeys.resendCode(),
    (_key, { arg }) => resendCode(client, arg),
  );
}
