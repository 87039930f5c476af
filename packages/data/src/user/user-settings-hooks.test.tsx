import type { UserInfo } from '@meridian/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChangePassword } from '../auth/change-password-mutation';
import { dataWrapper, exampleUser, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { useUserInfo } from './user-info-query';
import { useUpdateInfoSettings } from './user-settings-update-mutation';
import { useRefreshStorageLinks } from './user-storage-links-refresh-mutation';

const api = withFakeApi();

const wrapper = dataWrapper(api);

describe("the user's settings", () => {
  it('saving shows the user of the answer without loading the user again', async () => {
    sessionIssued(minute);
    api.current.routes.set('GET /user/info', () => ({ json: exampleUser }));
    api.current.routes.set('PATCH /user/info-settings', () => ({ json: { ...exampleUser, name: 'Ada Lovelace' } }));
    const { result } = renderHook(() => ({ user: useUserInfo(), save: useUpdateInfoSettings() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(exampleUser));
    await act(() => result.current.save.trigger({ name: 'Ada Lovelace' }));
    expect(result.current.user.data?.name).toBe('Ada Lovelace');
    expect(api.current.hits).toEqual(['GET /user/info', 'PATCH /user/info-settings']);
  });

  it("renewing the storage links gives the cached user's picture its new link", async () => {
    sessionIssued(minute);
    const user = { ...exampleUser, profileImageUrl: '/storage/p?sig=1' };
    api.current.routes.set('GET /user/info', () => ({ json: user }));
    api.current.routes.set('GET /user/refresh-storage-links', () => ({
      json: { profileImageUrl: '/storage/p?sig=2', expiresAt: '2026-06-15T11:30:00.000Z' },
    }));
    const { result } = renderHook(() => ({ user: useUserInfo(), refresh: useRefreshStorageLinks() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toEqual(user));
    await act(() => result.current.refresh.trigger());
    expect(result.current.user.data?.profileImageUrl).toBe('/storage/p?sig=2');
  });

  it('a password change loads the user again (a required action may be done)', async () => {
    sessionIssued(minute);
    let user: UserInfo = { ...exampleUser, userActionsRequired: ['UPDATE_PASSWORD'] };
    api.current.routes.set('GET /user/info', () => ({ json: user }));
    api.current.routes.set('POST /auth/change-password', () => {
      user = exampleUser;
      return { json: { ok: true } };
    });
    const { result } = renderHook(() => ({ user: useUserInfo(), change: useChangePassword() }), { wrapper });
    await waitFor(() => expect(result.current.user.data?.userActionsRequired).toEqual(['UPDATE_PASSWORD']));
    await act(() =>
      result.current.change.trigger({ currentPassword: 'analytical-engine', newPassword: 'difference-engine-2' }),
    );
    expect(result.current.user.data?.userActionsRequired).toEqual([]);
  });
});
