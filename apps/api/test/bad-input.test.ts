// Input that once reached the database or the stack unguarded: a NUL in a path parameter, JSON
// nested thousands of levels deep, a date no database stores. Each is a 4xx that changes nothing.
import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startApi, type TestApi } from './support/harness';
import { createWorkspace } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const codeOf = (body: unknown) => create(body, ErrorBody).error.code;

describe('bad input answers 4xx, never 500', () => {
  it('a NUL or another control character in a path parameter is 404, before any rate-limit key is written', async () => {
    const before = await api.counts();
    for (const slug of ['%00', 'a%00b', '%01', 'x%7F']) {
      const response = await api.agent().get(`/checkout/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(codeOf(response.body)).toBe('NOT_FOUND');
    }
    const opened = await api
      .agent({ origin: 'http://127.0.0.1:5173' })
      .post('/checkout/%00/sessions', { token: 'DEV' });
    expect(opened.status).toBe(404);
    expect(await api.counts()).toEqual(before);
  });

  it('JSON nested deeper than 32 levels is 400 BAD_REQUEST, on public and signed-in routes alike', async () => {
    const deep = `${'['.repeat(5_000)}1${']'.repeat(5_000)}`;
    const publicRoute = await api.agent({ origin: 'http://127.0.0.1:5173' }).request('POST', '/checkout/abc/sessions', {
      raw: `{"token":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(publicRoute.status).toBe(400);
    expect(codeOf(publicRoute.body)).toBe('BAD_REQUEST');
    const login = await api.agent().request('POST', apiRoutes.login.path, {
      raw: `{"username":${`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`},"password":"x"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(login.status).toBe(400);
    // Brackets inside strings are text, not nesting.
    const text = await api.agent().post(apiRoutes.login.path, { username: '['.repeat(200), password: '{'.repeat(100) });
    expect(text.status).not.toBe(400);
  });

  it('a date filter before the year 2000, after 9999 or on a day that does not exist is 422 on the field', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent);
    for (const [field, value] of [
      ['from', '0000-01-01'],
      ['to', '0000-01-01T00:00:00Z'],
      ['from', '1999-12-31'],
      ['to', '9999-12-31T23:59:59-14:00'],
      ['from', '2026-02-30'],
    ] as const) {
      const response = await owner.agent.get(
        `${apiRoutes.listPayments.path}?companyId=${company.id}&${field}=${value}`,
      );
      expect(response.status, value).toBe(422);
      expect(create(response.body, ErrorBody).error.details?.[0]).toMatchObject({ field, code: 'invalid' });
    }
    const fine = await owner.agent.get(
      `${apiRoutes.listPayments.path}?companyId=${company.id}&from=2026-11-01&to=2026-11-30T23:59:59Z`,
    );
    expect(fine.status).toBe(200);
  });
});
