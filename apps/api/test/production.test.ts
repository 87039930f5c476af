import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_ORIGIN, signupBody, startApi, type TestApi } from './support/harness';

const ORIGIN = 'https://dashboard.example';
let api: TestApi;
beforeAll(async () => {
  api = await startApi({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    ALLOWED_ORIGINS: ORIGIN,
    PUBLIC_URL: ORIGIN,
    STORAGE_SECRET: 'production-test-secret-0123456789abcdef',
  });
});
afterAll(() => api?.close());

describe('NODE_ENV=production', () => {
  it('does not serve the outbox', async () => {
    const response = await api.agent().get(apiRoutes.devOutbox.path);
    expect(response.status).toBe(404);
    expect(create(response.body, ErrorBody).error.code).toBe('NOT_FOUND');
  });

  it('marks every cookie Secure', async () => {
    const response = await api.agent({ origin: ORIGIN }).post(apiRoutes.signup.path, signupBody());
    expect(response.status).toBe(201);
    expect(response.setCookies.length).toBe(7);
    for (const cookie of response.setCookies) expect(cookie.attributes.secure).toBe(true);
  });

  it('follows ALLOWED_ORIGINS', async () => {
    const local = await api.agent({ origin: DASHBOARD_ORIGIN }).post(apiRoutes.signup.path, signupBody());
    expect(local.status).toBe(403);
    expect(create(local.body, ErrorBody).error.code).toBe('CSRF_REJECTED');
  });
});
