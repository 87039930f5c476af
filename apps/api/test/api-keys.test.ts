// API keys (GET, POST /company/{id}/api-keys; PATCH, DELETE .../{keyId}) and the public API
// (/v1) they open, over HTTP against the real server: what a member and a store's program see.
import {
  ApiKeyListResponse,
  apiRoutes,
  CreatedApiKey,
  isWellFormedApiKey,
  LinkListResponse,
  PaymentLink,
  Checkout,
  PublicEventListResponse,
  PublicPaymentListResponse,
  UpdatedApiKey,
} from '@meridian/contract';
import { randomUUID } from 'node:crypto';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, createKey, keysPath } from './support/api-keys';
import { listedEvents } from './support/events';
import { eventually } from './support/eventually';
import { merchant, openSession, payer, type Merchant } from './support/checkout';
import { Agent, hours, minutes, startApi, type TestApi } from './support/harness';
import { errorOf, joinAs, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
});
afterAll(async () => {
  await api?.close();
});

const keyPath = (companyId: string, keyId: string) => path(apiRoutes.updateApiKey.path, { id: companyId, keyId });

async function listKeys(agent: Agent, companyId: string) {
  const response = await agent.get(keysPath(companyId));
  expect(response.status).toBe(200);
  return { keys: create(response.body, ApiKeyListResponse).apiKeys, text: JSON.stringify(response.body) };
}

/** A store's program: no cookie, no browser headers; the key when given. */
function program(secret?: string): Agent {
  return new Agent(api.url, secret ? { authorization: `Bearer ${secret}` } : {});
}

const checkoutBody = {
  amount: '25.00',
  description: 'Two bags of Ethiopian beans',
  orderReference: 'WC-1042',
  returnUrl: 'https://shop.example/thanks',
  metadata: { cart: 'c_9', channel: 'web' },
};

