import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleUser, minute, sessionIssued, dataWrapper, withFakeApi } from '../test/fake-api';
import { useUserInfo } from './user-info-query';
import { useUploadProfileImage } from './user-profile-image-upload-mutation';

const api = withFakeApi();

const wrapper = dataWrapper(api);

describe('the profile picture', () => {
  it('uploads with progress and caches the user of the answer', async () => {
    sessionIssued(minute);
    api.current.routes.set('GET /user/info', () => ({ json: exampleUser }));
    api.current.routes.set('POST /user/upload-profile-image', () => ({
      json: { ...exampleUser, profileImageUrl: '/storage/p?sig=2' },
    }));
    const { result } = renderHook(() => ({ upload: useUploadProfileImage(), user: useUserInfo() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(exampleUser));
    let upload: Promise<unknown> | undefined;
    act(() => {
      upload = result.current.upload.trigger(new Blob([new Uint8Array(32 * 1024)], { type: 'image/png' }));
    });
    expect(result.current.upload.progress).toMatchObject({ loaded: 0, percent: 0 });
    await act(() => upload);
    expect(result.current.upload.progress).toBeNull();
    expect(result.current.user.data?.profileImageUrl).toBe('/storage/p?sig=2');
  });
});
