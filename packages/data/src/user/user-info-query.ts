import { apiRoutes, type UserInfo } from '@meridian/contract';
import useSWR from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from './keys';

/** GET /user/info: the signed-in user. */
export function getUserInfo(client: ApiClient): Promise<UserInfo> {
  return client.call(apiRoutes.userInfo);
}

/** The signed-in user; pass `enabled: false` while signed out so that no request is made. */
export function useUserInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  return useSWR<UserInfo, ApiError>(enabled ? userKeys.info() : null, () => getUserInfo(client));
}
