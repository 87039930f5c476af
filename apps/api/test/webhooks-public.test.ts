// Webhook endpoints through the public API (/v1/webhook-endpoints) with an API key, over HTTP
// with the real server: a store lists (pages with hasMore), adds (the secret answered once),
// reads, changes, rotates and removes the endpoints of its key's mode; webhooks:read and
// webhooks:write scopes; another mode's or another workspace's endpoint is not found; an
// Idempotency-Key replays an addition with the same secret, which its kept answer holds sealed.
import {
  apiRoutes,
  CreatedApiKey,
  PublicWebhookEndpointListResponse,
  WebhookEndpoint,
  WebhookSecretResponse,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@meridian/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema';
import { eventually } from './support/eventually';
import { Agent, confirmedUser, startApi, type TestApi } from './support/harness';
import { addEndpoint, endpointsOf, Receiver, verifyDelivery } from './support/webhooks';
import { createWorkspace, errorOf, invite, path } from './support/workspaces';

let api: TestApi;
let receiver: Receiver;
beforeAll(async () => {
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_POLL_MS: '30' });
  receiver = new Receiver();
  await receiver.listen();
});
afterAll(async () => {
  await receiver?.close();
  await api?.close();
});

const ENDPOINTS = apiRoutes.publicListWebhookEndpoints.path;
const one = (id: string) => path(apiRoutes.publicGetWebhookEndpoint.path, { id });
const rotatePath = (id: string) => path(apiRoutes.publicRotateWebhookSecret.path, { id });

/** A store's program: no cookie, its key. */
const program = (secret: string) => new Agent(api.url, { authorization: `Bearer ${secret}` });

async function workspace(name = 'Store') {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent, { name });
  const key = async (mode: ApiKeyMode, scopes: ApiKeyScope[] = ['webhooks:write']) => {
    const response = await owner.agent.post(path(apiRoutes.createApiKey.path, { id: company.id }), {
      label: `${mode} ${scopes.join(' ')}`,
      mode,
      scopes,
    });
    if (response.status !== 201) throw new Error(`key: ${response.status} ${JSON.stringify(response.body)}`);
    return program(create(response.body, CreatedApiKey).secret);
  };
  return { owner, company, key };
}

const body = (suffix: string) => ({
  url: `${receiver.url}/${suffix}`,
  eventTypes: ['member.invited'],
  description: `Store ${suffix}`,
});

async function added(store: Agent, suffix: string, headers: Record<string, string> = {}) {
  const response = await store.post(ENDPOINTS, body(suffix), headers);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return create(response.body, WebhookSecretResponse);
}

