import { userRoutes, PROFILE_IMAGE_FIELD, type UserInfo } from '@meridian/contract';
import { useState } from 'react';
import type { ApiClient, UploadProgress } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys } from './keys';
import { cacheUser } from './user-answer-mutation';

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** POST /user/upload-profile-image (multipart field `file`), reporting the upload's progress. */
export function uploadProfileImage(
  client: ApiClient,
  file: Blob,
  { onProgress, signal }: UploadOptions = {},
): Promise<UserInfo> {
  const form = new FormData();
  form.append(PROFILE_IMAGE_FIELD, file);
  return client.upload(userRoutes.uploadProfileImage, { body: form, onProgress, signal });
}

/**
 * Uploads a new profile picture. `progress` follows the upload (null when idle); the cached
 * user becomes the answer.
 */
export function useUploadProfileImage() {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useApiMutation(userKeys.mutation('upload-profile-image'), {
    request: (client, file: Blob) => {
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      return uploadProfileImage(client, file, { onProgress: setProgress });
    },
    onSuccess: (user, _file, { mutate }) => cacheUser(mutate, user),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
