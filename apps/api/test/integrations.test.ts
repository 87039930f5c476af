// Store integrations over HTTP with the real server and a fake Squarespace on loopback: the
// routes and their roles (another workspace's integration is a 404), bad input refused with
// nothing changed, a key checked with Squarespace (refused, missing a permission, throttled),
// kept sealed and never answered, products imported as payment links (one per variant, updated
// rather than doubled), and a paid checkout becoming a Squarespace order through the event
// stream: with its Idempotency-Key and body, after a 429's Retry-After, and a revoked key
// marking the integration failed with the reason.
import {
  apiRoutes,
  Integration,
  IntegrationListResponse,
  SquarespaceDetail,
  SquarespaceSyncResponse,
  LINK_NAME_MAX_LENGTH,
} from '@meridian/contract';
import { desc, eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutSessions, integrations, integrationSyncLog } from '../src/db/schema';
import { checkoutOfSession } from '../src/checkout/object';
import { recordEvent } from '../src/events/record';
import { StoreOrderConsumer } from '../src/integrations/squarespace-orders';
import { merchant, type Merchant } from './support/checkout';
import { eventually } from './support/eventually';
import type { FakeProduct, FakeSquarespace } from './support/fake-squarespace';
import { sampleProducts, SITE, startFakeSquarespace, variant } from './support/fake-squarespace';
import { startApi, type Agent, type TestApi } from './support/harness';
import { paid } from './support/paid';
import { errorOf, joinAs, path } from './support/workspaces';

const GOOD_KEY = 'sq-key-full-permissions-7f3a';

/** What `read` answers once it answers something. */
async function until<T>(read: () => T | undefined | Promise<T | undefined>, options: { timeout?: number } = {}) {
  return (await eventually(
    async () => read(),
    (value) => value !== undefined,
    options.timeout ?? 10_000,
  )) as T;
}

let api: TestApi;
let fake: FakeSquarespace;
beforeAll(async () => {
  fake = await startFakeSquarespace();
  api = await startApi({ SQUARESPACE_API_URL: fake.url }, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.reset();
  fake.products = sampleProducts();
  fake.keys.clear();
  fake.keys.set(GOOD_KEY, { products: true, orders: true });
});

async function startSquarespace(agent: Agent, companyId: string) {
  const response = await agent.post(apiRoutes.createSquarespace.path, { companyId });
  expect(response.status).toBe(201);
  return create(response.body, Integration);
}

const verifyUrl = (id: string) => path(apiRoutes.verifySquarespace.path, { id });
const detailUrl = (id: string) => path(apiRoutes.getSquarespace.path, { id });
const syncUrl = (id: string) => path(apiRoutes.syncSquarespace.path, { id });

async function connected(m: Merchant) {
  const integration = await startSquarespace(m.owner.agent, m.company.id);
  const verified = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: GOOD_KEY });
  expect(verified.status).toBe(200);
  const set = await m.owner.agent.request('PATCH', detailUrl(integration.id), {
    json: { payoutWalletId: m.wallet.id, environment: 'test' },
  });
  expect(set.status).toBe(200);
  return create(set.body, Integration);
}

async function detail(agent: Agent, id: string) {
  const response = await agent.get(detailUrl(id));
  expect(response.status).toBe(200);
  return create(response.body, SquarespaceDetail);
}

/** A checkout of `linkId` paid with an e-mail and a billing address, and its checkout.paid event (as the watcher writes it). */
async function paidCheckout(m: Merchant, linkId: string, cents: number) {
  const { sessionId } = await paid(api, {
    companyId: m.company.id,
    linkId,
    payTo: m.wallet.addresses[0]!,
    at: api.clock.now(),
    cents,
  });
  const db = api.app.meridian.database.db;
  await db.transaction(async (tx) => {
    const [session] = await tx
      .update(checkoutSessions)
      .set({
        email: 'ines@example.com',
        billingName: 'Inês Duarte',
        billingStreet: 'Rua das Flores 12',
        billingCity: 'Porto',
        billingPostalCode: '4050-262',
        billingCountry: 'PT',
      })
      .where(eq(checkoutSessions.id, sessionId))
      .returning();
    await recordEvent(
      tx,
      {
        companyId: m.company.id,
        type: 'checkout.paid',
        objectType: 'checkout',
        objectId: session!.id,
        data: (await checkoutOfSession(tx, session!.id, { now: api.clock.now(), publicUrl: 'http://127.0.0.1:5173' }))!,
      },
      api.clock.now(),
    );
  });
  return sessionId;
}

