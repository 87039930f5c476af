// WooCommerce pairing over HTTP with the real server: the dashboard issues a one-time connection
// code (15 minutes, replaced by the next one), the plugin exchanges it once for an API key and a
// webhook endpoint at the store, check-verify follows the pairing, and removing the integration
// revokes the key and removes the endpoint, each with the event its own page writes. Roles,
// another workspace's integration (404), bad input (nothing changes) and the exchange's rate
// limit per client.
import {
  ApiKeyListResponse,
  apiRoutes,
  CreatedApiKey,
  Integration,
  IntegrationListResponse,
  PaymentLinkDetail,
  WebhookEndpointListResponse,
  WebhookSecretResponse,
  WOOCOMMERCE_EVENT_TYPES,
  WooCommerceCodeResponse,
  WooCommercePairResponse,
  WooCommerceStatus,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listedEvents } from './support/events';
import { merchant, type Merchant } from './support/checkout';
import { minutes, startApi, type Agent, type TestApi } from './support/harness';
import { errorOf, joinAs, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  // A store on the internet, named by a public address: no name to resolve, nothing sent to it here.
  api = await startApi({ WEBHOOK_POLL_MS: '600000' });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const STORE = 'https://93.184.215.14';
const pairBody = (code: string) => ({
  code,
  storeUrl: `${STORE}/`,
  webhookUrl: `${STORE}/?wc-api=meridian_payments`,
});

let client = 0;
/** The plugin: no cookie, its own client address (each test's exchanges count apart). */
function plugin(): Agent {
  client += 1;
  return api.agent({ 'x-forwarded-for': `198.51.100.${client}` });
}

/** Row counts, but for the exchange limiter's: a refused code still counts as a guess. */
/**
 * Row counts for "nothing changes": without the guesses a refusal counts, and without webhook
 * attempts, which earlier tests' failing deliveries add on their own retry schedule at any moment.
 */
async function rows() {
  const { throttle_events: _guesses, webhook_attempts: _retries, ...others } = await api.counts();
  return others;
}

async function wooCommerce(m: Merchant) {
  const response = await m.owner.agent.post(apiRoutes.createIntegration.path, {
    companyId: m.company.id,
    provider: 'woocommerce',
  });
  expect(response.status).toBe(201);
  return create(response.body, Integration);
}

async function issue(agent: Agent, id: string) {
  const response = await agent.post(path(apiRoutes.issueWooCommerceCode.path, { id }));
  expect(response.status).toBe(200);
  return create(response.body, WooCommerceCodeResponse);
}

async function status(agent: Agent, id: string) {
  const response = await agent.get(path(apiRoutes.checkWooCommerce.path, { id }));
  expect(response.status).toBe(200);
  return create(response.body, WooCommerceStatus);
}

async function pair(code: string, agent = plugin()) {
  const response = await agent.post(apiRoutes.publicWooCommercePair.path, pairBody(code), {});
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return create(response.body, WooCommercePairResponse);
}

const checkout = (key: string, reference = 'WC-1042') =>
  api.agent({ authorization: `Bearer ${key}` }).post(apiRoutes.publicCreateCheckout.path, {
    amount: '25.00',
    description: 'Two bags of beans',
    orderReference: reference,
  });

async function endpoints(m: Merchant) {
  const response = await m.owner.agent.get(path(apiRoutes.listWebhookEndpoints.path, { id: m.company.id }));
  return create(response.body, WebhookEndpointListResponse).endpoints;
}

/** The workspace's event types once `expected` are all listed. */
async function eventTypes(m: Merchant, expected: string[]) {
  const events = await listedEvents(m.owner.agent, m.company.id, {
    ready: (listed) => expected.every((type) => listed.some((event) => event.type === type)),
  });
  return events.map((event): string => event.type);
}

describe('the connection code', () => {
  it('is answered once, lasts 15 minutes, and check-verify waits for the plugin', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    expect(await status(m.owner.agent, integration.id)).toMatchObject({ state: 'not_started', storeUrl: null });
    const before = api.clock.now().getTime();
    const issued = await issue(m.owner.agent, integration.id);
    expect(issued.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/);
    const lifetime = Date.parse(issued.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(minutes(15) - 5_000);
    expect(lifetime).toBeLessThanOrEqual(minutes(15) + 1_000);
    const waiting = await status(m.owner.agent, integration.id);
    expect(waiting).toMatchObject({ state: 'waiting', codeExpiresAt: issued.expiresAt, failure: null });
    // The code is never answered again.
    expect(JSON.stringify(waiting)).not.toContain(issued.code);
  });

  it('is replaced by the next one: the first is then refused', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const first = await issue(m.owner.agent, integration.id);
    const second = await issue(m.owner.agent, integration.id);
    expect(second.code).not.toBe(first.code);
    const refused = await plugin().post(apiRoutes.publicWooCommercePair.path, pairBody(first.code));
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).code).toBe('CODE_INVALID');
    await pair(second.code);
  });

  it('expires after 15 minutes: refused, nothing made, and check-verify says why', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const issued = await issue(m.owner.agent, integration.id);
    api.clock.advance(minutes(15) + 1_000);
    expect((await m.owner.agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    const counts = await rows();
    const refused = await plugin().post(apiRoutes.publicWooCommercePair.path, pairBody(issued.code));
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).code).toBe('CODE_EXPIRED');
    expect(await rows()).toEqual(counts);
    expect(await status(m.owner.agent, integration.id)).toMatchObject({
      state: 'failed',
      failure: { reason: 'code_expired' },
    });
    // Retry: a new code waits again.
    await issue(m.owner.agent, integration.id);
    expect((await status(m.owner.agent, integration.id)).state).toBe('waiting');
  });
});

