import { ApiError, sessionExpiredError, type ApiClient } from '@meridian/data';
import { describe, expect, it, vi } from 'vitest';
import { createGuardLoader } from './guard-loader';

const now = new Date('2026-06-15T10:00:00Z').getTime();
const minute = 60_000;
const list = (items: string[]) => encodeURIComponent(JSON.stringify(items));

/** Cookies of a session that ended a minute ago and may be refreshed. */
const refreshable = `sessionExpiry=${now - minute}; sessionRefreshThreshold=${now - 3 * minute}`;
/** Cookies of a fresh session for a user with a workspace. */
const fresh = `sessionExpiry=${now + 14 * minute}; sessionRefreshThreshold=${now + 12 * minute}; userWorkspaces=${list(['w1'])}`;

function clientWith(refreshSession: ApiClient['refreshSession']): ApiClient {
  return { baseUrl: '/api', request: vi.fn(), call: vi.fn(), upload: vi.fn(), refreshSession };
}

async function load(loader: ReturnType<typeof createGuardLoader>, url: string) {
  try {
    const href = `http://localhost${url}`;
    return await loader({
      request: new Request(href),
      url: new URL(href),
      pattern: '/',
      params: {},
      context: undefined,
    });
  } catch (thrown) {
    if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
    throw thrown;
  }
}

describe('the guard loader', () => {
  it('lets an allowed page load', async () => {
    const loader = createGuardLoader(clientWith(vi.fn()), { now: () => now, cookies: () => fresh });
    await expect(load(loader, '/dashboard')).resolves.toBeNull();
  });

  it('redirects as the guard decides', async () => {
    const loader = createGuardLoader(clientWith(vi.fn()), { now: () => now, cookies: () => '' });
    await expect(load(loader, '/dashboard?tab=week')).resolves.toEqual({
      redirect: '/auth/login?redirect=%2Fdashboard%3Ftab%3Dweek',
    });
  });

  it('refreshes a refreshable session silently, then lets the page load', async () => {
    let cookies = refreshable;
    const refreshSession = vi.fn(async () => {
      cookies = fresh;
    });
    const loader = createGuardLoader(clientWith(refreshSession), { now: () => now, cookies: () => cookies });
    await expect(load(loader, '/dashboard')).resolves.toBeNull();
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('sends the person to log in when the refresh is refused', async () => {
    const refreshSession = vi.fn(async () => {
      throw sessionExpiredError();
    });
    const loader = createGuardLoader(clientWith(refreshSession), { now: () => now, cookies: () => refreshable });
    await expect(load(loader, '/dashboard')).resolves.toEqual({ redirect: '/auth/login?redirect=%2Fdashboard' });
  });

  it('never loops when a refresh leaves the cookies unchanged', async () => {
    const refreshSession = vi.fn(async () => undefined);
    const loader = createGuardLoader(clientWith(refreshSession), { now: () => now, cookies: () => refreshable });
    await expect(load(loader, '/dashboard')).resolves.toEqual({ redirect: '/auth/login?redirect=%2Fdashboard' });
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('lets other refresh failures reach the error page', async () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'offline');
    const loader = createGuardLoader(
      clientWith(async () => {
        throw offline;
      }),
      { now: () => now, cookies: () => refreshable },
    );
    await expect(load(loader, '/dashboard')).rejects.toBe(offline);
  });
});
