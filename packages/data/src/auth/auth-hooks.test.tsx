import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client';
import { getStoredUsername, setStoredUsername } from '../session/session-storage';
import { DataProvider } from '../swr/DataProvider';
import { QueryProvider } from '../swr/QueryProvider';
import {
  browserLikeFetch,
  exampleSignup,
  exampleUser,
  sessionAnswer,
  sessionIssued,
  withFakeApi,
} from '../test/fake-api';
import { useUserInfo } from '../user/user-info-query';
import { useConfirmCode } from './confirm-code-mutation';
import { useLogin } from './login-mutation';
import { useLogout } from './logout-mutation';
import { useSignup } from './signup-mutation';

const api = withFakeApi();

function wrapperWith(onSessionExpired = vi.fn()) {
  const client = createApiClient({ baseUrl: api.current.url, fetch: browserLikeFetch });
  return ({ children }: { children: ReactNode }) => (
    <DataProvider client={client} onSessionExpired={onSessionExpired} config={{ dedupingInterval: 0 }}>
      <QueryProvider>{children}</QueryProvider>
    </DataProvider>
  );
}

describe('auth hooks', () => {
  it('logs in, caches the user, remembers the username, and logs out clearing everything', async () => {
    api.current.routes.set('POST /auth/login', ({ body }) => {
      expect(JSON.parse(body)).toEqual({ username: 'ada@example.com', password: 'analytical-engine' });
      return sessionAnswer();
    });
    api.current.routes.set('POST /auth/logout', () => ({
      json: { ok: true },
      cookies: ['sessionExpiry=; Path=/; Max-Age=0'],
    }));
    api.current.routes.set('GET /user/info', () => ({ json: exampleUser }));
    const { result, rerender } = renderHook(
      ({ read }) => {
        // Read during render, as a screen does (SWR tracks what a render reads).
        const { data, error, isValidating } = useUserInfo({ enabled: read });
        return { login: useLogin(), logout: useLogout(), user: data, error, isValidating };
      },
      { wrapper: wrapperWith(), initialProps: { read: false } },
    );

    await act(() => result.current.login.trigger({ username: 'ada@example.com', password: 'analytical-engine' }));
    expect(getStoredUsername()).toBe('ada');

    // The user is in the cache: a reader gets it at once, before its own request returns.
    rerender({ read: true });
    expect(result.current.user?.username).toBe('ada');
    await waitFor(() => expect(result.current.isValidating).toBe(false));

    await act(() => result.current.logout.trigger());
    expect(getStoredUsername()).toBeNull();
    // Screens opened after logout find nothing of the previous user, and no session.
    rerender({ read: false });
    rerender({ read: true });
    expect(result.current.user).toBeUndefined();
    await waitFor(() => expect(result.current.error?.code).toBe('SESSION_EXPIRED'));
    expect(api.current.hits).toEqual(['POST /auth/login', 'GET /user/info', 'POST /auth/logout']);
  });

  it('rejects a wrong password with a typed error and keeps it for the screen', async () => {
    api.current.routes.set('POST /auth/login', () => ({
      status: 401,
      json: { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } },
    }));
    const { result } = renderHook(() => useLogin(), { wrapper: wrapperWith() });
    await act(async () => {
      await expect(result.current.trigger({ username: 'ada', password: 'wrong' })).rejects.toMatchObject({
        status: 401,
        code: 'INVALID_CREDENTIALS',
      });
    });
    expect(result.current.error?.code).toBe('INVALID_CREDENTIALS');
    expect(getStoredUsername()).toBeNull();
  });

  it('signs up, then confirms the code and updates the cached user', async () => {
    const pending = {
      ...exampleUser,
      emailVerified: false,
      userActionsRequired: ['CONFIRM_CODE_VERIFICATION' as const],
    };
    api.current.routes.set('POST /auth/signup', () => ({ ...sessionAnswer(pending), status: 201 }));
    api.current.routes.set('POST /auth/confirm-code-verification', () => sessionAnswer());
    const { result } = renderHook(
      () => ({ signup: useSignup(), confirm: useConfirmCode(), user: useUserInfo({ enabled: false }) }),
      { wrapper: wrapperWith() },
    );
    await act(() => result.current.signup.trigger(exampleSignup));
    expect(getStoredUsername()).toBe('ada');
    expect(document.cookie).toContain('CONFIRM_CODE_VERIFICATION');
    await act(() => result.current.confirm.trigger({ code: '042917' }));
    expect(decodeURIComponent(document.cookie)).toContain('userActionsRequired=[]');
  });

  it('tells the app when a load finds the session over', async () => {
    const onSessionExpired = vi.fn();
    const { result } = renderHook(() => useUserInfo(), { wrapper: wrapperWith(onSessionExpired) });
    await waitFor(() => expect(result.current.error?.code).toBe('SESSION_EXPIRED'));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.current.hits).toEqual([]);
  });

  it('loads the user with a valid session', async () => {
    sessionIssued(0);
    setStoredUsername('ada');
    api.current.routes.set('GET /user/info', () => ({ json: exampleUser }));
    const { result } = renderHook(() => useUserInfo(), { wrapper: wrapperWith() });
    await waitFor(() => expect(result.current.data).toEqual(exampleUser));
  });
});
