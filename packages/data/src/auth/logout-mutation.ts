import { apiRoutes, type OkResponse } from '@meridian/contract';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { setStoredUsername } from '../session/session-storage';
import { clearCache } from '../swr/cache-reset';
import { useApiClient } from '../swr/DataProvider';
import { authKeys } from './keys';

/** POST /auth/logout: revokes the session; the API clears the cookies. */
export function logout(client: ApiClient): Promise<OkResponse> {
  return client.call(apiRoutes.logout, { body: {} });
}

/**
 * Logs out and forgets everything cached for the user (the SWR cache and the tab's username),
 * even when the request fails, so that nothing of theirs stays on screen; the failure is still
 * reported through `trigger`'s rejection.
 */
export function useLogout() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<OkResponse, ApiError, readonly string[], void>(authKeys.logout(), async () => {
    try {
      return await logout(client);
    } finally {
      setStoredUsername(null);
      await clearCache(mutate);
    }
  });
}
