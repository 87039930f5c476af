// The WooCommerce plugin (integrations/woocommerce/meridian-payments) under PHPUnit, on the fake
// WordPress and WooCommerce of integrations/woocommerce/tests. First its `store` suite, on each of
// WooCommerce's order storages (the posts storage ignores a meta_query, the order tables apply it):
// events reaching the right order, transitions, locking, reconciliation, blocks, uninstall. Then
// against this real API on loopback: its settings page exchanges a connection code,
// process_payment creates real checkouts (and replaces one whose order's total changed), its
// webhook receiver takes deliveries signed by Meridian (two captured from Meridian's own sender,
// the rest made with its signer from the checkouts as GET /v1/checkouts/{id} answers them), the
// scheduled reconciliation reads the real checkouts, and once disconnected its key is refused.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { apiRoutes, buildApiPath, WebhookEndpointListResponse, WooCommerceCodeResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveryBody } from '../src/webhooks/deliveries';
import { newWebhookSecret, signatureHeader } from '../src/webhooks/sign';
import { merchant } from './support/checkout';
import { eventually } from './support/eventually';
import { Agent, startApi, type TestApi } from './support/harness';
import { Receiver, type Received } from './support/webhooks';
import { path } from './support/workspaces';

const TESTS = resolve(__dirname, '../../../integrations/woocommerce/tests');
/** How many tests the `store` suite has: a suite that ran fewer did not run them all. */
const STORE_TESTS = 42;