async function newCheckout(secret: string, headers: Record<string, string> = {}) {
  const response = await program(secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody, headers);
  if (response.status !== 201) throw new Error(`checkout: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, Checkout);
}

describe('API keys in the dashboard', () => {
  let m: Merchant;
  beforeAll(async () => {
    m = await merchant(api);
  });

  it('answers the key once, in its format, and lists it afterwards without the secret', async () => {
    const created = await createKey(m.owner.agent, m.company.id, { label: '  Store  ' });
    expect(isWellFormedApiKey(created.secret)).toBe(true);
    expect(created.secret).toMatch(/^mrd_test_[0-9A-Za-z]{43}$/);
    expect(created.apiKey).toMatchObject({
      label: 'Store',
      mode: 'test',
      prefix: 'mrd_test_',
      lastFour: created.secret.slice(-4),
      scopes: ALL_SCOPES,
      lastUsedAt: null,
      expiresAt: null,
    });
    const { keys, text } = await listKeys(m.owner.agent, m.company.id);
    expect(keys.map((key) => key.id)).toContain(created.apiKey.id);
    expect(text).not.toContain(created.secret);
    expect(text).not.toContain(created.secret.slice(9, -6));
    const live = await createKey(m.owner.agent, m.company.id, { mode: 'live', scopes: ['payments:read'] });
    expect(live.secret.startsWith('mrd_live_')).toBe(true);
  });

  it('lets developers manage keys and viewers read the list only', async () => {
    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer');
    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer');
    const made = await createKey(developer.agent, m.company.id, { label: 'Developer key' });
    const refused = await viewer.agent.post(keysPath(m.company.id), { label: 'x', mode: 'test', scopes: ALL_SCOPES });
    expect([refused.status, errorOf(refused.body).code]).toEqual([403, 'FORBIDDEN']);
    const rename = await viewer.agent.request('PATCH', keyPath(m.company.id, made.apiKey.id), { json: { label: 'y' } });
    expect(rename.status).toBe(403);
    const revoke = await viewer.agent.request('DELETE', keyPath(m.company.id, made.apiKey.id));
    expect(revoke.status).toBe(403);
    const { keys, text } = await listKeys(viewer.agent, m.company.id);
    expect(keys.find((key) => key.id === made.apiKey.id)?.label).toBe('Developer key');
    expect(text).not.toContain(made.secret);
  });

  it("answers 404 for another workspace's key and to strangers, and changes nothing", async () => {
    const other = await merchant(api, { name: 'Other' });
    const theirs = await createKey(other.owner.agent, other.company.id);
    for (const [method, json] of [
      ['PATCH', { label: 'mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const through = await m.owner.agent.request(method, keyPath(m.company.id, theirs.apiKey.id), { json });
      expect([through.status, errorOf(through.body).code]).toEqual([404, 'NOT_FOUND']);
    }
    const stranger = await m.owner.agent.get(keysPath(other.company.id));
    expect(stranger.status).toBe(404);
    const { keys } = await listKeys(other.owner.agent, other.company.id);
    expect(keys.find((key) => key.id === theirs.apiKey.id)?.label).toBe('Shop');
    expect((await program(theirs.secret).get(apiRoutes.publicListPayments.path)).status).toBe(200);
  });

  it('refuses bad input with the fields named and creates nothing', async () => {
    const before = (await listKeys(m.owner.agent, m.company.id)).keys.length;
    const cases: [Record<string, unknown>, string[]][] = [
      [{ mode: 'test', scopes: ALL_SCOPES }, ['label']],
      [{ label: ' ', mode: 'test', scopes: ALL_SCOPES }, ['label']],
      [{ label: 'x', mode: 'prod', scopes: ALL_SCOPES }, ['mode']],
      [{ label: 'x', mode: 'test', scopes: [] }, ['scopes']],
      [{ label: 'x', mode: 'test', scopes: ['checkouts:admin'] }, ['scopes.0']],
      [{ label: 'x'.repeat(81), mode: 'test', scopes: ALL_SCOPES, extra: 1 }, ['label', 'extra']],
    ];
    for (const [body, fields] of cases) {
      const response = await m.owner.agent.post(keysPath(m.company.id), body);
      expect([response.status, errorOf(response.body).code]).toEqual([422, 'VALIDATION_FAILED']);
      expect(errorOf(response.body).details?.map((detail) => detail.field)).toEqual(fields);
    }
    const made = await createKey(m.owner.agent, m.company.id);
    const empty = await m.owner.agent.request('PATCH', keyPath(m.company.id, made.apiKey.id), { json: {} });
    expect(empty.status).toBe(422);
    const badRoll = await m.owner.agent.request('PATCH', keyPath(m.company.id, made.apiKey.id), {
      json: { roll: { expiresIn: '2d' } },
    });
    expect(badRoll.status).toBe(422);
    expect((await listKeys(m.owner.agent, m.company.id)).keys.length).toBe(before + 1);
  });

  it('renames a key', async () => {
    const made = await createKey(m.owner.agent, m.company.id);
    const renamed = await m.owner.agent.request('PATCH', keyPath(m.company.id, made.apiKey.id), {
      json: { label: 'WooCommerce' },
    });
    expect(renamed.status).toBe(200);
    expect(create(renamed.body, UpdatedApiKey)).toEqual({ apiKey: { ...made.apiKey, label: 'WooCommerce' } });
  });
});

describe('the password after 15 minutes', () => {
  it('is asked to create, roll and revoke, not to rename', async () => {
    const m = await merchant(api);
    const made = await createKey(m.owner.agent, m.company.id);
    api.clock.advance(minutes(16));
    await m.owner.agent.post(apiRoutes.refreshSession.path);
    const body = { label: 'x', mode: 'test', scopes: ALL_SCOPES };
    const without = await m.owner.agent.post(keysPath(m.company.id), body);
    expect([without.status, errorOf(without.body).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    const wrong = await m.owner.agent.post(keysPath(m.company.id), { ...body, password: 'not the password' });
    expect([wrong.status, errorOf(wrong.body).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    const roll = await m.owner.agent.request('PATCH', keyPath(m.company.id, made.apiKey.id), {
      json: { roll: { expiresIn: '1h' } },
    });
    expect(errorOf(roll.body).code).toBe('REAUTHENTICATION_REQUIRED');
    const revoke = await m.owner.agent.request('DELETE', keyPath(m.company.id, made.apiKey.id));
    expect(errorOf(revoke.body).code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await listKeys(m.owner.agent, m.company.id)).keys).toHaveLength(1);
    expect((await program(made.secret).get(apiRoutes.publicListPayments.path)).status).toBe(200);

    const renamed = await m.owner.agent.request('PATCH', keyPath(m.company.id, made.apiKey.id), {
      json: { label: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    const right = await m.owner.agent.post(keysPath(m.company.id), { ...body, password: m.owner.body.password });
    expect(right.status).toBe(201);
  });
});

describe('rolling and revoking', () => {
  it('keeps a rolled key working until the expiry chosen, then refuses it', async () => {
    const m = await merchant(api);
    const old = await createKey(m.owner.agent, m.company.id);
    const rolled = await m.owner.agent.request('PATCH', keyPath(m.company.id, old.apiKey.id), {
      json: { roll: { expiresIn: '1h' } },
    });
    expect(rolled.status).toBe(200);
    const answer = create(rolled.body, UpdatedApiKey);
    const fresh = answer.rolled;
    if (!fresh) throw new Error('no new key');
    expect(fresh.secret).not.toBe(old.secret);
    expect(fresh.apiKey).toMatchObject({ label: 'Shop', mode: 'test', scopes: ALL_SCOPES });
    expect(Date.parse(answer.apiKey.expiresAt ?? '')).toBeGreaterThan(api.clock.now().getTime() + minutes(59));
    const { keys, text } = await listKeys(m.owner.agent, m.company.id);
    expect(keys.map((key) => key.id).sort()).toEqual([old.apiKey.id, fresh.apiKey.id].sort());
    expect(text).not.toContain(fresh.secret);

    expect((await program(old.secret).get(apiRoutes.publicListPayments.path)).status).toBe(200);
    expect((await program(fresh.secret).get(apiRoutes.publicListPayments.path)).status).toBe(200);
    api.clock.advance(hours(1) + 1000);
    const expired = await program(old.secret).get(apiRoutes.publicListPayments.path);
    expect([expired.status, errorOf(expired.body).code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await program(fresh.secret).get(apiRoutes.publicListPayments.path)).status).toBe(200);
  });

  it('stops a key rolled with no grace at once', async () => {
    const m = await merchant(api);
    const old = await createKey(m.owner.agent, m.company.id);
    const rolled = await m.owner.agent.request('PATCH', keyPath(m.company.id, old.apiKey.id), {
      json: { roll: { expiresIn: 'none' } },
    });
    expect(rolled.status).toBe(200);
    expect((await program(old.secret).get(apiRoutes.publicListPayments.path)).status).toBe(401);
  });

  it('refuses a revoked key at once with 401, records the event, and forgets the key', async () => {
    const m = await merchant(api);
    const made = await createKey(m.owner.agent, m.company.id);
    expect((await program(made.secret).get(apiRoutes.publicListPayments.path)).status).toBe(200);
    const revoked = await m.owner.agent.request('DELETE', keyPath(m.company.id, made.apiKey.id));
    expect(revoked.status).toBe(200);
    const after = await program(made.secret).get(apiRoutes.publicListPayments.path);
    expect([after.status, errorOf(after.body).code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await listKeys(m.owner.agent, m.company.id)).keys.map((key) => key.id)).not.toContain(made.apiKey.id);
    const again = await m.owner.agent.request('DELETE', keyPath(m.company.id, made.apiKey.id));
    expect(again.status).toBe(404);
    const [event] = await listedEvents(m.owner.agent, m.company.id, { type: 'api_key.revoked' });
    expect(event).toMatchObject({ type: 'api_key.revoked', objectType: 'api_key', objectId: made.apiKey.id });
    expect(JSON.stringify(event)).not.toContain(made.secret);
  });
});

describe('the public API', () => {
  let m: Merchant;
  let test: CreatedApiKey;
  let live: CreatedApiKey;
  beforeAll(async () => {
    m = await merchant(api);
    test = await createKey(m.owner.agent, m.company.id);
    live = await createKey(m.owner.agent, m.company.id, { mode: 'live', scopes: ['checkouts:write', 'events:read'] });
  });

  it('creates a checkout for an order and reads it, with its page and the store’s facts', async () => {
    const checkout = await newCheckout(test.secret);
    expect(checkout).toMatchObject({
      mode: 'test',
      status: 'open',
      exception: null,
      paymentLinkId: null,
      amount: '25.00',
      currency: 'USD',
      description: checkoutBody.description,
      orderReference: 'WC-1042',
      returnUrl: 'https://shop.example/thanks',
      metadata: { cart: 'c_9', channel: 'web' },
      payment: null,
    });
    expect(checkout.url).toMatch(/\/pay\/[\w-]+$/);
    const read = await program(test.secret).get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }));
    expect(read.status).toBe(200);
    expect(create(read.body, Checkout)).toEqual(checkout);

    // A payer opens it on its page: the checkout says so, and the test key's events show it.
    const slug = checkout.url.split('/pay/')[1] ?? '';
    await openSession(payer(api), slug, { token: 'DEV' });
    const opened = create(
      (await program(test.secret).get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }))).body,
      Checkout,
    );
    // Opening gives the buyer a price at a locked rate (the sandbox's DEV at $0.25), which the
    // checkout now names; it stays open, with no payment yet.
    expect(opened).toEqual({ ...checkout, rate: '0.25', rateSource: 'sandbox', rateAt: expect.any(String) });
    expect(Date.parse(opened.rateAt ?? '')).not.toBeNaN();
    const since = new Date(api.clock.now().getTime() - minutes(5)).toISOString();
    // The list shows an event once every earlier transaction has ended: another test file's open
    // transaction on the shared server can hold it back for a moment.
    const events = await eventually(
      async () =>
        create(
          (await program(test.secret).get(`${apiRoutes.publicListEvents.path}?since=${encodeURIComponent(since)}`))
            .body,
          PublicEventListResponse,
        ),
      (list) => list.events.some((event) => event.type === 'checkout.opened' && event.objectId === checkout.id),
    );
    // The event names the checkout by its own id and carries it as GET answers it.
    const opening = events.events.find((event) => event.type === 'checkout.opened' && event.objectId === checkout.id);
    expect(opening).toMatchObject({ objectType: 'checkout', mode: 'test', data: checkout });
    const future = new Date(api.clock.now().getTime() + hours(1)).toISOString();
    const none = await program(test.secret).get(
      `${apiRoutes.publicListEvents.path}?since=${encodeURIComponent(future)}`,
    );
    expect(create(none.body, PublicEventListResponse).events).toEqual([]);
  });

  it('keeps test and live apart', async () => {
    const checkout = await newCheckout(test.secret);
    const byLive = await program(live.secret).get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }));
    expect([byLive.status, errorOf(byLive.body).code]).toEqual([404, 'NOT_FOUND']);
    const liveEvents = create(
      (await program(live.secret).get(apiRoutes.publicListEvents.path)).body,
      PublicEventListResponse,
    );
    // The live key sees the live facts (its own creation) and none of the test checkout's.
    expect(liveEvents.events.map((event) => event.type)).toEqual(['api_key.created']);
    expect(liveEvents.events.every((event) => event.mode === 'live')).toBe(true);
    // A live checkout pays to a verified wallet only: this workspace has none.
    const refused = await program(live.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody);
    expect([refused.status, errorOf(refused.body).details?.[0]?.field]).toEqual([422, 'payoutWalletId']);
    const links = await program(test.secret).post(apiRoutes.publicListPaymentLinks.path, {
      type: 'static',
      amount: '9.50',
    });
    expect(links.status).toBe(201);
    expect(create(links.body, PaymentLink).environment).toBe('test');
    const list = create((await program(test.secret).get(apiRoutes.publicListPaymentLinks.path)).body, LinkListResponse);
    expect(list.links.every((link) => link.environment === 'test')).toBe(true);
    expect(list.links.map((link) => link.id)).toContain(create(links.body, PaymentLink).id);
    const payments = create(
      (await program(test.secret).get(apiRoutes.publicListPayments.path)).body,
      PublicPaymentListResponse,
    );
    expect(payments.payments.every((payment) => payment.mode === 'test')).toBe(true);
  });

  it('refuses what the key’s scopes do not allow, and what another workspace owns', async () => {
    const noScope = await program(live.secret).get(apiRoutes.publicListPayments.path);
    expect([noScope.status, errorOf(noScope.body).code]).toEqual([403, 'FORBIDDEN']);
    const readOnly = await createKey(m.owner.agent, m.company.id, { scopes: ['checkouts:read'] });
    const write = await program(readOnly.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody);
    expect(write.status).toBe(403);
    const checkout = await newCheckout(test.secret);
    expect(
      (await program(readOnly.secret).get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }))).status,
    ).toBe(200);
    const other = await merchant(api, { name: 'Other' });
    const theirs = await createKey(other.owner.agent, other.company.id);
    const foreign = await program(theirs.secret).get(path(apiRoutes.publicGetCheckout.path, { id: checkout.id }));
    expect(foreign.status).toBe(404);
  });

  it('refuses bad bodies with the fields named and creates nothing', async () => {
    const before = create(
      (await program(test.secret).get(apiRoutes.publicListPaymentLinks.path)).body,
      LinkListResponse,
    );
    for (const [body, field] of [
      [{ ...checkoutBody, amount: 'ten' }, 'amount'],
      [{ ...checkoutBody, description: '' }, 'description'],
      [{ ...checkoutBody, returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
      [{ ...checkoutBody, metadata: { cart: 9 } }, 'metadata.cart'],
      [{ ...checkoutBody, environment: 'live' }, 'environment'],
    ] as const) {
      const response = await program(test.secret).post(apiRoutes.publicCreateCheckout.path, body);
      expect([response.status, errorOf(response.body).code]).toEqual([422, 'VALIDATION_FAILED']);
      expect(errorOf(response.body).details?.map((detail) => detail.field)).toContain(field);
    }
    const badSince = await program(test.secret).get(`${apiRoutes.publicListPayments.path}?since=yesterday`);
    expect(badSince.status).toBe(422);
    const after = create(
      (await program(test.secret).get(apiRoutes.publicListPaymentLinks.path)).body,
      LinkListResponse,
    );
    expect(after.total).toBe(before.total);
  });

  it('replays a POST with the same Idempotency-Key and body, and refuses another body with 409', async () => {
    const key = randomUUID();
    const first = await program(test.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody, {
      'idempotency-key': key,
    });
    expect(first.status).toBe(201);
    const again = await program(test.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody, {
      'idempotency-key': key,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await program(test.secret).post(
      apiRoutes.publicCreateCheckout.path,
      { ...checkoutBody, amount: '26.00' },
      { 'idempotency-key': key },
    );
    expect([other.status, errorOf(other.body).code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    // A failed request keeps nothing: the key can be used again once the body is right.
    const failKey = randomUUID();
    const failed = await program(test.secret).post(
      apiRoutes.publicCreateCheckout.path,
      { ...checkoutBody, amount: 'x' },
      { 'idempotency-key': failKey },
    );
    expect(failed.status).toBe(422);
    const fixed = await program(test.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody, {
      'idempotency-key': failKey,
    });
    expect(fixed.status).toBe(201);
  });

  it('refuses a mistyped key without looking it up, a missing one, and cookies', async () => {
    const typo = `${test.secret.slice(0, 20)}${test.secret[20] === 'a' ? 'b' : 'a'}${test.secret.slice(21)}`;
    const response = await program(typo).get(apiRoutes.publicListPayments.path);
    expect([response.status, errorOf(response.body).code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(errorOf(response.body).message).toMatch(/typing mistake/);
    expect((await program().get(apiRoutes.publicListPayments.path)).status).toBe(401);
    // A member's session cookie is not a key: refused on /v1 even with the dashboard's headers.
    const withCookie = await m.owner.agent.get(apiRoutes.publicListPayments.path);
    expect([withCookie.status, errorOf(withCookie.body).code]).toEqual([401, 'UNAUTHENTICATED']);
    const postWithCookie = await m.owner.agent.post(apiRoutes.publicCreateCheckout.path, checkoutBody);
    expect(postWithCookie.status).toBe(401);
  });

  it('refuses a key on the dashboard routes, even beside a session cookie', async () => {
    const alone = await program(test.secret).get(keysPath(m.company.id));
    expect([alone.status, errorOf(alone.body).code]).toEqual([401, 'UNAUTHENTICATED']);
    const withCookie = await m.owner.agent.get(keysPath(m.company.id), { authorization: `Bearer ${test.secret}` });
    expect([withCookie.status, errorOf(withCookie.body).code]).toEqual([401, 'UNAUTHENTICATED']);
    expect((await m.owner.agent.get(keysPath(m.company.id))).status).toBe(200);
  });

  it('takes no CSRF check: a program’s POST from anywhere passes with its key', async () => {
    const response = await program(test.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.status).toBe(201);
  });

  it('notes when a key was last used, at most once a minute', async () => {
    const made = await createKey(m.owner.agent, m.company.id);
    await program(made.secret).get(apiRoutes.publicListPayments.path);
    const lastUsed = async () =>
      (await listKeys(m.owner.agent, m.company.id)).keys.find((key) => key.id === made.apiKey.id)?.lastUsedAt;
    const first = await lastUsed();
    expect(first).not.toBeNull();
    api.clock.advance(20_000);
    await program(made.secret).get(apiRoutes.publicListPayments.path);
    expect(await lastUsed()).toBe(first);
    api.clock.advance(minutes(1));
    await program(made.secret).get(apiRoutes.publicListPayments.path);
    expect(Date.parse((await lastUsed()) ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
  });
});

describe('an Idempotency-Key after 24 hours', () => {
  it('is free again: the same body makes a new checkout', async () => {
    const m = await merchant(api);
    const made = await createKey(m.owner.agent, m.company.id);
    const key = randomUUID();
    const first = await newCheckout(made.secret, { 'idempotency-key': key });
    api.clock.advance(hours(24) + 1000);
    const later = await program(made.secret).post(apiRoutes.publicCreateCheckout.path, checkoutBody, {
      'idempotency-key': key,
    });
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(create(later.body, Checkout).id).not.toBe(first.id);
  });
});

describe('rate limits per key', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await startApi(
      {},
      { rateLimit: (limit) => (limit.per === 'apiKey' ? { ...limit, max: 3 } : { ...limit, max: 10_000 }) },
    );
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After to a key over its limit, and not to another key', async () => {
    const m = await merchant(limited);
    const make = async () => {
      const response = await m.owner.agent.post(path(apiRoutes.createApiKey.path, { id: m.company.id }), {
        label: 'Shop',
        mode: 'test',
        scopes: ['payments:read'],
      });
      return create(response.body, CreatedApiKey).secret;
    };
    const [busy, calm] = [await make(), await make()];
    const call = (secret: string) =>
      new Agent(limited.url, { authorization: `Bearer ${secret}` }).get(apiRoutes.publicListPayments.path);
    for (let n = 0; n < 3; n += 1) expect((await call(busy)).status).toBe(200);
    const over = await call(busy);
    expect([over.status, errorOf(over.body).code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(calm)).status).toBe(200);
  });
});
