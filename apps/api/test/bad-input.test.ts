// Input that once reached the database or the stack unguarded: a NUL in a path parameter, JSON
// nested thousands of levels deep, a date no database stores, a NUL or a lone surrogate in a
// store's metadata, a cursor no list gave. Each is a 4xx that changes nothing.
import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from './support/api-keys';
import { merchant } from './support/checkout';
import { CRAFTED_CURSORS } from './support/fuzz';
import { Agent, confirmedUser, startApi, type TestApi } from './support/harness';
import { addEndpoint } from './support/webhooks';
import { createWorkspace, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  // A webhook endpoint on loopback (nothing listens there) for the replay's `since`.
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: '1' });
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

describe('text PostgreSQL refuses, and cursors and times no list gave', () => {
  it('a NUL or a lone surrogate in a checkout’s metadata key or value is 422 naming the field, and nothing is made', async () => {
    const m = await merchant(api);
    const { secret } = await createKey(m.owner.agent, m.company.id);
    const store = new Agent(api.url, { authorization: `Bearer ${secret}` });
    const before = await api.counts();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ 'cart\u0000': 'c_9' }, 'metadata', /^A key is refused: Remove the control characters$/],
      [{ 'cart\uD800': 'c_9' }, 'metadata', /^A key is refused: The text is not valid Unicode$/],
      [{ cart: 'c\u00009' }, 'metadata.cart', /^Remove the control characters$/],
      [{ cart: '\uDC00' }, 'metadata.cart', /^The text is not valid Unicode$/],
    ];
    for (const [metadata, field, message] of cases) {
      const response = await store.post(apiRoutes.publicCreateCheckout.path, {
        amount: '25.00',
        description: 'Two bags of beans',
        metadata,
      });
      expect(response.status, field).toBe(422);
      expect(create(response.body, ErrorBody).error.details).toEqual([
        { field, code: 'invalid', message: expect.stringMatching(message) },
      ]);
    }
    expect(await api.counts()).toEqual(before);
    // A value may span lines; prototype names are plain keys (a `__proto__` key is refused as bad JSON, 400).
    const fine = await store.post(apiRoutes.publicCreateCheckout.path, {
      amount: '25.00',
      description: 'Two bags of beans',
      metadata: JSON.parse('{"constructor":"x","toString":"y","note":"line one\\nline two"}') as Record<string, string>,
    });
    expect(fine.status).toBe(201);
    expect((fine.body as { metadata: unknown }).metadata).toEqual(
      JSON.parse('{"constructor":"x","toString":"y","note":"line one\\nline two"}'),
    );
  });

  it('a crafted cursor is 422 on `cursor` on every kind of list key', async () => {
    const m = await merchant(api);
    const lists = [
      `${apiRoutes.listPayments.path}?companyId=${m.company.id}`,
      `${apiRoutes.listLinks.path}?companyId=${m.company.id}`,
      `${path(apiRoutes.listCustomers.path, { id: m.company.id })}?`,
    ];
    for (const list of lists) {
      for (const cursor of CRAFTED_CURSORS) {
        const response = await m.owner.agent.get(`${list}&cursor=${cursor}`);
        const label = `${list} ${Buffer.from(cursor, 'base64url').toString()}`;
        expect(response.status, label).toBe(422);
        expect(create(response.body, ErrorBody).error.details?.[0], label).toMatchObject({ field: 'cursor' });
      }
    }
    // A list keyed by text (links by name) takes any text but what the database refuses.
    for (const value of ['a\\u0000b', '\\ud800']) {
      const cursor = Buffer.from(`["${value}","0b6f1c36-6a9e-4c51-9d0b-9a3e2f1c0d11"]`).toString('base64url');
      const response = await m.owner.agent.get(
        `${apiRoutes.listLinks.path}?companyId=${m.company.id}&sort=name&cursor=${cursor}`,
      );
      expect(response.status, value).toBe(422);
    }
  });

  it('a time of year 0000 or past 9999 is 422 on `since`, in the public API and the webhook replay alike', async () => {
    const m = await merchant(api);
    const { secret } = await createKey(m.owner.agent, m.company.id);
    const store = new Agent(api.url, { authorization: `Bearer ${secret}` });
    const { endpoint } = await addEndpoint(m.owner.agent, m.company.id, { url: 'http://127.0.0.1:9/hooks' });
    const replay = path(apiRoutes.replayWebhooks.path, { id: m.company.id, endpointId: endpoint.id });
    for (const since of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-14:00',
      '2026-02-30T00:00:00Z',
      '1969-12-31T23:59:59Z',
    ]) {
      for (const response of [
        await store.get(`${apiRoutes.publicListPayments.path}?since=${encodeURIComponent(since)}`),
        await m.owner.agent.post(replay, { since }),
      ]) {
        expect(response.status, since).toBe(422);
        expect(create(response.body, ErrorBody).error.details?.[0], since).toMatchObject({
          field: 'since',
          code: 'invalid',
        });
      }
    }
    expect((await store.get(`${apiRoutes.publicListPayments.path}?since=2026-06-15T10:30:00Z`)).status).toBe(200);
    expect((await m.owner.agent.post(replay, { since: '2026-06-15T10:30:00Z' })).status).toBe(200);
  });
});