describe('the integration routes', () => {
  it('lists a workspace’s integrations to every member, and lets viewers change nothing', async () => {
    const m = await merchant(api);
    const none = await m.owner.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
    expect(none.status).toBe(200);
    expect(create(none.body, IntegrationListResponse).integrations).toEqual([]);

    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer');
    const refused = await viewer.agent.post(apiRoutes.createIntegration.path, {
      companyId: m.company.id,
      provider: 'squarespace',
    });
    expect(refused.status).toBe(403);

    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer');
    const made = await developer.agent.post(apiRoutes.createIntegration.path, {
      companyId: m.company.id,
      provider: 'squarespace',
    });
    expect(made.status).toBe(201);
    const integration = create(made.body, Integration);
    expect(integration).toMatchObject({ provider: 'squarespace', status: 'pending', keyLastFour: null, health: null });

    const second = await m.owner.agent.post(apiRoutes.createSquarespace.path, { companyId: m.company.id });
    expect(second.status).toBe(409);

    const seen = await viewer.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
    expect(create(seen.body, IntegrationListResponse).integrations.map((i) => i.id)).toEqual([integration.id]);
    expect((await viewer.agent.get(detailUrl(integration.id))).status).toBe(200);
    expect((await viewer.agent.post(verifyUrl(integration.id), { squarespaceApiKey: GOOD_KEY })).status).toBe(403);
    expect((await viewer.agent.post(syncUrl(integration.id))).status).toBe(403);
    const viewerDelete = await viewer.agent.request(
      'DELETE',
      path(apiRoutes.deleteIntegration.path, { companyId: m.company.id, id: integration.id }),
    );
    expect(viewerDelete.status).toBe(403);

    const removed = await developer.agent.request(
      'DELETE',
      path(apiRoutes.deleteIntegration.path, { companyId: m.company.id, id: integration.id }),
    );
    expect(removed.status).toBe(200);
    const after = await m.owner.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
    expect(create(after.body, IntegrationListResponse).integrations).toEqual([]);
  });

  it('answers 404 for another workspace’s integration, on every route, and changes nothing', async () => {
    const lumen = await merchant(api);
    const other = await merchant(api, { name: 'Other' });
    const integration = await startSquarespace(lumen.owner.agent, lumen.company.id);
    const before = await api.counts();
    const stranger = other.owner.agent;
    expect((await stranger.get(detailUrl(integration.id))).status).toBe(404);
    expect((await stranger.post(verifyUrl(integration.id), { squarespaceApiKey: GOOD_KEY })).status).toBe(404);
    expect((await stranger.post(syncUrl(integration.id))).status).toBe(404);
    expect((await stranger.request('PATCH', detailUrl(integration.id), { json: { environment: 'live' } })).status).toBe(
      404,
    );
    // Its own workspace in the path, the other's integration: still 404.
    expect(
      (
        await stranger.request(
          'DELETE',
          path(apiRoutes.deleteIntegration.path, { companyId: other.company.id, id: integration.id }),
        )
      ).status,
    ).toBe(404);
    expect((await stranger.get(path(apiRoutes.listIntegrations.path, { companyId: lumen.company.id }))).status).toBe(
      404,
    );
    expect(await api.counts()).toEqual(before);
    expect(fake.requests).toEqual([]);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const m = await merchant(api);
    const integration = await startSquarespace(m.owner.agent, m.company.id);
    const other = await merchant(api, { name: 'Other' });
    const before = await api.counts();

    const noProvider = await m.owner.agent.post(apiRoutes.createIntegration.path, { companyId: m.company.id });
    expect(noProvider.status).toBe(422);
    expect(errorOf(noProvider.body).details?.[0]).toMatchObject({ field: 'provider', code: 'required' });
    const badProvider = await m.owner.agent.post(apiRoutes.createIntegration.path, {
      companyId: m.company.id,
      provider: 'shopify',
    });
    expect(badProvider.status).toBe(422);

    const empty = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: '   ' });
    expect(empty.status).toBe(422);
    expect(errorOf(empty.body).details?.[0]).toMatchObject({ field: 'squarespaceApiKey', code: 'required' });
    const long = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: 'k'.repeat(201) });
    expect(long.status).toBe(422);

    const foreignWallet = await m.owner.agent.request('PATCH', detailUrl(integration.id), {
      json: { payoutWalletId: other.wallet.id },
    });
    expect(foreignWallet.status).toBe(422);
    expect(errorOf(foreignWallet.body).details?.[0]).toMatchObject({ field: 'payoutWalletId', code: 'invalid' });
    const badEnvironment = await m.owner.agent.request('PATCH', detailUrl(integration.id), {
      json: { environment: 'staging' },
    });
    expect(badEnvironment.status).toBe(422);

    const notYet = await m.owner.agent.post(syncUrl(integration.id));
    expect(notYet.status).toBe(409);
    expect(errorOf(notYet.body).code).toBe('PRECONDITION_FAILED');

    expect(await api.counts()).toEqual(before);
  });
});