describe('pairing', () => {
  it('makes a key that creates checkouts and an endpoint at the store, once; check-verify says connected', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const issued = await issue(m.owner.agent, integration.id);
    const typed = issued.code.toLowerCase().replace(/-/g, ' ');
    const answer = await pair(typed);
    expect(answer.apiKey).toMatch(/^mrd_test_/);
    expect(answer.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(answer).toMatchObject({
      environment: 'test',
      scopes: ['checkouts:write', 'payments:read', 'events:read', 'refunds:write'],
    });
    const made = await checkout(answer.apiKey);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ orderReference: 'WC-1042', url: expect.stringContaining('/pay/') });
    // The key reads events, but may not make payment links.
    const links = await api
      .agent({ authorization: `Bearer ${answer.apiKey}` })
      .post(apiRoutes.publicCreatePaymentLink.path, { type: 'static', name: 'x', amount: '1.00' });
    expect(links.status).toBe(403);

    const [endpoint] = await endpoints(m);
    expect(endpoint).toMatchObject({
      url: `${STORE}/?wc-api=meridian_payments`,
      // The store's endpoint hears the events of its key's mode.
      mode: 'test',
      eventTypes: [...WOOCOMMERCE_EVENT_TYPES],
      enabled: true,
    });
    const connected = await status(m.owner.agent, integration.id);
    expect(connected).toMatchObject({
      state: 'connected',
      storeUrl: `${STORE}/`,
      keyLastFour: answer.apiKey.slice(-4),
      codeExpiresAt: null,
      lastDelivery: null,
    });
    const recorded = ['api_key.created', 'webhook_endpoint.created', 'integration.updated'];
    expect(await eventTypes(m, recorded)).toEqual(expect.arrayContaining(recorded));
    // The code is spent.
    const counts = await rows();
    const again = await plugin().post(apiRoutes.publicWooCommercePair.path, pairBody(issued.code));
    expect(again.status).toBe(400);
    expect(errorOf(again.body).code).toBe('CODE_INVALID');
    expect(await rows()).toEqual(counts);

    // The last event sent to the store shows on check-verify.
    const test = await m.owner.agent.post(
      path(apiRoutes.sendWebhookTest.path, { id: m.company.id, endpointId: endpoint!.id }),
    );
    expect(test.status).toBe(201);
    expect((await status(m.owner.agent, integration.id)).lastDelivery).toMatchObject({ eventType: 'webhook.test' });
  });

  it("pays the checkouts to the integration's wallet, and keeps the environment of a connected store", async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const second = await m.owner.agent.post(apiRoutes.createWallet.path, {
      companyId: m.company.id,
      platform: 'moonbeam',
      ecosystem: 'evm',
      addresses: ['0x2222222222222222222222222222222222222222'],
      metadata: { ui: { label: 'Store', colour: 'green' } },
    });
    expect(second.status).toBe(201);
    const walletId = (second.body as { id: string }).id;
    const url = path(apiRoutes.updateWooCommerce.path, { id: integration.id });
    const patched = await m.owner.agent.request('PATCH', url, { json: { payoutWalletId: walletId } });
    expect(patched.status).toBe(200);
    expect(create(patched.body, WooCommerceStatus).payoutWalletId).toBe(walletId);
    const answer = await pair((await issue(m.owner.agent, integration.id)).code);
    const made = await checkout(answer.apiKey);
    const link = await m.owner.agent.get(path(apiRoutes.getLink.path, { id: (made.body as { id: string }).id }));
    expect(create(link.body, PaymentLinkDetail).payoutWalletId).toBe(walletId);

    const counts = await rows();
    const live = await m.owner.agent.request('PATCH', url, { json: { environment: 'live' } });
    expect(live.status).toBe(409);
    expect(errorOf(live.body).code).toBe('CONFLICT');
    expect(await rows()).toEqual(counts);
  });

  it("makes a live store's endpoint a live one, as its key", async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const url = path(apiRoutes.updateWooCommerce.path, { id: integration.id });
    expect((await m.owner.agent.request('PATCH', url, { json: { environment: 'live' } })).status).toBe(200);
    const answer = await pair((await issue(m.owner.agent, integration.id)).code);
    expect(answer).toMatchObject({ environment: 'live', apiKey: expect.stringMatching(/^mrd_live_/) });
    expect((await endpoints(m)).map((endpoint) => endpoint.mode)).toEqual(['live']);
  });

  it('refuses bad input with the field named, and a loopback receiver, changing nothing', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const issued = await issue(m.owner.agent, integration.id);
    const counts = await rows();
    const bad = await plugin().post(apiRoutes.publicWooCommercePair.path, {
      code: '',
      storeUrl: 'not a url',
      webhookUrl: 42,
    });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).code).toBe('VALIDATION_FAILED');
    expect(
      errorOf(bad.body)
        .details?.map((detail) => detail.field)
        .sort(),
    ).toEqual(['code', 'storeUrl', 'webhookUrl']);
    const loopback = await plugin().post(apiRoutes.publicWooCommercePair.path, {
      ...pairBody(issued.code),
      webhookUrl: 'http://127.0.0.1:8080/?wc-api=meridian_payments',
    });
    expect(loopback.status).toBe(422);
    expect(errorOf(loopback.body).details?.[0]?.field).toBe('webhookUrl');
    const notJson = await plugin().request('POST', apiRoutes.publicWooCommercePair.path, {
      raw: '{"code":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const wallet = await m.owner.agent.request(
      'PATCH',
      path(apiRoutes.updateWooCommerce.path, { id: integration.id }),
      {
        json: { payoutWalletId: 'nope' },
      },
    );
    expect(wallet.status).toBe(422);
    expect(await rows()).toEqual(counts);
    // The code still works after all that.
    await pair(issued.code);
  });

  it('counts every exchange per client: guesses end in 429, another client still pairs', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const issued = await issue(m.owner.agent, integration.id);
    const guesser = plugin();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const wrong = await guesser.post(apiRoutes.publicWooCommercePair.path, pairBody(`WRONG-${attempt}`));
      expect(wrong.status).toBe(400);
    }
    const limited = await guesser.post(apiRoutes.publicWooCommercePair.path, pairBody(issued.code));
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // The guesser's count is its own: the merchant's store pairs.
    await pair(issued.code);
  });
});