let api: TestApi;
let store: Receiver;
let dir: string;
beforeAll(async () => {
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_POLL_MS: '30', WEBHOOK_TIMEOUT_MS: '2000' });
  store = new Receiver();
  await store.listen();
  dir = mkdtempSync(join(tmpdir(), 'meridian-woocommerce-'));
}, 60_000);
afterAll(async () => {
  await store?.close();
  await api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Suite {
  tests: number;
  failures: number;
  errors: number;
  output: string;
}

/**
 * Runs a PHPUnit suite of the plugin, without blocking this process (the API it calls runs
 * here); a machine without phpunit fails here, never skips.
 */
async function phpunit(suite: string, env: Record<string, string>): Promise<Suite> {
  const junit = join(dir, `${suite}-${env.FAKE_WC_STORAGE ?? 'hpos'}.xml`);
  const child = spawn('phpunit', ['-c', join(TESTS, 'phpunit.xml'), '--testsuite', suite, '--log-junit', junit], {
    cwd: TESTS,
    env: { ...process.env, WP_STATE_FILE: join(dir, 'state.json'), WP_HOME: store.url, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((done, fail) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'ENOENT'
          ? new Error(
              'phpunit is not installed: `npm test` installs it (scripts/bootstrap.mjs); or, as root, `apt-get install php-cli php-curl php-xml php-mbstring phpunit`',
            )
          : error,
      ),
    );
    child.on('close', done);
  });
  expect(status, output).toBe(0);
  const xml = readFileSync(junit, 'utf8');
  const count = (name: string) => Number(new RegExp(`<testsuite [^>]*\\b${name}="(\\d+)"`).exec(xml)?.[1] ?? NaN);
  return { tests: count('tests'), failures: count('failures'), errors: count('errors'), output };
}

it('applies events to the right order, once, on the posts storage and on the order tables', async () => {
  for (const storage of ['posts', 'hpos']) {
    const suite = await phpunit('store', {
      FAKE_WC_STORAGE: storage,
      WP_STATE_FILE: join(dir, `store-${storage}.json`),
    });
    expect(suite, storage).toMatchObject({ tests: STORE_TESTS, failures: 0, errors: 0 });
  }
}, 60_000);

const headersOf = (entry: Received) => ({
  'webhook-id': String(entry.headers['webhook-id']),
  'webhook-timestamp': String(entry.headers['webhook-timestamp']),
  'webhook-signature': String(entry.headers['webhook-signature']),
});

/** A delivery of an event about a checkout, as Meridian's sender writes and signs it. */
function signed(secret: string, type: string, data: Record<string, unknown>, options: { ago?: number } = {}) {
  const now = api.clock.now();
  const body = deliveryBody(type, now, data);
  const id = String(Date.now() * 1000 + Math.floor(Math.random() * 1000));
  const timestamp = Math.floor(now.getTime() / 1000) - (options.ago ?? 0);
  return {
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([secret], id, timestamp, body),
    },
    body,
  };
}

/** The checkout once paid on the chain: its confirmed payment. */
function paid(checkout: Record<string, unknown>, fields: Record<string, unknown> = {}) {
  const payment = {
    id: randomUUID(),
    checkoutId: checkout.id,
    mode: checkout.mode,
    status: 'confirmed',
    txHash: `0x${randomBytes(32).toString('hex')}`,
  };
  return { ...checkout, status: 'paid', exception: null, payment, ...fields };
}

it('pairs, makes checkouts, applies signed deliveries once and reconciles', { timeout: 120_000 }, async () => {
  const m = await merchant(api);
  const made = await m.owner.agent.post(apiRoutes.createIntegration.path, {
    companyId: m.company.id,
    provider: 'woocommerce',
  });
  const integrationId = (made.body as { id: string }).id;
  const issued = create(
    (await m.owner.agent.post(path(apiRoutes.issueWooCommerceCode.path, { id: integrationId }))).body,
    WooCommerceCodeResponse,
  );

  const pairing = await phpunit('pairing', {
    MERIDIAN_API_URL: api.url,
    MERIDIAN_CODE: issued.code,
    MERIDIAN_PAY_URL: `${api.config.publicUrl}/pay/`,
  });
  expect(pairing).toMatchObject({ tests: 6, failures: 0, errors: 0 });
  const check = await m.owner.agent.get(path(apiRoutes.checkWooCommerce.path, { id: integrationId }));
  expect(check.body).toMatchObject({ state: 'connected', storeUrl: `${store.url}/` });

  const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as {
    options: Record<string, Record<string, string>>;
    orders: Record<string, { meta: Record<string, string> }>;
  };
  const { webhook_secret: secret, api_key: key } = state.options.woocommerce_meridian_payments_settings!;
  const program = new Agent(api.url, { authorization: `Bearer ${key}` });
  const checkoutOf = async (order: number) => {
    const id = state.orders[String(order)]!.meta._meridian_checkout_id!;
    const answer = await program.get(path(apiRoutes.publicGetCheckout.path, { id }));
    expect(answer.status).toBe(200);
    return answer.body as Record<string, unknown>;
  };

  // Meridian's own sender, to the plugin's webhook address: a test event, then one during a rotation.
  const endpoints = create(
    (await m.owner.agent.get(path(apiRoutes.listWebhookEndpoints.path, { id: m.company.id }))).body,
    WebhookEndpointListResponse,
  ).endpoints;
  expect(endpoints.map((endpoint) => endpoint.url)).toEqual([`${store.url}/?wc-api=meridian_payments`]);
  const endpointId = endpoints[0]!.id;
  const sendTest = () => m.owner.agent.post(path(apiRoutes.sendWebhookTest.path, { id: m.company.id, endpointId }));
  // Only the test events: the store also hears real events meanwhile (the checkout it replaced
  // when an order's total changed has expired).
  const testEvents = () => store.received.filter((entry) => entry.body.startsWith('{"type":"webhook.test"'));
  const arrived = (count: number) =>
    eventually(
      async () => testEvents().length,
      (length) => length >= count,
      10_000,
    );
  expect((await sendTest()).status).toBe(201);
  await arrived(1);
  const rotated = await m.owner.agent.post(path(apiRoutes.rotateWebhookSecret.path, { id: m.company.id, endpointId }));
  expect(rotated.status).toBe(200);
  expect((await sendTest()).status).toBe(201);
  await arrived(2);
  const [testEvent, rotatedEvent] = testEvents();

  // Another program of the workspace, with a checkout of its own naming order 104.
  const stranger = await program.post(
    apiRoutes.publicCreateCheckout.path,
    { amount: '25.00', description: 'Not the store', orderReference: '104' },
    { 'idempotency-key': randomUUID() },
  );
  expect(stranger.status).toBe(201);
  // Order 106's checkout ends, and no webhook tells the store: the reconciliation finds out.
  const order106 = await checkoutOf(106);
  const expired = await program.post(
    buildApiPath(apiRoutes.publicExpireCheckout.path, { id: String(order106.id) }),
    {},
    { 'idempotency-key': randomUUID() },
  );
  expect(expired.status).toBe(200);

  const paidOn101 = signed(secret!, 'checkout.paid', paid(await checkoutOf(101)));
  const onHold = signed(secret!, 'checkout.paid', paid(await checkoutOf(104)));
  const deliveries = {
    'test-event': { headers: headersOf(testEvent!), body: testEvent!.body },
    'rotated-test-event': { headers: headersOf(rotatedEvent!), body: rotatedEvent!.body },
    paid: paidOn101,
    expired: signed(secret!, 'checkout.expired', { ...(await checkoutOf(102)), status: 'expired' }),
    underpaid: signed(secret!, 'checkout.underpaid', { ...(await checkoutOf(103)), exception: 'underpaid' }),
    stranger: signed(secret!, 'checkout.paid', paid(stranger.body as Record<string, unknown>)),
    'unknown-order': signed(secret!, 'checkout.paid', paid({ ...(await checkoutOf(104)), orderReference: '999' })),
    tampered: { ...onHold, body: onHold.body.replace('"status":"paid"', '"status":"paid" ') },
    'wrong-secret': signed(newWebhookSecret(), 'checkout.paid', paid(await checkoutOf(104))),
    stale: signed(secret!, 'checkout.paid', paid(await checkoutOf(104)), { ago: 10 * 60 }),
    unsigned: { ...onHold, headers: { ...onHold.headers, 'webhook-signature': '' } },
  };
  writeFileSync(join(dir, 'deliveries.json'), JSON.stringify(deliveries));
  const webhooks = await phpunit('webhooks', { MERIDIAN_DELIVERIES: join(dir, 'deliveries.json') });
  expect(webhooks).toMatchObject({ tests: 7, failures: 0, errors: 0 });

  // Disconnected in the dashboard: the plugin's key is refused at once.
  const removed = await m.owner.agent.request(
    'DELETE',
    path(apiRoutes.deleteIntegration.path, { companyId: m.company.id, id: integrationId }),
  );
  expect(removed.status).toBe(200);
  const disconnected = await phpunit('disconnected', {});
  expect(disconnected).toMatchObject({ tests: 1, failures: 0, errors: 0 });
});