describe('a key’s endpoints', () => {
  it('are added in its mode with the secret answered once, then read, changed, rotated and removed', async () => {
    const { owner, company, key } = await workspace();
    const store = await key('test');
    const made = await added(store, 'orders');
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(made.endpoint).toMatchObject({
      mode: 'test',
      url: `${receiver.url}/orders`,
      description: 'Store orders',
      enabled: true,
    });
    // The dashboard lists it with the others, never with its secret.
    expect((await endpointsOf(owner.agent, company.id)).map((endpoint) => endpoint.id)).toEqual([made.endpoint.id]);
    const read = await store.get(one(made.endpoint.id));
    expect(read.status).toBe(200);
    expect(create(read.body, WebhookEndpoint)).toEqual(made.endpoint);
    expect(JSON.stringify(read.body)).not.toContain(made.secret.slice('whsec_'.length));

    const changed = await store.request('PATCH', one(made.endpoint.id), {
      json: { description: 'Orders', eventTypes: ['member.invited', 'checkout.paid'], enabled: false },
    });
    expect(changed.status).toBe(200);
    expect(create(changed.body, WebhookEndpoint)).toMatchObject({
      description: 'Orders',
      eventTypes: ['member.invited', 'checkout.paid'],
      enabled: false,
      disabledReason: 'manual',
      mode: 'test',
    });
    const enabled = await store.request('PATCH', one(made.endpoint.id), { json: { enabled: true } });
    expect(create(enabled.body, WebhookEndpoint).enabled).toBe(true);

    const rotated = await store.post(rotatePath(made.endpoint.id));
    expect(rotated.status).toBe(200);
    const { secret: next, endpoint: after } = create(rotated.body, WebhookSecretResponse);
    expect(next).not.toBe(made.secret);
    expect(after.previousSecretExpiresAt).not.toBeNull();
    // Deliveries are signed with both secrets during the rotation.
    await invite(owner.agent, company.id, `guest-${Date.now().toString(36)}@example.com`, 'viewer');
    const delivery = (
      await eventually(
        async () => receiver.of(receiver.received.find((entry) => entry.path === '/orders')?.id ?? ''),
        (entries) => entries.length > 0,
      )
    )[0]!;
    for (const secret of [made.secret, next]) expect(verifyDelivery(api.clock, secret, delivery)).toBeTruthy();

    const removed = await store.request('DELETE', one(made.endpoint.id));
    expect([removed.status, removed.body]).toEqual([200, { ok: true }]);
    expect((await store.get(one(made.endpoint.id))).status).toBe(404);
    expect(await endpointsOf(owner.agent, company.id)).toEqual([]);
  });

  it('are listed by their mode only, oldest first, a page at a time with hasMore', async () => {
    const { owner, company, key } = await workspace();
    const store = await key('test');
    const made = [];
    for (const suffix of ['a', 'b', 'c']) made.push((await added(store, suffix)).endpoint.id);
    // An endpoint of the other mode, added on the dashboard, is not the test key's.
    await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/live`, mode: 'live' });
    const first = create((await store.get(`${ENDPOINTS}?limit=2`)).body, PublicWebhookEndpointListResponse);
    expect(first.endpoints.map((endpoint) => endpoint.id)).toEqual(made.slice(0, 2));
    expect([first.total, first.hasMore]).toEqual([3, true]);
    const second = create(
      (await store.get(`${ENDPOINTS}?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`)).body,
      PublicWebhookEndpointListResponse,
    );
    expect(second.endpoints.map((endpoint) => endpoint.id)).toEqual(made.slice(2));
    expect([second.total, second.hasMore, second.nextCursor]).toEqual([3, false, null]);
    const live = create(
      (await (await key('live', ['webhooks:read'])).get(ENDPOINTS)).body,
      PublicWebhookEndpointListResponse,
    );
    expect(live.endpoints.map((endpoint) => endpoint.url)).toEqual([`${receiver.url}/live`]);
    expect(live.hasMore).toBe(false);
    const badCursor = await store.get(`${ENDPOINTS}?cursor=nope`);
    expect([badCursor.status, errorOf(badCursor.body).details?.[0]?.field]).toEqual([422, 'cursor']);
  });
});

describe('another mode’s or workspace’s endpoint', () => {
  it('answers 404 to every route, and nothing changes', async () => {
    const { owner, company, key } = await workspace();
    const liveStore = await key('live');
    const testEndpoint = (await added(await key('test'), 'mine')).endpoint;
    const stranger = await (await workspace('Other')).key('test');
    const before = await endpointsOf(owner.agent, company.id);
    for (const caller of [liveStore, stranger]) {
      for (const [method, url] of [
        ['GET', one(testEndpoint.id)],
        ['PATCH', one(testEndpoint.id)],
        ['DELETE', one(testEndpoint.id)],
        ['POST', rotatePath(testEndpoint.id)],
      ] as const) {
        const response = await caller.request(method, url, method === 'PATCH' ? { json: { enabled: false } } : {});
        expect([response.status, errorOf(response.body).code], `${method} ${url}`).toEqual([404, 'NOT_FOUND']);
      }
    }
    // Not an endpoint id at all: 404 too.
    expect((await liveStore.get(one('not-a-uuid'))).status).toBe(404);
    expect(await endpointsOf(owner.agent, company.id)).toEqual(before);
  });
});

describe('scopes and input', () => {
  it('need webhooks:read to read and webhooks:write to change; a bad body is refused and changes nothing', async () => {
    const { owner, company, key } = await workspace();
    const writer = await key('test');
    const reader = await key('test', ['webhooks:read']);
    const other = await key('test', ['events:read']);
    const endpoint = (await added(writer, 'scoped')).endpoint;
    expect((await reader.get(ENDPOINTS)).status).toBe(200);
    expect((await reader.get(one(endpoint.id))).status).toBe(200);
    for (const refused of [
      await reader.post(ENDPOINTS, body('nope')),
      await reader.request('PATCH', one(endpoint.id), { json: { enabled: false } }),
      await reader.request('DELETE', one(endpoint.id)),
      await reader.post(rotatePath(endpoint.id)),
      await other.get(ENDPOINTS),
      await other.get(one(endpoint.id)),
    ]) {
      expect([refused.status, errorOf(refused.body).code]).toEqual([403, 'FORBIDDEN']);
    }
    const before = await endpointsOf(owner.agent, company.id);
    for (const [sent, field, code] of [
      [{ ...body('x'), mode: 'live' }, 'mode', 'unknown_field'],
      [{ ...body('x'), url: 'ftp://example.com' }, 'url', 'invalid'],
      [{ ...body('x'), eventTypes: [] }, 'eventTypes', 'too_short'],
    ] as const) {
      const response = await writer.post(ENDPOINTS, sent);
      expect(response.status).toBe(422);
      expect(errorOf(response.body).details).toEqual([expect.objectContaining({ field, code })]);
    }
    const modeChange = await writer.request('PATCH', one(endpoint.id), { json: { mode: 'live' } });
    expect(errorOf(modeChange.body).details).toEqual([
      expect.objectContaining({ field: 'mode', code: 'unknown_field' }),
    ]);
    expect(await endpointsOf(owner.agent, company.id)).toEqual(before);
  });
});

describe('an Idempotency-Key', () => {
  it('answers an addition again with the same secret, kept sealed meanwhile', async () => {
    const { owner, company, key } = await workspace();
    const store = await key('test');
    const idempotency = { 'idempotency-key': randomUUID() };
    const first = await added(store, 'once', idempotency);
    const again = await store.post(ENDPOINTS, body('once'), idempotency);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(create(again.body, WebhookSecretResponse)).toEqual(first);
    expect(await endpointsOf(owner.agent, company.id)).toHaveLength(1);
    const kept = await api.app.meridian.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, idempotency['idempotency-key']));
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(first.secret.slice('whsec_'.length));
    const reused = await store.post(ENDPOINTS, body('other'), idempotency);
    expect([reused.status, errorOf(reused.body).code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);

    // A rotation's answer too.
    const rotation = { 'idempotency-key': randomUUID() };
    const rotated = await store.post(rotatePath(first.endpoint.id), undefined, rotation);
    const replayed = await store.post(rotatePath(first.endpoint.id), undefined, rotation);
    expect(replayed.body).toEqual(rotated.body);
    const keptRotation = await api.app.meridian.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, rotation['idempotency-key']));
    expect(JSON.stringify(keptRotation)).not.toContain(
      create(rotated.body, WebhookSecretResponse).secret.slice('whsec_'.length),
    );
  });
});
