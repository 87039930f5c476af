import { apiRoutes, type FieldError } from '@meridian/contract';
import { number, object, string } from 'superstruct';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserLikeFetch,
  clearCookies,
  exampleUser as fullUser,
  minute,
  sessionAnswer,
  sessionIssued,
  setCookie,
  startFakeApi,
  type FakeRoute,
  validationFailed,
} from '../test/fake-api';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { broadcastTabLock } from './tab-lock';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const start = new Date('2026-06-15T10:00:00Z').getTime();

const client = () => createApiClient({ baseUrl: api.url, fetch: browserLikeFetch });

const UserInfo = object({ username: string(), email: string() });
const userInfo = { username: 'ada', email: 'ada@example.com' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  api.reset();
});
afterEach(() => {
  vi.useRealTimers();
  clearCookies();
});

const refreshRoute: FakeRoute = () => sessionAnswer();

describe('the session-aware client', () => {
  it('calls the API with a valid session and returns the validated answer', async () => {
    sessionIssued(minute);
    api.routes.set('GET /user/info', () => ({ json: userInfo }));
    await expect(client().request('/user/info', { response: UserInfo })).resolves.toEqual(userInfo);
    expect(api.hits).toEqual(['GET /user/info']);
  });

  it('rejects with "Session expired" without calling the API when signed out', async () => {
    api.routes.set('GET /user/info', () => ({ json: userInfo }));
    const error = await client()
      .request('/user/info', { response: UserInfo })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Session expired', code: 'SESSION_EXPIRED', status: 401 });
    expect(api.hits).toEqual([]);
  });

  it('rejects with "Session expired" when the session ended and no threshold cookie remains', async () => {
    setCookie('sessionExpiry', start - 1);
    await expect(client().request('/user/info', { response: UserInfo })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(api.hits).toEqual([]);
  });

  it('does not refresh before the threshold (one millisecond before it)', async () => {
    sessionIssued(13 * minute - 1);
    api.routes.set('GET /user/info', () => ({ json: userInfo }));
    api.routes.set('POST /auth/refresh-session', refreshRoute);
    await client().request('/user/info', { response: UserInfo });
    expect(api.hits).toEqual(['GET /user/info']);
  });

  it('refreshes once for concurrent requests past the threshold, then sends them all', async () => {
    sessionIssued(13 * minute);
    api.routes.set('GET /user/info', () => ({ json: userInfo }));
    api.routes.set('POST /auth/refresh-session', refreshRoute);
    const shared = client();
    const results = await Promise.all([1, 2, 3].map(() => shared.request('/user/info', { response: UserInfo })));
    expect(results).toEqual([userInfo, userInfo, userInfo]);
    expect(api.hits).toEqual(['POST /auth/refresh-session', 'GET /user/info', 'GET /user/info', 'GET /user/info']);

    // The renewed cookies make the next request go straight through.
    await shared.request('/user/info', { response: UserInfo });
    expect(api.hits.filter((hit) => hit === 'POST /auth/refresh-session')).toHaveLength(1);
  });

  it('refreshes an expired session that is still refreshable', async () => {
    sessionIssued(60 * minute);
    api.routes.set('GET /user/info', () => ({ json: userInfo }));
    api.routes.set('POST /auth/refresh-session', refreshRoute);
    await client().request('/user/info', { response: UserInfo });
    expect(api.hits).toEqual(['POST /auth/refresh-session', 'GET /user/info']);
  });

  it('rejects every waiting request with "Session expired" when the refresh is refused', async () => {
    sessionIssued(60 * minute);
    api.routes.set('POST /auth/refresh-session', () => ({
      status: 401,
      json: { error: { code: 'UNAUTHENTICATED', message: 'Log in again' } },
    }));
    const shared = client();
    const outcomes = await Promise.allSettled([1, 2].map(() => shared.request('/user/info', { response: UserInfo })));
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { code: 'SESSION_EXPIRED' } });
    }
    expect(api.hits).toEqual(['POST /auth/refresh-session']);
  });

  it('never checks or refreshes the session for /auth/* paths', async () => {
    sessionIssued(13 * minute); // refreshable
    api.routes.set('POST /auth/login', () => ({ json: userInfo }));
    api.routes.set('POST /auth/refresh-session', refreshRoute);
    await client().request('/auth/login', { method: 'POST', body: { username: 'ada' }, response: UserInfo });
    clearCookies(); // signed out
    await client().request('/auth/login', { method: 'POST', body: { username: 'ada' }, response: UserInfo });
    expect(api.hits).toEqual(['POST /auth/login', 'POST /auth/login']);
  });

  it('calls a route that needs no session (the payer’s checkout) without checking or refreshing one', async () => {
    api.routes.set('GET /exchange-rate?pairing=DEV%2FUSD', () => ({
      json: {
        pairing: 'DEV/USD',
        base: 'DEV',
        quote: 'USD',
        rate: '0.25',
        fetchedAt: '2026-06-15T10:00:00.000Z',
        sandbox: true,
      },
    }));
    await expect(client().call(apiRoutes.exchangeRate, { query: { pairing: 'DEV/USD' } })).resolves.toMatchObject({
      rate: '0.25',
    });
    sessionIssued(13 * minute); // refreshable: still not refreshed for a public route
    api.routes.set('POST /auth/refresh-session', refreshRoute);
    await client().call(apiRoutes.exchangeRate, { query: { pairing: 'DEV/USD' } });
    expect(api.hits).toEqual(['GET /exchange-rate?pairing=DEV%2FUSD', 'GET /exchange-rate?pairing=DEV%2FUSD']);
  });

  it('sends JSON bodies and query strings', async () => {
    sessionIssued(0);
    let received: { type?: string; body?: string } = {};
    api.routes.set('PATCH /things?companyId=c1&page=2&archived=false', ({ headers, body }) => {
      received = { type: headers['content-type'], body };
      return { json: { id: 'x', count: 1 } };
    });
    const Thing = object({ id: string(), count: number() });
    await client().request('/things', {
      method: 'PATCH',
      query: { companyId: 'c1', page: 2, archived: false, skipped: undefined },
      body: { name: 'Shop' },
      response: Thing,
    });
    expect(received).toEqual({ type: 'application/json', body: '{"name":"Shop"}' });
  });

  it('calls contract routes with their method, path and response struct', async () => {
    sessionIssued(0);
    api.routes.set('GET /user/info', () => ({ json: fullUser }));
    await expect(client().call(apiRoutes.userInfo)).resolves.toEqual(fullUser);
    api.routes.set('GET /user/info', () => ({ json: { ...fullUser, language: 'de' } }));
    await expect(client().call(apiRoutes.userInfo)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('turns an error body into a typed ApiError with its status, field errors and waiting time', async () => {
    const details: FieldError[] = [{ field: 'email', code: 'invalid', message: 'Enter a valid e-mail address' }];
    api.routes.set('POST /auth/signup', () => validationFailed(details));
    await expect(client().call(apiRoutes.signup)).rejects.toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Invalid body',
      fieldErrors: details,
      retryAfterSeconds: null,
    });
    api.routes.set('POST /auth/login', () => ({
      status: 429,
      json: { error: { code: 'RATE_LIMITED', message: 'Too many attempts', retryAfterSeconds: 300 } },
    }));
    await expect(client().call(apiRoutes.login)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 300,
    });
  });

  it('reports an error body outside the contract as HTTP_ERROR, keeping its text', async () => {
    api.routes.set('POST /auth/login', () => ({
      status: 418,
      json: { error: { code: 'TEAPOT', message: 'short and stout' } },
    }));
    const error = await client()
      .request('/auth/login', { method: 'POST', response: UserInfo })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 418, code: 'HTTP_ERROR' });
    expect(String(error)).toContain('TEAPOT: short and stout');
  });

  it('reports an error status without an error body as HTTP_ERROR', async () => {
    api.routes.set('POST /auth/login', () => ({ status: 502, text: '<html>Bad gateway</html>' }));
    await expect(client().request('/auth/login', { method: 'POST', response: UserInfo })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
  });

  it.each([
    ['a missing field', { username: 'ada' }],
    ['a field of the wrong type', { username: 'ada', email: 42 }],
    ['an unknown field', { ...userInfo, admin: true }],
    ['no body at all', undefined],
  ])('rejects an answer with %s instead of passing it on', async (_what, json) => {
    api.routes.set('POST /auth/login', () => (json === undefined ? { status: 204 } : { json }));
    await expect(client().request('/auth/login', { method: 'POST', response: UserInfo })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('rejects an answer that is not JSON', async () => {
    api.routes.set('POST /auth/login', () => ({ text: 'hello' }));
    await expect(client().request('/auth/login', { method: 'POST', response: UserInfo })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('reports an unreachable API as NETWORK_ERROR with status 0', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: browserLikeFetch });
    await expect(offline.request('/auth/login', { method: 'POST', response: UserInfo })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});

describe('refreshing across the tabs of a browser', () => {
  /**
   * Two tabs of one browser: the cookies are the document's, the lock the fallback's channel.
   * `announced` resolves when a tab has told the others it is refreshing.
   */
  function twoTabs() {
    const name = `test-lock-${Math.random()}`;
    const tab = () => createApiClient({ baseUrl: api.url, fetch: browserLikeFetch, tabLock: broadcastTabLock(name) });
    const tabs = [tab(), tab()] as const;
    const observer = new BroadcastChannel(name);
    const announced = new Promise<void>((resolve) => {
      observer.onmessage = () => {
        observer.close();
        resolve();
      };
    });
    return { tabs, announced };
  }

  it('a tab that waited for another tab’s refresh takes its result instead of refreshing again', async () => {
    sessionIssued(13 * minute);
    api.routes.set('GET /user/info', () => ({ json: userInfo }));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    api.routes.set('POST /auth/refresh-session', async () => {
      await released;
      return sessionAnswer();
    });
    const { tabs, announced } = twoTabs();
    const one = tabs[0].request('/user/info', { response: UserInfo });
    await announced;
    const two = tabs[1].request('/user/info', { response: UserInfo });
    // The first refresh answers only after the second tab asked, which found the old cookies:
    // without the lock it would send a refresh of its own.
    release();
    await expect(Promise.all([one, two])).resolves.toEqual([userInfo, userInfo]);
    expect(api.hits).toEqual(['POST /auth/refresh-session', 'GET /user/info', 'GET /user/info']);
  });

  it('a tab that waited for a refused refresh answers "Session expired" without asking again', async () => {
    sessionIssued(13 * minute);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    api.routes.set('POST /auth/refresh-session', async () => {
      await released;
      return {
        status: 401,
        json: { error: { code: 'UNAUTHENTICATED', message: 'Log in again' } },
        cookies: ['sessionExpiry', 'sessionRefreshThreshold'].map(
          (name) => `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
        ),
      };
    });
    const { tabs, announced } = twoTabs();
    const one = tabs[0].request('/user/info', { response: UserInfo }).catch((error: unknown) => error);
    await announced;
    const two = tabs[1].request('/user/info', { response: UserInfo }).catch((error: unknown) => error);
    release();
    for (const outcome of await Promise.all([one, two])) expect(outcome).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(api.hits).toEqual(['POST /auth/refresh-session']);
  });

  it('sends a request again, renewed, when the server found its token just replaced (SESSION_EXPIRED)', async () => {
    sessionIssued(minute);
    let answered = 0;
    api.routes.set('GET /user/info', () =>
      answered++ === 0
        ? { status: 401, json: { error: { code: 'SESSION_EXPIRED', message: 'Session expired' } } }
        : { json: userInfo },
    );
    api.routes.set('POST /auth/refresh-session', refreshRoute);
    await expect(client().request('/user/info', { response: UserInfo })).resolves.toEqual(userInfo);
    expect(api.hits).toEqual(['GET /user/info', 'POST /auth/refresh-session', 'GET /user/info']);
  });

  it('only sends it again when another tab’s refresh already renewed the cookies meanwhile', async () => {
    sessionIssued(minute);
    let answered = 0;
    api.routes.set('GET /user/info', () => {
      if (answered++ > 0) return { json: userInfo };
      sessionIssued(0); // the other tab's refresh landed while this request was on its way
      return { status: 401, json: { error: { code: 'SESSION_EXPIRED', message: 'Session expired' } } };
    });
    await expect(client().request('/user/info', { response: UserInfo })).resolves.toEqual(userInfo);
    expect(api.hits).toEqual(['GET /user/info', 'GET /user/info']);
  });

  it('answers "Session expired" when the server says the session was ended (UNAUTHENTICATED)', async () => {
    sessionIssued(minute);
    api.routes.set('GET /user/info', () => ({
      status: 401,
      json: { error: { code: 'UNAUTHENTICATED', message: 'Log in again' } },
    }));
    await expect(client().request('/user/info', { response: UserInfo })).rejects.toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Session expired',
    });
    expect(api.hits).toEqual(['GET /user/info']);
  });
});
