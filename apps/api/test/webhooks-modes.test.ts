// Webhook endpoints belong to a mode, and their signing secrets are sealed at rest, over HTTP
// with the real server: a test endpoint hears test events and a live one live events, both hear
// the workspace's own facts; migrations/0022 gives existing endpoints a mode (a store's its key's,
// the others live); no row holds a secret in plaintext, those written before are sealed when the
// API starts, and deliveries are still signed with the secret answered at creation.
import { apiRoutes, type ApiKeyMode } from '@meridian/contract';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { webhookEndpoints } from '../src/db/schema';
import { seal } from '../src/integrations/secret-box';
import { buildServer } from '../src/server';
import { merchant } from './support/checkout';
import { eventually } from './support/eventually';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import {
  addEndpoint,
  attemptsLogged,
  deliveriesOf,
  deliveryOf,
  endpointsOf,
  Receiver,
  receiverEachTest,
  someone,
  verifyDelivery,
  type Received,
} from './support/webhooks';
import { createWorkspace, invite, path } from './support/workspaces';

let api: TestApi;
let receiver: Receiver;
beforeAll(async () => {
  api = await startApi({ WEBHOOK_ALLOW_PRIVATE_URLS: '1', WEBHOOK_POLL_MS: '30' });
});
afterAll(async () => {
  await api?.close();
});
receiverEachTest(
  () => new Receiver(),
  (started) => (receiver = started),
);

async function makeKey(agent: Agent, companyId: string, mode: ApiKeyMode) {
  const response = await agent.post(path(apiRoutes.createApiKey.path, { id: companyId }), {
    label: `Key ${mode}`,
    mode,
    scopes: ['events:read'],
  });
  if (response.status !== 201) throw new Error(`key: ${response.status} ${JSON.stringify(response.body)}`);
}

/** What a receiver got: each delivery's type and, for an API key's event, its mode. */
const verify = (secret: string, entry: Received) => verifyDelivery(api.clock, secret, entry);

const heard = (entries: Received[]) =>
  entries.map((entry) => {
    const { type, data } = JSON.parse(entry.body) as { type: string; data: { mode?: string } };
    return data.mode ? `${type} ${data.mode}` : type;
  });