describe('connecting Squarespace', () => {
  it('keeps a working key sealed, answers only its last four characters, and logs the check', async () => {
    const m = await merchant(api);
    const integration = await startSquarespace(m.owner.agent, m.company.id);
    const response = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: ` ${GOOD_KEY} ` });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(GOOD_KEY);
    const verified = create(response.body, Integration);
    expect(verified).toMatchObject({
      status: 'verified',
      keyLastFour: '7f3a',
      siteTitle: 'Lumen Coffee',
      siteUrl: 'https://lumen-coffee.squarespace.com',
      failure: null,
      health: { kind: 'verify', outcome: 'ok' },
    });
    // Squarespace was asked with the key as a bearer token and a User-Agent.
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /1.0/authorization/website',
      'GET /1.0/commerce/products',
      'POST /1.0/commerce/orders',
    ]);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${GOOD_KEY}` && r.userAgent)).toBe(true);
    expect(fake.orders).toEqual([]);

    const [row] = await api.app.meridian.database.db
      .select()
      .from(integrations)
      .where(eq(integrations.id, integration.id));
    expect(row!.secretCiphertext).toMatch(/^v1\./);
    expect(row!.secretCiphertext).not.toContain(GOOD_KEY);
    expect(JSON.stringify((await m.owner.agent.get(detailUrl(integration.id))).body)).not.toContain(GOOD_KEY);
    const listed = await m.owner.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
    expect(JSON.stringify(listed.body)).not.toContain(GOOD_KEY);
  });

  it('keeps the site’s title and URL only as text that passes the text rule', async () => {
    const site = { ...SITE };
    Object.assign(SITE, { siteTitle: 'Lumen\u0000Coffee', url: 42 });
    try {
      const m = await merchant(api);
      const integration = await startSquarespace(m.owner.agent, m.company.id);
      const response = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: GOOD_KEY });
      expect(response.status).toBe(200);
      expect(create(response.body, Integration)).toMatchObject({ status: 'verified', siteTitle: null, siteUrl: null });
    } finally {
      Object.assign(SITE, site);
    }
  });

  it('names the permission a key lacks, and keeps nothing', async () => {
    const m = await merchant(api);
    const integration = await startSquarespace(m.owner.agent, m.company.id);
    fake.keys.set('sq-read-only', { products: true, orders: false });
    fake.keys.set('sq-orders-only', { products: false, orders: true });
    fake.keys.set('sq-nothing', { products: false, orders: false });
    const before = await api.counts();

    const readOnly = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: 'sq-read-only' });
    expect(readOnly.status).toBe(422);
    expect(errorOf(readOnly.body).details).toEqual([
      expect.objectContaining({ field: 'squarespaceApiKey.orders', code: 'missing_permission' }),
    ]);
    const ordersOnly = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: 'sq-orders-only' });
    expect(errorOf(ordersOnly.body).details).toEqual([
      expect.objectContaining({ field: 'squarespaceApiKey.products', code: 'missing_permission' }),
    ]);
    const nothing = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: 'sq-nothing' });
    expect(errorOf(nothing.body).details?.map((d) => d.field)).toEqual([
      'squarespaceApiKey.products',
      'squarespaceApiKey.orders',
    ]);
    const unknown = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: 'sq-made-up' });
    expect(unknown.status).toBe(422);
    expect(errorOf(unknown.body).details).toEqual([
      expect.objectContaining({ field: 'squarespaceApiKey', code: 'key_refused' }),
    ]);

    expect(await api.counts()).toEqual(before);
    const still = await detail(m.owner.agent, integration.id);
    expect(still.integration).toMatchObject({ status: 'pending', keyLastFour: null });
  });

  it('says when Squarespace asks to wait, with its Retry-After', async () => {
    const m = await merchant(api);
    const integration = await startSquarespace(m.owner.agent, m.company.id);
    fake.throttle = { count: 1, retryAfter: '42', prefix: '/1.0/' };
    const response = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: GOOD_KEY });
    expect(response.status).toBe(503);
    expect(errorOf(response.body)).toMatchObject({ code: 'INTEGRATION_UNAVAILABLE', retryAfterSeconds: 42 });
    expect(response.headers.get('retry-after')).toBe('42');
    expect((await detail(m.owner.agent, integration.id)).integration.status).toBe('pending');
  });
});

describe('importing products', () => {
  it('makes one link per variant with its buy URL, only in a currency Meridian takes, and updates them on a re-sync', async () => {
    const m = await merchant(api);
    const integration = await connected(m);
    fake.reset();
    const first = await m.owner.agent.post(syncUrl(integration.id));
    expect(first.status).toBe(200);
    const answer = create(first.body, SquarespaceSyncResponse);
    expect(answer).toMatchObject({ imported: 3, updated: 0 });
    expect(answer.skipped).toEqual([
      { productId: 'prod-grinder', variantId: 'var-grinder', name: 'Hand grinder', reason: 'currency' },
    ]);
    // Two pages were read (the fake pages by two products).
    expect(fake.requests.filter((r) => r.path.startsWith('/1.0/commerce/products')).map((r) => r.path)).toEqual([
      '/1.0/commerce/products',
      '/1.0/commerce/products?cursor=2',
    ]);

    const imported = await detail(m.owner.agent, integration.id);
    expect(imported.integration.productCount).toBe(3);
    expect(imported.products.map((p) => [p.name, p.amount, p.currency, p.variantId])).toEqual([
      ['Enamel mug', '18.00', 'USD', 'var-mug'],
      ['House blend beans (1 kg)', '39.00', 'USD', 'var-beans-1k'],
      ['House blend beans (250 g)', '12.50', 'USD', 'var-beans-250'],
    ]);
    for (const product of imported.products) expect(product.url).toMatch(/\/pay\/[\w-]+$/);
    expect(imported.log[0]).toMatchObject({ kind: 'import', outcome: 'ok', imported: 3, updated: 0, skipped: 1 });

    // The price of one variant changes in Squarespace: the same link follows it.
    fake.products[0]!.variants[0]!.pricing.basePrice.value = '13.00';
    const again = create((await m.owner.agent.post(syncUrl(integration.id))).body, SquarespaceSyncResponse);
    expect(again).toMatchObject({ imported: 0, updated: 1 });
    const after = await detail(m.owner.agent, integration.id);
    expect(after.products).toHaveLength(3);
    const beans = after.products.find((p) => p.variantId === 'var-beans-250')!;
    expect(beans).toMatchObject({
      amount: '13.00',
      linkId: imported.products.find((p) => p.variantId === 'var-beans-250')!.linkId,
    });
    const links = await m.owner.agent.get(`${apiRoutes.listLinks.path}?companyId=${m.company.id}`);
    expect((links.body as { total: number }).total).toBe(3);
  });

  it('leaves out, and names, every product whose data cannot be imported, whatever its shape', async () => {
    const m = await merchant(api);
    const integration = await connected(m);
    const good = { id: 'prod-ok', name: 'Filter papers', variants: [variant('var-ok', '4.50')] };
    const priced = (id: string, value: unknown) => ({
      id,
      name: `Odd price ${id}`,
      variants: [{ id: `var-${id}`, pricing: { basePrice: { currency: 'USD', value } } }],
    });
    fake.products = [
      good,
      null,
      'a product',
      [1, 2],
      { name: 'No id', variants: [variant('var-x', '1.00')] },
      { id: { nested: true }, name: 'Object id', variants: [] },
      { id: 'prod-nul', name: 'Beans\u0000 (sabotage)', variants: [variant('var-nul', '5.00')] },
      { id: 'prod-surrogate', name: 'Beans \uD800', variants: [variant('var-s', '5.00')] },
      { id: 'prod-bidi', name: '\u202Egpj.exe', variants: [variant('var-b', '5.00')] },
      { id: 'prod-invisible', name: '\u200B\u200B', variants: [variant('var-i', '5.00')] },
      { id: 'prod-number-name', name: 42, variants: [variant('var-n', '5.00')] },
      { id: 'prod-id\u0000', name: 'NUL in the id', variants: [variant('var-id', '5.00')] },
      { id: 'x'.repeat(5_000), name: 'Huge id', variants: [variant('var-h', '5.00')] },
      { id: 'prod-variants', name: 'Variants not a list', variants: 'many' },
      { id: 'prod-bad-variant', name: 'A bad variant', variants: [null, variant('var-fine', '6.00'), { id: ['x'] }] },
      {
        id: 'prod-option',
        name: 'Bad option',
        variants: [variant('var-o1', '5.00', { Size: 'L\u0000' }), variant('var-o2', '5.00', { Size: 'M' })],
      },
      { id: 'prod-sku', name: 'Bad SKU', variants: [{ ...variant('var-sku', '5.00'), sku: 'A\u0000B' }] },
      priced('huge', '99999999999999999999.00'),
      priced('exp', '1e308'),
      priced('negative', '-5.00'),
      priced('object', { amount: 5 }),
      priced('number', 7.5),
      { id: 'prod-long', name: 'L'.repeat(100_000), variants: [variant('var-long', '3.00')] },
      { id: 'prod-null-fields', name: null, variants: null, pricing: null },
    ] as unknown as FakeProduct[];
    fake.pageSize = 100;
    try {
      const response = await m.owner.agent.post(syncUrl(integration.id));
      expect(response.status).toBe(200);
      const answer = create(response.body, SquarespaceSyncResponse);
      const invalid = answer.skipped.filter((product) => product.reason === 'invalid_data');
      // Named as far as their data allows: an id and a name that pass the text rule, else empty.
      expect(invalid).toEqual(
        expect.arrayContaining([
          { productId: '', variantId: '', name: '', reason: 'invalid_data' },
          { productId: '', variantId: '', name: 'No id', reason: 'invalid_data' },
          { productId: 'prod-nul', variantId: '', name: '', reason: 'invalid_data' },
          { productId: 'prod-surrogate', variantId: '', name: '', reason: 'invalid_data' },
          { productId: 'prod-bidi', variantId: '', name: '', reason: 'invalid_data' },
          { productId: 'prod-invisible', variantId: '', name: '', reason: 'invalid_data' },
          { productId: 'prod-number-name', variantId: '', name: '', reason: 'invalid_data' },
          { productId: '', variantId: '', name: 'NUL in the id', reason: 'invalid_data' },
          { productId: '', variantId: '', name: 'Huge id', reason: 'invalid_data' },
          { productId: 'prod-variants', variantId: '', name: 'Variants not a list', reason: 'invalid_data' },
          { productId: 'prod-bad-variant', variantId: '', name: 'A bad variant', reason: 'invalid_data' },
          { productId: 'prod-option', variantId: 'var-o1', name: 'Bad option', reason: 'invalid_data' },
          { productId: 'prod-sku', variantId: 'var-sku', name: 'Bad SKU', reason: 'invalid_data' },
        ]),
      );
      expect(invalid).toHaveLength(17);
      // Absurd prices are no price; a number is read as the decimal it is.
      expect(answer.skipped.filter((product) => product.reason === 'no_price').map((p) => p.productId)).toEqual(
        expect.arrayContaining(['huge', 'exp', 'negative', 'object', 'prod-null-fields']),
      );
      const imported = await detail(m.owner.agent, integration.id);
      expect(imported.products.map((p) => [p.productId, p.variantId, p.amount]).sort()).toEqual(
        [
          ['number', 'var-number', '7.50'],
          ['prod-bad-variant', 'var-fine', '6.00'],
          ['prod-long', 'var-long', '3.00'],
          ['prod-ok', 'var-ok', '4.50'],
          ['prod-option', 'var-o2', '5.00'],
        ].sort(),
      );
      expect(imported.products.find((p) => p.productId === 'prod-long')?.name).toBe('L'.repeat(LINK_NAME_MAX_LENGTH));
      expect(imported.log[0]).toMatchObject({
        kind: 'import',
        outcome: 'ok',
        imported: 5,
        skipped: answer.skipped.length,
      });
      // The log line names what was left out.
      const [line] = await api.app.meridian.database.db
        .select({ detail: integrationSyncLog.detail })
        .from(integrationSyncLog)
        .where(eq(integrationSyncLog.integrationId, integration.id))
        .orderBy(desc(integrationSyncLog.createdAt))
        .limit(1);
      expect((line?.detail as { leftOut: unknown[] }).leftOut).toEqual(answer.skipped);
    } finally {
      fake.pageSize = 2;
    }
  });

  it('marks the integration failed when Squarespace refuses the key on import', async () => {
    const m = await merchant(api);
    const integration = await connected(m);
    fake.keys.set(GOOD_KEY, { products: true, orders: true, revoked: true });
    const response = await m.owner.agent.post(syncUrl(integration.id));
    expect(response.status).toBe(409);
    const after = await detail(m.owner.agent, integration.id);
    expect(after.integration).toMatchObject({ status: 'failed', failure: { reason: 'key_refused', permissions: [] } });
    expect(after.log[0]).toMatchObject({ kind: 'import', outcome: 'failed', reason: 'key_refused' });
  });
});

describe('orders in Squarespace for paid checkouts', () => {
  async function importedLink(m: Merchant, variantId: string) {
    const integration = await connected(m);
    expect((await m.owner.agent.post(syncUrl(integration.id))).status).toBe(200);
    const product = (await detail(m.owner.agent, integration.id)).products.find((p) => p.variantId === variantId)!;
    return { integration, product };
  }

  it('creates the order once, with the event as its Idempotency-Key, and logs it', async () => {
    const m = await merchant(api);
    const { integration, product } = await importedLink(m, 'var-mug');
    fake.reset();
    const sessionId = await paidCheckout(m, product.linkId, 1800);
    const order = await until(() => fake.orders[0]);
    expect(order.idempotencyKey).toMatch(/^meridian-order-\d+$/);
    expect(order.body).toMatchObject({
      channelName: 'Meridian',
      externalOrderReference: sessionId,
      customerEmail: 'ines@example.com',
      billingAddress: {
        firstName: 'Inês',
        lastName: 'Duarte',
        address1: 'Rua das Flores 12',
        city: 'Porto',
        postalCode: '4050-262',
        countryCode: 'PT',
      },
      lineItems: [
        {
          lineItemType: 'STOCK_PRODUCT',
          variantId: 'var-mug',
          quantity: 1,
          unitPricePaid: { currency: 'USD', value: '18.00' },
        },
      ],
      grandTotal: { currency: 'USD', value: '18.00' },
    });
    const log = await until(async () => {
      const lines = (await detail(m.owner.agent, integration.id)).log;
      return lines[0]?.kind === 'order' ? lines : undefined;
    });
    expect(log[0]).toMatchObject({
      kind: 'order',
      outcome: 'ok',
      orderNumber: order.orderNumber,
      linkName: 'Enamel mug',
    });
    // Another pass of the consumer sends nothing again.
    await api.app.storeOrderConsumer!.idle();
    api.app.storeOrderConsumer!.kick();
    await api.app.storeOrderConsumer!.idle();
    expect(fake.requests.filter((r) => r.path === '/1.0/commerce/orders')).toHaveLength(1);
    const listed = await m.owner.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
    expect(create(listed.body, IntegrationListResponse).integrations[0]!.health).toMatchObject({
      kind: 'order',
      outcome: 'ok',
    });
  });

  it('catches up on a paid checkout written while no consumer ran, as after a restart', async () => {
    const m = await merchant(api);
    const { product } = await importedLink(m, 'var-beans-250');
    const running = api.app.storeOrderConsumer!;
    await running.stop();
    fake.reset();
    try {
      await paidCheckout(m, product.linkId, 1250);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fake.orders).toEqual([]);
      // A new process's consumer: it starts from the stream's cursor kept in the database.
      const restarted = new StoreOrderConsumer({
        database: api.app.meridian.database,
        clock: api.clock,
        log: api.app.log,
        secret: api.config.integrationSecret,
        squarespaceApiUrl: api.config.squarespaceApiUrl,
      });
      restarted.start();
      try {
        const order = await until(() => fake.orders[0]);
        expect(order.body).toMatchObject({ lineItems: [expect.objectContaining({ variantId: 'var-beans-250' })] });
      } finally {
        await restarted.stop();
      }
    } finally {
      running.start();
    }
  });

  it('waits as long as a 429’s Retry-After asks, then creates the order once', async () => {
    const m = await merchant(api);
    const { integration, product } = await importedLink(m, 'var-beans-1k');
    fake.reset();
    fake.throttle = { count: 1, retryAfter: '1', prefix: '/1.0/commerce/orders' };
    await paidCheckout(m, product.linkId, 3900);
    const order = await until(() => fake.orders[0], { timeout: 10_000 });
    const attempts = fake.requests.filter((r) => r.path === '/1.0/commerce/orders');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.idempotencyKey).toBe(order.idempotencyKey);
    expect(attempts[1]!.idempotencyKey).toBe(order.idempotencyKey);
    const log = await until(async () => {
      const lines = (await detail(m.owner.agent, integration.id)).log.filter((l) => l.kind === 'order');
      return lines.length === 2 ? lines : undefined;
    });
    expect(log.map((l) => [l.outcome, l.retryAfterSeconds ?? null, l.httpStatus])).toEqual([
      ['ok', null, 201],
      ['retrying', 1, 429],
    ]);
  });

  it('marks the integration failed with the reason when the key was revoked, and sends the order after a new key', async () => {
    const m = await merchant(api);
    const { integration, product } = await importedLink(m, 'var-mug');
    fake.reset();
    fake.keys.set(GOOD_KEY, { products: true, orders: true, revoked: true });
    await paidCheckout(m, product.linkId, 1800);
    const failed = await until(async () => {
      const listed = await m.owner.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
      const found = create(listed.body, IntegrationListResponse).integrations[0]!;
      return found.status === 'failed' ? found : undefined;
    });
    expect(failed.failure).toMatchObject({ reason: 'key_refused', permissions: [] });
    expect(failed.health).toMatchObject({ kind: 'order', outcome: 'failed' });
    expect(fake.orders).toEqual([]);

    fake.keys.set('sq-new-key-9b21', { products: true, orders: true });
    const again = await m.owner.agent.post(verifyUrl(integration.id), { squarespaceApiKey: 'sq-new-key-9b21' });
    expect(create(again.body, Integration)).toMatchObject({ status: 'verified', keyLastFour: '9b21', failure: null });
    api.app.storeOrderConsumer!.kick();
    const order = await until(() => fake.orders[0], { timeout: 10_000 });
    expect(order.body).toMatchObject({ lineItems: [expect.objectContaining({ variantId: 'var-mug' })] });
  });
});