describe('disconnecting', () => {
  it('revokes the key (401 afterwards) and removes the endpoint, with their events', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const answer = await pair((await issue(m.owner.agent, integration.id)).code);
    expect((await checkout(answer.apiKey)).status).toBe(201);
    const removed = await m.owner.agent.request(
      'DELETE',
      path(apiRoutes.deleteIntegration.path, { companyId: m.company.id, id: integration.id }),
    );
    expect(removed.status).toBe(200);
    const refused = await checkout(answer.apiKey, 'WC-1043');
    expect(refused.status).toBe(401);
    expect(await endpoints(m)).toEqual([]);
    const recorded = ['api_key.revoked', 'webhook_endpoint.deleted', 'integration.removed'];
    expect(await eventTypes(m, recorded)).toEqual(expect.arrayContaining(recorded));
  });

  it('check-verify says failed when the key is revoked from the API keys page', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const answer = await pair((await issue(m.owner.agent, integration.id)).code);
    const keys = await m.owner.agent.get(path(apiRoutes.listApiKeys.path, { id: m.company.id }));
    const key = (keys.body as { apiKeys: { id: string; lastFour: string }[] }).apiKeys.find(
      (entry) => entry.lastFour === answer.apiKey.slice(-4),
    );
    const revoked = await m.owner.agent.request(
      'DELETE',
      path(apiRoutes.revokeApiKey.path, { id: m.company.id, keyId: key!.id }),
      { json: {} },
    );
    expect(revoked.status).toBe(200);
    expect(await status(m.owner.agent, integration.id)).toMatchObject({
      state: 'failed',
      failure: { reason: 'key_revoked' },
      storeUrl: `${STORE}/`,
    });
    // The integrations page says so too.
    const list = await m.owner.agent.get(path(apiRoutes.listIntegrations.path, { companyId: m.company.id }));
    expect(create(list.body, IntegrationListResponse).integrations).toEqual([
      expect.objectContaining({
        id: integration.id,
        status: 'failed',
        failure: expect.objectContaining({ reason: 'key_refused' }),
      }),
    ]);
  });
});