describe('an endpoint of a mode', () => {
  it('hears the events of its mode and the workspace’s own facts, never the other mode’s', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Modes' });
    const live = new Receiver();
    await live.listen();
    try {
      const eventTypes = ['api_key.created', 'member.invited'] as const;
      const made = {
        test: await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/t`, eventTypes: [...eventTypes] }),
        live: await addEndpoint(owner.agent, company.id, {
          url: `${live.url}/l`,
          eventTypes: [...eventTypes],
          mode: 'live',
        }),
      };
      expect([made.test.endpoint.mode, made.live.endpoint.mode]).toEqual(['test', 'live']);
      expect((await endpointsOf(owner.agent, company.id)).map((endpoint) => endpoint.mode)).toEqual(['test', 'live']);
      await makeKey(owner.agent, company.id, 'test');
      await makeKey(owner.agent, company.id, 'live');
      await invite(owner.agent, company.id, someone(), 'viewer');
      await eventually(
        async () => [receiver.received.length, live.received.length],
        ([test, heardLive]) => test! >= 2 && heardLive! >= 2,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard(receiver.received)).toEqual(['api_key.created test', 'member.invited']);
      expect(heard(live.received)).toEqual(['api_key.created live', 'member.invited']);
    } finally {
      await live.close();
    }
  });
});

describe('signing secrets', () => {
  it('are stored sealed: no row holds one, and deliveries are signed with the one answered', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Sealed' });
    const { endpoint, secret } = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/s` });
    const row = async () =>
      (
        await api.app.meridian.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id))
      )[0]!;
    const made = await row();
    expect(JSON.stringify(made)).not.toContain('whsec_');
    expect(JSON.stringify(made)).not.toContain(secret.slice('whsec_'.length));
    expect(made.secret).toMatch(/^v1\./);
    const rotated = await owner.agent.post(
      path(apiRoutes.rotateWebhookSecret.path, { id: company.id, endpointId: endpoint.id }),
    );
    const next = (rotated.body as { secret: string }).secret;
    const after = await row();
    for (const plain of [secret, next]) expect(JSON.stringify(after)).not.toContain(plain.slice('whsec_'.length));
    expect(JSON.stringify(after)).not.toContain('whsec_');
    expect([after.secret, after.previousSecret]).toEqual([
      expect.stringMatching(/^v1\./),
      expect.stringMatching(/^v1\./),
    ]);

    await invite(owner.agent, company.id, someone(), 'viewer');
    await eventually(
      async () => receiver.received.length,
      (length) => length >= 1,
    );
    const [delivery] = receiver.received;
    for (const plain of [secret, next]) expect(verify(plain, delivery!)).toBeTruthy();
  });

  it('written in plaintext before are still used, and sealed when the API starts', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Legacy' });
    const { endpoint } = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/p` });
    // As a row from before migrations/0022 holds it.
    const legacy = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const { db } = api.app.meridian.database;
    await db.update(webhookEndpoints).set({ secret: legacy }).where(eq(webhookEndpoints.id, endpoint.id));
    await invite(owner.agent, company.id, someone(), 'viewer');
    await eventually(
      async () => receiver.received.length,
      (length) => length >= 1,
    );
    expect(verify(legacy, receiver.received[0]!)).toBeTruthy();

    // Another API instance starting on the database seals it (the database stays open for this one).
    const database = api.app.meridian.database;
    const instance = await buildServer(api.config, {
      consumers: false,
      database: { ...database, close: async () => {} },
    });
    await instance.close();
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row!.secret).toMatch(/^v1\./);
    const test = await owner.agent.post(
      path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: endpoint.id }),
    );
    expect(test.status).toBe(201);
    await eventually(
      async () => receiver.received.length,
      (length) => length >= 2,
    );
    expect(verify(legacy, receiver.received[1]!)).toBeTruthy();
  });
  it('that no longer open (the key changed) send nothing, and the log says why', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent, { name: 'Other key' });
    const { endpoint } = await addEndpoint(owner.agent, company.id, { url: `${receiver.url}/k` });
    const { db } = api.app.meridian.database;
    await db
      .update(webhookEndpoints)
      .set({ secret: seal(randomBytes(32), 'whsec_sealed-under-another-key', endpoint.id) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const test = await owner.agent.post(
      path(apiRoutes.sendWebhookTest.path, { id: company.id, endpointId: endpoint.id }),
    );
    expect(test.status).toBe(201);
    await attemptsLogged(api, endpoint.id, 1);
    const [delivery] = (await deliveriesOf(owner.agent, company.id, endpoint.id)).deliveries;
    const detail = await deliveryOf(owner.agent, company.id, endpoint.id, delivery!.id);
    expect(detail.attempts).toEqual([expect.objectContaining({ error: 'secret_unreadable', statusCode: null })]);
    expect(detail.attempts[0]!.errorMessage).toMatch(/rotate the secret/);
    expect(receiver.received.filter((entry) => entry.path === '/k')).toEqual([]);
  });
});

describe('migrations/0022', () => {
  it('makes a store’s endpoint its key’s mode, and every other endpoint live', async () => {
    const before = await startApi({ WEBHOOK_POLL_MS: '600000' }, { consumers: false });
    try {
      const store = async (environment: ApiKeyMode) => {
        const m = await merchant(before);
        const created = await m.owner.agent.post(apiRoutes.createIntegration.path, {
          companyId: m.company.id,
          provider: 'woocommerce',
        });
        const id = (created.body as { id: string }).id;
        const url = path(apiRoutes.updateWooCommerce.path, { id });
        expect((await m.owner.agent.request('PATCH', url, { json: { environment } })).status).toBe(200);
        const issued = await m.owner.agent.post(path(apiRoutes.issueWooCommerceCode.path, { id }));
        const paired = await before.agent().post(apiRoutes.publicWooCommercePair.path, {
          code: (issued.body as { code: string }).code,
          storeUrl: 'https://93.184.215.14/',
          webhookUrl: 'https://93.184.215.14/?wc-api=meridian_payments',
        });
        expect(paired.status).toBe(201);
        return m;
      };
      const testStore = await store('test');
      const liveStore = await store('live');
      const other = await merchant(before);
      await addEndpoint(other.owner.agent, other.company.id, { url: 'https://93.184.215.14/hooks', mode: 'test' });
      // Back to the table before the migration, then the migration itself.
      const migration = readMigrations().find((entry) => entry.version === '0022')!;
      await before.app.meridian.database.script(async (runner) => {
        await runner.exec('ALTER TABLE webhook_endpoints DROP COLUMN mode');
        await runner.exec(migration.sql);
      });
      const modes = async (agent: Agent, companyId: string) =>
        (await endpointsOf(agent, companyId)).map((endpoint) => endpoint.mode);
      expect(await modes(testStore.owner.agent, testStore.company.id)).toEqual(['test']);
      expect(await modes(liveStore.owner.agent, liveStore.company.id)).toEqual(['live']);
      expect(await modes(other.owner.agent, other.company.id)).toEqual(['live']);
    } finally {
      await before.close();
    }
  });
});
