import { apiRoutes } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe("the API's answers", () => {
  it.each([
    ['a success', 'GET', apiRoutes.health.path],
    ['the OpenAPI document', 'GET', '/openapi.json'],
    ['an error', 'GET', '/no-such-route'],
    ['a refused request', 'POST', apiRoutes.login.path],
  ])('refuse to be framed or sniffed: %s', async (label, method, url) => {
    const response = await api.agent().request(method, url, method === 'POST' ? { json: {} } : {});
    expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
    expect(response.headers.get('x-frame-options'), label).toBe('DENY');
    expect(response.headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  });
});
