// The WooCommerce plugin (integrations/woocommerce/meridian-payments) under PHPUnit, against this
// real API on loopback: its settings page exchanges a connection code, process_payment creates
// real checkouts, then its webhook receiver takes deliveries signed by Meridian: two captured
// from Meridian's own sender (a test event, and one during a secret rotation, with both
// signatures), and the order events made with Meridian's signer and delivery body (paid, paid
// again, expired, underpaid, another workspace's checkout, and refused ones); once disconnected,
// its key is refused and the buyer told.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { apiRoutes, WebhookEndpointListResponse, WooCommerceCodeResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deliveryBody } from '../src/webhooks/deliveries';
import { newWebhookSecret, signatureHeader } from '../src/webhooks/sign';
import { merchant } from './support/checkout';
import { eventually } from './support/eventually';
import { startApi, type TestApi } from './support/harness';
import { Receiver, type Received } from './support/webhooks';
import { path } from './support/workspaces';

const TESTS = resolve(__dirname, '../../../integrations/woocommerce/tests');

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
  const junit = join(dir, `${suite}.xml`);
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

const headersOf = (entry: Received) => ({
  'webhook-id': String(entry.headers['webhook-id']),
  'webhook-timestamp': String(entry.headers['webhook-timestamp']),
  'webhook-signature': String(entry.headers['webhook-signature']),
});

/** A delivery of `type` about a checkout, as Meridian's sender writes and signs it. */
function signed(secret: string, type: string, checkoutId: string, options: { ago?: number; body?: string } = {}) {
  const sessionId = randomUUID();
  const now = api.clock.now();
  const body = deliveryBody(type, now, { sessionId, linkId: checkoutId, environment: 'test', state: 'paid' });
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const timestamp = Math.floor(now.getTime() / 1000) - (options.ago ?? 0);
  return {
    sessionId,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([secret], id, timestamp, body),
    },
    body: options.body ?? body,
  };
}

it('pairs, creates checkouts, and applies signed deliveries once', { timeout: 120_000 }, async () => {
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
  expect(pairing).toMatchObject({ tests: 4, failures: 0, errors: 0 });
  const check = await m.owner.agent.get(path(apiRoutes.checkWooCommerce.path, { id: integrationId }));
  expect(check.body).toMatchObject({ state: 'connected', storeUrl: `${store.url}/` });

  const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as {
    options: Record<string, Record<string, string>>;
    orders: Record<string, { meta: Record<string, string> }>;
  };
  const secret = state.options.woocommerce_meridian_payments_settings!.webhook_secret!;
  const checkoutOf = (order: number) => state.orders[String(order)]!.meta._meridian_checkout_id!;

  // Meridian's own sender, to the plugin's webhook address: a test event, then one during a rotation.
  const endpoints = create(
    (await m.owner.agent.get(path(apiRoutes.listWebhookEndpoints.path, { id: m.company.id }))).body,
    WebhookEndpointListResponse,
  ).endpoints;
  expect(endpoints.map((endpoint) => endpoint.url)).toEqual([`${store.url}/?wc-api=meridian_payments`]);
  const endpointId = endpoints[0]!.id;
  const sendTest = () => m.owner.agent.post(path(apiRoutes.sendWebhookTest.path, { id: m.company.id, endpointId }));
  const arrived = (count: number) =>
    eventually(
      async () => store.received.length,
      (length) => length >= count,
      10_000,
    );
  expect((await sendTest()).status).toBe(201);
  await arrived(1);
  const rotated = await m.owner.agent.post(path(apiRoutes.rotateWebhookSecret.path, { id: m.company.id, endpointId }));
  expect(rotated.status).toBe(200);
  expect((await sendTest()).status).toBe(201);
  await arrived(2);
  const [testEvent, rotatedEvent] = store.received;

  const paid = signed(secret, 'checkout.paid', checkoutOf(101));
  const paidAgainOn103 = signed(secret, 'checkout.paid', checkoutOf(103));
  const deliveries = {
    'test-event': { headers: headersOf(testEvent!), body: testEvent!.body },
    'rotated-test-event': { headers: headersOf(rotatedEvent!), body: rotatedEvent!.body },
    paid,
    expired: signed(secret, 'checkout.expired', checkoutOf(102)),
    underpaid: signed(secret, 'checkout.underpaid', checkoutOf(103)),
    'unknown-order': signed(secret, 'checkout.paid', randomUUID()),
    tampered: { ...paidAgainOn103, body: paidAgainOn103.body.replace('"state":"paid"', '"state":"paid" ') },
    'wrong-secret': signed(newWebhookSecret(), 'checkout.paid', checkoutOf(103)),
    stale: signed(secret, 'checkout.paid', checkoutOf(103), { ago: 10 * 60 }),
    unsigned: { ...paidAgainOn103, headers: { ...paidAgainOn103.headers, 'webhook-signature': '' } },
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

it('zips the plugin with its folder at the root, as WordPress expects', async () => {
  const root = resolve(__dirname, '../../..');
  const child = spawn(process.execPath, [join(root, 'scripts/build-woocommerce-plugin.mjs')], { cwd: root });
  expect(await new Promise((done) => child.on('close', done))).toBe(0);
  const zip = readFileSync(join(root, 'dist/woocommerce/meridian-payments-1.0.0.zip'));
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  const names = [...zip.toString('latin1').matchAll(/meridian-payments\/[\w./-]+\.(?:php|txt)/g)].map(
    (match) => match[0],
  );
  expect(new Set(names)).toEqual(
    new Set([
      'meridian-payments/meridian-payments.php',
      'meridian-payments/readme.txt',
      'meridian-payments/includes/class-meridian-api-client.php',
      'meridian-payments/includes/class-meridian-webhook-signature.php',
      'meridian-payments/includes/class-wc-gateway-meridian.php',
    ]),
  );
});
