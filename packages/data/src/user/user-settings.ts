import {
  apiRoutes,
  PROFILE_IMAGE_FIELD,
  type InfoSettingsRequest,
  type StorageLinksResponse,
  type UserInfo,
} from '@meridian/contract';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient, UploadProgress } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from '../swr/DataProvider';
import { userKeys } from './keys';

/**
 * PATCH /user/info-settings (multipart): only the fields sent change. `name: ''` or
 * `phone: ''` clear them; `removeProfileImage: 'true'` removes the picture.
 */
export function updateInfoSettings(client: ApiClient, body: InfoSettingsRequest): Promise<UserInfo> {
  return client.call(apiRoutes.userInfoSettings, { body });
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /user/upload-profile-image (multipart field `file`), reporting the upload's progress. */
export function uploadProfileImage(client: ApiClient, file: Blob, { onProgress, signal }: UploadOptions = {}) {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file);
  return client.upload(apiRoutes.uploadProfileImage, { body: form, onProgress, signal });
}

/** GET /user/refresh-storage-links: fresh signed links (the profile picture's expire after an hour). */
export function refreshStorageLinks(client: ApiClient): Promise<StorageLinksResponse> {
  return client.call(apiRoutes.refreshStorageLinks);
}

/** Saves name, phone, language or the picture's removal; the cached user becomes the answer. */
export function useUpdateInfoSettings() {
  return useUserAnswerMutation('info-settings', updateInfoSettings);
}

/** A mutation the API answers with the user, who becomes the cached user (no refetch). */
export function useUserAnswerMutation<Arg>(name: string, call: (client: ApiClient, arg: Arg) => Promise<UserInfo>) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<UserInfo, ApiError, readonly string[], Arg>(userKeys.mutation(name), async (_key, { arg }) => {
    const user = await call(client, arg);
    await mutate(userKeys.info(), user, { revalidate: false });
    return user;
  });
}

/**
 * Uploads a new profile picture. `progress` follows the upload (null when idle); the cached
 * user becomes the answer.
 */
export function useUploadProfileImage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useSWRMutation<UserInfo, ApiError, readonly string[], Blob>(
    userKeys.mutation('upload-profile-image'),
    async (_key, { arg: file }) => {
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      try {
        const user = await uploadProfileImage(client, file, { onProgress: setProgress });
        await mutate(userKeys.info(), user, { revalidate: false });
        return user;
      } finally {
        setProgress(null);
      }
    },
  );
  return { ...mutation, progress };
}

/** Renews the signed link of the cached user's picture (when it has expired, for example). */
export function useRefreshStorageLinks() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<StorageLinksResponse, ApiError, readonly string[], void>(
    userKeys.mutation('refresh-storage-links'),
    async () => {
      const links = await refreshStorageLinks(client);
      await mutate<UserInfo>(
        userKeys.info(),
        (user) => (user ? { ...user, profileImageUrl: links.profileImageUrl } : user),
        { revalidate: false },
      );
      return links;
    },
  );
}
