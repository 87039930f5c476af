import { logoutRoute, type OkResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { setStoredUsername } from '../session/session-storage';
import { useApiMutation } from '../swr/api-mutation';
import { clearCache } from '../swr/cache-reset';
import { authKeys } from './keys';

/** POST /auth/logout: revokes the session; the API clears the cookies. */
export function logout(client: ApiClient): Promise<OkResponse> {
  return client.call(logoutRoute, { body: {} });
}

/**
 * Logs out and forgets everything cached for the user (the SWR cache and the tab's username),
 * even when the request fails, so that nothing of theirs stays on screen; the failure is still
 * reported through `trigger`'s rejection.
 */
export function useLogout() {
  return useApiMutation<OkResponse, void>(authKeys.mutation('logout'), {
    request: logout,
    onSettled: ({ mutate }) => {
      setStoredUsername(null);
      return clearCache(mutate);
    },
  });
}
