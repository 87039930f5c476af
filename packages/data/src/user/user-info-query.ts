import { userRoutes, type UserInfo } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { userKeys } from './keys';

/** GET /user/info: the signed-in user. */
export function getUserInfo(client: ApiClient): Promise<UserInfo> {
  return client.call(userRoutes.userInfo);
}

/** The signed-in user; pass `enabled: false` while signed out so that no request is made. */
export function useUserInfo(options?: QueryOptions) {
  return useApiQuery(userKeys.info(), getUserInfo, options);
}
