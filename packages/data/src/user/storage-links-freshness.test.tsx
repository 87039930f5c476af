import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataWrapper, exampleUser, minute, sessionIssued, withFakeApi } from '../test/fake-api';
import { storageLinkExpiry, useFreshStorageLinks } from './storage-links-freshness';
import { useUserInfo } from './user-info-query';

const api = withFakeApi();
const wrapper = dataWrapper(api);

const start = new Date('2026-06-15T10:00:00.000Z').getTime();
const hour = 60 * minute;
const link = (expires: number, signature: string) => `/api/storage/p.png?expires=${expires}&signature=${signature}`;

/** The user, read through the cache, with the renewal of their picture's link scheduled. */
function renderUser() {
  return renderHook(
    () => {
      const user = useUserInfo();
      useFreshStorageLinks(user.data?.profileImageUrl);
      return user;
    },
    { wrapper },
  );
}

const renewals = () => api.current.hits.filter((hit) => hit === 'GET /user/refresh-storage-links').length;

describe('keeping the picture link fresh', () => {
  beforeEach(() => {
    // The clock follows real time too, so the fake API's answers arrive.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('reads when a link expires', () => {
    expect(storageLinkExpiry(link(start + hour, 'ab'))).toBe(start + hour);
    expect(storageLinkExpiry('/api/storage/p.png')).toBeNull();
    expect(storageLinkExpiry('/api/storage/p.png?expires=soon')).toBeNull();
  });

  it('renews the link five minutes before it expires, then the new one before it expires in turn', async () => {
    sessionIssued(minute);
    api.current.routes.set('GET /user/info', () => ({
      json: { ...exampleUser, profileImageUrl: link(start + hour, 'a1') },
    }));
    let issued = 0;
    api.current.routes.set('GET /user/refresh-storage-links', () => {
      issued += 1;
      const expires = Date.now() + hour;
      return { json: { profileImageUrl: link(expires, `b${issued}`), expiresAt: new Date(expires).toISOString() } };
    });
    const { result } = renderUser();
    await waitFor(() => expect(result.current.data?.profileImageUrl).toBe(link(start + hour, 'a1')));

    await act(() => vi.advanceTimersByTimeAsync(54 * minute));
    expect(renewals()).toBe(0);
    sessionIssued(minute); // the session was kept alive meanwhile
    await act(() => vi.advanceTimersByTimeAsync(1 * minute + 100));
    await waitFor(() => expect(result.current.data?.profileImageUrl).toMatch(/signature=b1$/));
    expect(renewals()).toBe(1);
    expect(api.current.hits.filter((hit) => hit === 'GET /user/info')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(50 * minute));
    expect(renewals()).toBe(1);
    sessionIssued(minute);
    await act(() => vi.advanceTimersByTimeAsync(6 * minute));
    await waitFor(() => expect(result.current.data?.profileImageUrl).toMatch(/signature=b2$/));
    expect(renewals()).toBe(2);
  });

  it('renews an expired link at once, and tries again a minute after a failure', async () => {
    sessionIssued(minute);
    api.current.routes.set('GET /user/info', () => ({
      json: { ...exampleUser, profileImageUrl: link(start - 1, 'old') },
    }));
    let fail = true;
    api.current.routes.set('GET /user/refresh-storage-links', () =>
      fail
        ? { status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Try again' } } }
        : {
            json: {
              profileImageUrl: link(Date.now() + hour, 'new'),
              expiresAt: new Date(Date.now() + hour).toISOString(),
            },
          },
    );
    const { result } = renderUser();
    await waitFor(() => expect(renewals()).toBeGreaterThanOrEqual(1));
    const failed = renewals();
    fail = false;
    await act(() => vi.advanceTimersByTimeAsync(minute + 100));
    await waitFor(() => expect(result.current.data?.profileImageUrl).toMatch(/signature=new$/));
    expect(renewals()).toBe(failed + 1);
  });

  it('asks nothing for a user without a picture', async () => {
    sessionIssued(minute);
    renderHook(() => useFreshStorageLinks(null), { wrapper });
    await act(() => vi.advanceTimersByTimeAsync(2 * hour));
    expect(api.current.hits).toEqual([]);
  });
});