describe('the events of the key and the endpoint', () => {
  async function keys(m: Merchant) {
    const response = await m.owner.agent.get(path(apiRoutes.listApiKeys.path, { id: m.company.id }));
    return create(response.body, ApiKeyListResponse).apiKeys;
  }

  it('are the ones the API keys and webhooks pages write, on pairing, pairing again and disconnecting', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    await pair((await issue(m.owner.agent, integration.id)).code);
    const [firstKey] = await keys(m);
    const [firstEndpoint] = await endpoints(m);
    const answer = await pair((await issue(m.owner.agent, integration.id)).code);
    const [storeKey] = await keys(m);
    const [storeEndpoint] = await endpoints(m);
    // A key and an endpoint of the workspace's own, made and removed on their pages.
    const madeKey = await m.owner.agent.post(path(apiRoutes.createApiKey.path, { id: m.company.id }), {
      label: 'Shop',
      mode: 'test',
      scopes: ['checkouts:write'],
    });
    expect(madeKey.status).toBe(201);
    const pageKey = create(madeKey.body, CreatedApiKey).apiKey;
    const madeEndpoint = await m.owner.agent.post(path(apiRoutes.createWebhookEndpoint.path, { id: m.company.id }), {
      url: `${STORE}/hooks`,
      eventTypes: ['checkout.paid'],
      mode: 'test',
    });
    expect(madeEndpoint.status).toBe(201);
    const pageEndpoint = create(madeEndpoint.body, WebhookSecretResponse).endpoint;
    const removed = await m.owner.agent.request(
      'DELETE',
      path(apiRoutes.deleteIntegration.path, { companyId: m.company.id, id: integration.id }),
    );
    expect(removed.status).toBe(200);
    const revoked = await m.owner.agent.request(
      'DELETE',
      path(apiRoutes.revokeApiKey.path, { id: m.company.id, keyId: pageKey.id }),
      { json: {} },
    );
    expect(revoked.status).toBe(200);
    const deleted = await m.owner.agent.request(
      'DELETE',
      path(apiRoutes.deleteWebhookEndpoint.path, { id: m.company.id, endpointId: pageEndpoint.id }),
    );
    expect(deleted.status).toBe(200);
    expect(storeKey!.lastFour).toBe(answer.apiKey.slice(-4));
    expect([storeKey!.id, storeEndpoint!.id]).not.toEqual([firstKey!.id, firstEndpoint!.id]);

    const events = await listedEvents(m.owner.agent, m.company.id, {
      ready: (listed) => listed.some((event) => event.objectId === pageEndpoint.id && event.type.endsWith('.deleted')),
    });
    const store = [integration.id, firstKey!.id, firstEndpoint!.id, storeKey!.id, storeEndpoint!.id];
    // Exactly these, in this order: nothing written twice, nothing left out.
    expect(
      events
        .filter((event) => store.includes(event.objectId))
        .reverse()
        .map((event) => [event.type, event.objectId]),
    ).toEqual([
      ['integration.updated', integration.id],
      ['integration.updated', integration.id],
      ['api_key.created', firstKey!.id],
      ['webhook_endpoint.created', firstEndpoint!.id],
      ['integration.updated', integration.id],
      ['integration.updated', integration.id],
      ['api_key.revoked', firstKey!.id],
      ['webhook_endpoint.deleted', firstEndpoint!.id],
      ['api_key.created', storeKey!.id],
      ['webhook_endpoint.created', storeEndpoint!.id],
      ['integration.updated', integration.id],
      ['api_key.revoked', storeKey!.id],
      ['webhook_endpoint.deleted', storeEndpoint!.id],
      ['integration.removed', integration.id],
    ]);
    // Each says what the pages' own events say: the key's facts (never its secret) and who acted,
    // the endpoint as the list shows it.
    const of = (objectId: string) =>
      events
        .filter((event) => event.objectId === objectId)
        .reverse()
        .map(({ type, objectType, data }) => ({ type, objectType, data }));
    const [pageKeyCreated] = of(pageKey.id);
    const by = pageKeyCreated!.data.by;
    expect(by).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    for (const key of [firstKey!, storeKey!, pageKey]) {
      const data = {
        id: key.id,
        label: key.label,
        mode: key.mode,
        prefix: key.prefix,
        lastFour: key.lastFour,
        by,
        expiresAt: key.expiresAt,
      };
      expect(of(key.id)).toEqual([
        { type: 'api_key.created', objectType: 'api_key', data },
        { type: 'api_key.revoked', objectType: 'api_key', data },
      ]);
    }
    for (const endpoint of [firstEndpoint!, storeEndpoint!, pageEndpoint]) {
      expect(of(endpoint.id)).toEqual([
        { type: 'webhook_endpoint.created', objectType: 'webhook_endpoint', data: endpoint },
        { type: 'webhook_endpoint.deleted', objectType: 'webhook_endpoint', data: endpoint },
      ]);
    }
  });
});

