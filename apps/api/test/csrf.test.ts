import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, DASHBOARD_ORIGIN, signupBody, startApi, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('CSRF: mutating requests from other sites are refused', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', origin: DASHBOARD_ORIGIN }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Origin on another port', { origin: 'http://127.0.0.1:6666' }],
    ['Origin: null', { origin: 'null' }],
    ['cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('%s → 403 CSRF_REJECTED, nothing changed', async (_description, headers) => {
    const before = await api.counts();
    const response = await api.agent(headers).post(apiRoutes.signup.path, signupBody());
    expect(response.status).toBe(403);
    expect(create(response.body, ErrorBody).error.code).toBe('CSRF_REJECTED');
    expect(response.setCookies).toEqual([]);
    expect(await api.counts()).toEqual(before);
  });

  it('refuses a cross-site logout even with a valid session cookie', async () => {
    const { agent } = await confirmedUser(api);
    const response = await agent.post(apiRoutes.logout.path, undefined, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect((await agent.get(apiRoutes.userInfo.path)).status).toBe(200);
  });

  it.each([
    ['the dashboard origin, same-origin', { origin: DASHBOARD_ORIGIN, 'sec-fetch-site': 'same-origin' }],
    ['localhost:5173', { origin: 'http://localhost:5173', 'sec-fetch-site': 'same-site' }],
    ['no browser headers (server to server)', {}],
  ])('accepts %s', async (_description, headers) => {
    const response = await api.agent(headers).post(apiRoutes.signup.path, signupBody());
    expect(response.status).toBe(201);
  });

  it('lets safe methods through from anywhere', async () => {
    const response = await api.agent({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }).get('/health');
    expect(response.status).toBe(200);
  });
});
