import { userRoutes, type StorageLinksResponse, type UserInfo } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys } from './keys';

/** GET /user/refresh-storage-links: fresh signed links (the profile picture's expire after an hour). */
export function refreshStorageLinks(client: ApiClient): Promise<StorageLinksResponse> {
  return client.call(userRoutes.refreshStorageLinks);
}

/** Renews the signed link of the cached user's picture (when it has expired, for example). */
export function useRefreshStorageLinks() {
  return useApiMutation<StorageLinksResponse, void>(userKeys.mutation('refresh-storage-links'), {
    request: refreshStorageLinks,
    onSuccess: (links, _arg, { mutate }) =>
      mutate<UserInfo>(userKeys.info(), (user) => (user ? { ...user, profileImageUrl: links.profileImageUrl } : user), {
        revalidate: false,
      }),
  });
}
