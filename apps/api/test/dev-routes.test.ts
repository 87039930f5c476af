import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { startApi } from './support/harness';

describe('the /dev/* routes are opt-in', () => {
  it('are off unless DEV_ROUTES says so, and refused in production', () => {
    expect(loadConfig({}).devRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(false);
    expect(loadConfig({ DEV_ROUTES: '1' }).devRoutes).toBe(true);
    expect(loadConfig({ DEV_ROUTES: 'true' }).devRoutes).toBe(true);
    expect(loadConfig({ DEV_ROUTES: '0' }).devRoutes).toBe(false);
    expect(() => loadConfig({ DEV_ROUTES: 'yes' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STORAGE_SECRET: 'x'.repeat(32),
        API_KEY_PEPPER: 'p'.repeat(32),
        DEV_ROUTES: '1',
      }),
    ).toThrow(/DEV_ROUTES/);
  });

  it('answer 404 in development without DEV_ROUTES', async () => {
    const api = await startApi({ NODE_ENV: 'development', DEV_ROUTES: '0' });
    try {
      for (const path of [apiRoutes.devOutbox.path, apiRoutes.devSmsOutbox.path]) {
        const response = await api.agent().get(path);
        expect(response.status).toBe(404);
        expect(create(response.body, ErrorBody).error.code).toBe('NOT_FOUND');
      }
    } finally {
      await api.close();
    }
  });

  it('are served with DEV_ROUTES=1', async () => {
    const api = await startApi({ NODE_ENV: 'development', DEV_ROUTES: '1' });
    try {
      expect((await api.agent().get(apiRoutes.devOutbox.path)).status).toBe(200);
      expect((await api.agent().get(apiRoutes.devSmsOutbox.path)).status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