describe('roles and workspaces', () => {
  it('owners, admins and developers manage; viewers read; another workspace gets 404 and changes nothing', async () => {
    const m = await merchant(api);
    const integration = await wooCommerce(m);
    const developer = await joinAs(api, m.owner.agent, m.company.id, 'developer');
    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer');
    const stranger = await merchant(api);
    await issue(developer.agent, integration.id);
    const issuePath = path(apiRoutes.issueWooCommerceCode.path, { id: integration.id });
    const patchPath = path(apiRoutes.updateWooCommerce.path, { id: integration.id });
    const counts = await rows();
    expect((await viewer.agent.post(issuePath)).status).toBe(403);
    expect((await viewer.agent.request('PATCH', patchPath, { json: { environment: 'test' } })).status).toBe(403);
    expect((await status(viewer.agent, integration.id)).state).toBe('waiting');
    for (const response of [
      await stranger.owner.agent.post(issuePath),
      await stranger.owner.agent.request('PATCH', patchPath, { json: { environment: 'test' } }),
      await stranger.owner.agent.get(path(apiRoutes.checkWooCommerce.path, { id: integration.id })),
    ]) {
      expect(response.status).toBe(404);
      expect(errorOf(response.body).code).toBe('NOT_FOUND');
    }
    expect(await rows()).toEqual(counts);
    // A Squarespace integration is not a WooCommerce one.
    const squarespace = await m.owner.agent.post(apiRoutes.createSquarespace.path, { companyId: m.company.id });
    const other = (squarespace.body as { id: string }).id;
    expect((await m.owner.agent.post(path(apiRoutes.issueWooCommerceCode.path, { id: other }))).status).toBe(404);
  });
});
