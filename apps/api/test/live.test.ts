// The live channel, over HTTP and WebSocket with the real server: who may open it (a page of
// the dashboard with an active session), its heartbeat, what reaches whom (a workspace's change
// its members and nobody else, new notifications the addressed person only, nothing from a
// transaction rolled back), connections closed when their session ends, and two API processes
// on one PostgreSQL database, each delivering what the other raised.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiRoutes,
  LiveCloseCode,
  UserInfo,
  type LiveChanged,
  type LiveServerMessage,
  type LiveTopic,
  type PublicPayment,
} from '@meridian/contract';
import pg from 'pg';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { recordEvent } from '../src/events/record';
import { notifyUsers, WORKSPACE_CHANNEL } from '../src/live/notify';
import { killApiProcesses, startApiProcess } from './support/api-process';
import { link, merchant, openSession, payer } from './support/checkout';
import {
  confirmedUser,
  minutes,
  signUp,
  startApi,
  type Agent,
  type ReachableApi,
  type TestApi,
} from './support/harness';
import { connectLive, isPong, isReload, openLiveSocket, type Handshake, type LiveClient } from './support/live';
import { scratchDir } from './support/scratch';
import { createWorkspace, errorOf, invite, joinAs } from './support/workspaces';

/** The sweep that closes connections whose session ended, quick for the tests. */
const SWEEP_MS = 100;

let api: TestApi;
beforeAll(async () => {
  api = await startApi({}, { liveSweepMs: SWEEP_MS, rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
});
afterAll(async () => {
  killApiProcesses();
  await api?.close();
});

const opened: LiveClient[] = [];

/** Opens the channel as `agent` (its cookies) on `server`; resolves once open. */
async function connect(agent: Agent, server: Pick<TestApi, 'url'> = api, origin?: string): Promise<LiveClient> {
  const client = await connectLive(agent, server, origin);
  opened.push(client);
  return client;
}

/** A handshake that must be refused: its status and the API's error body. */
async function refused(handshake: Handshake, server: Pick<TestApi, 'url'> = api) {
  const socket = openLiveSocket(server.url, handshake);
  return new Promise<{ status: number; code: string }>((resolve, reject) => {
    socket.once('open', () => {
      socket.close();
      reject(new Error('the handshake was accepted'));
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, code: errorOf(JSON.parse(body)).code }));
    });
    socket.once('error', (error) => {
      if (!String(error.message).startsWith('Unexpected server response')) reject(error);
    });
  });
}

const isChanged = (message: LiveServerMessage): message is LiveChanged => message.type === 'changed';
const changedIn =
  (companyId: string) =>
  (message: LiveServerMessage): message is LiveChanged =>
    message.type === 'changed' && message.companyId === companyId;

async function userIdOf(agent: Agent): Promise<string> {
  return create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo).id;
}

/** Waits a little for what should not arrive (the server had the time to send it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterAll(() => {
  for (const client of opened) client.close();
});

describe('opening the live channel', () => {
  it('needs the session cookie', async () => {
    expect(await refused({})).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await refused({ cookie: 'meridian_session=not-a-token' })).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a page of another site, and a handshake that names no origin', async () => {
    const { agent } = await confirmedUser(api);
    const cookie = agent.cookieHeader();
    expect(await refused({ cookie, origin: 'https://evil.example' })).toEqual({ status: 403, code: 'CSRF_REJECTED' });
    expect(await refused({ cookie, origin: 'null' })).toEqual({ status: 403, code: 'CSRF_REJECTED' });
    expect(await refused({ cookie, origin: null })).toEqual({ status: 403, code: 'CSRF_REJECTED' });
    // The dashboard's own pages connect.
    const client = await connect(agent);
    client.close();
  });

  it('refuses a session with a step left (the mailed code not entered yet)', async () => {
    const { agent } = await signUp(api);
    expect(await refused({ cookie: agent.cookieHeader() })).toEqual({ status: 403, code: 'ACTION_REQUIRED' });
  });

  it('keeps 16 connections of one account at most: a 17th closes the oldest', async () => {
    const { agent } = await confirmedUser(api);
    const clients: LiveClient[] = [];
    for (let index = 0; index < 16; index += 1) clients.push(await connect(agent));
    const newest = await connect(agent);
    expect(await clients[0]!.closed).toEqual({
      code: LiveCloseCode.tooManyConnections,
      reason: 'too many connections',
    });
    await settle();
    expect(clients.slice(1).every((client) => client.socket.readyState === WebSocket.OPEN)).toBe(true);
    for (const client of [...clients, newest]) client.close();
  });

  it('answers a ping with a pong, and ignores anything else', async () => {
    const { agent } = await confirmedUser(api);
    const client = await connect(agent);
    client.send('ping');
    await client.next(isPong);
    client.send('not a ping');
    client.send('{"type":"hello"}');
    client.send(JSON.stringify({ type: 'ping' }));
    await client.next(isPong, { from: 1 });
    await settle();
    expect(client.messages).toEqual([{ type: 'pong' }, { type: 'pong' }]);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    client.close();
  });
});

describe('what reaches whom', () => {
  it("tells a workspace's members, and only them, what changed in it", async () => {
    const owner = await confirmedUser(api);
    const lumen = await createWorkspace(owner.agent, { name: 'Lumen' });
    const viewer = await joinAs(api, owner.agent, lumen.id, 'viewer');
    const outsider = await confirmedUser(api);
    const other = await createWorkspace(outsider.agent, { name: 'Other' });
    const [ownerLive, viewerLive, outsiderLive] = await Promise.all([
      connect(owner.agent),
      connect(viewer.agent),
      connect(outsider.agent),
    ]);

    await invite(owner.agent, lumen.id, 'someone@example.com', 'developer');
    const expected = { type: 'changed', companyId: lumen.id, topics: ['members'], linkIds: [] };
    expect(await ownerLive.next(changedIn(lumen.id))).toEqual(expected);
    expect(await viewerLive.next(changedIn(lumen.id))).toEqual(expected);

    // The outsider's first message is about their own workspace: Lumen's never reached them.
    await invite(outsider.agent, other.id, 'another@example.com', 'viewer');
    expect(await outsiderLive.next(isChanged)).toEqual({ ...expected, companyId: other.id });
    expect(outsiderLive.messages).toHaveLength(1);
    expect(ownerLive.messages.filter(changedIn(other.id))).toEqual([]);
    for (const client of [ownerLive, viewerLive, outsiderLive]) client.close();
  });

  it("names a checkout's link, for the pages of its payments", async () => {
    const m = await merchant(api);
    const created = await link(m);
    const live = await connect(m.owner.agent);
    await openSession(payer(api), created.slug, { token: 'DEV' });
    expect(await live.next(changedIn(m.company.id))).toEqual({
      type: 'changed',
      companyId: m.company.id,
      topics: ['payments', 'links', 'dashboard'],
      linkIds: [created.id],
    });
    live.close();
  });

  it('tells the WooCommerce page that the plugin paired, by the integration topic', async () => {
    const m = await merchant(api);
    const created = await m.owner.agent.post(apiRoutes.createIntegration.path, {
      companyId: m.company.id,
      provider: 'woocommerce',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const issued = await m.owner.agent.post(apiRoutes.issueWooCommerceCode.path.replace(':id', id));
    expect(issued.status).toBe(200);
    const live = await connect(m.owner.agent);
    const store = 'https://93.184.215.14';
    const paired = await api.agent({ 'x-forwarded-for': '198.51.100.77' }).post(apiRoutes.publicWooCommercePair.path, {
      code: (issued.body as { code: string }).code,
      storeUrl: `${store}/`,
      webhookUrl: `${store}/?wc-api=meridian_payments`,
    });
    expect(paired.status, JSON.stringify(paired.body)).toBe(201);
    // The pairing's key writes its own event (no page topic), its endpoint the webhooks pages'
    // (`webhooks`); the integration's is the WooCommerce page's.
    const told = await live.next(
      (message): message is LiveChanged => changedIn(m.company.id)(message) && message.topics.includes('integrations'),
    );
    expect(told.linkIds).toEqual([]);
    expect(told.topics.filter((topic) => topic !== 'webhooks')).toEqual(['integrations']);
    live.close();
  });

  it("names a payment's link through its checkout, and tells of a payment no checkout claims as unmatched", async () => {
    const m = await merchant(api);
    const created = await link(m);
    const live = await connect(m.owner.agent);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    // The checkout's own event (opened) reaches the page first, alone: the payments' below come after it.
    await live.next((message): message is LiveChanged => isChanged(message) && message.topics.includes('links'));
    const { db } = api.app.meridian.database;
    // A payment as the public API answers it: the checkout it counts for, and that checkout's link.
    const paymentEvent = (sessionId: string | null) => {
      const id = randomUUID();
      const data: PublicPayment = {
        id,
        mode: 'test',
        status: 'pending',
        checkoutId: sessionId,
        paymentLinkId: sessionId === null ? null : created.id,
        lateForCheckoutId: null,
        chainId: 1281,
        txHash: `0x${'ab'.repeat(32)}`,
        from: session.payTo,
        to: session.payTo,
        token: session.token,
        amount: session.amount,
        detectedAt: new Date().toISOString(),
        confirmedAt: null,
        revertedAt: null,
      };
      return db.transaction((tx) =>
        recordEvent(
          tx,
          { companyId: m.company.id, type: 'payment.detected', objectType: 'payment', objectId: id, data },
          new Date(),
        ),
      );
    };
    const about =
      (topic: LiveTopic) =>
      (message: LiveServerMessage): message is LiveChanged =>
        isChanged(message) && message.topics.includes(topic) && !message.topics.includes('links');

    await paymentEvent(session.id);
    expect(await live.next(about('payments'))).toEqual({
      type: 'changed',
      companyId: m.company.id,
      topics: ['payments', 'dashboard'],
      linkIds: [created.id],
    });
    await paymentEvent(null);
    expect(await live.next(about('unmatched'))).toEqual({
      type: 'changed',
      companyId: m.company.id,
      topics: ['unmatched', 'dashboard'],
      linkIds: [],
    });
    live.close();
  });

  it('tells the addressed people, and only them, to reload their notifications; nothing from a rollback', async () => {
    const ada = await confirmedUser(api);
    const bob = await confirmedUser(api);
    const [adaId, bobId] = await Promise.all([userIdOf(ada.agent), userIdOf(bob.agent)]);
    const adaLive = await connect(ada.agent);
    const adaTab = await connect(ada.agent);
    const bobLive = await connect(bob.agent);
    const { db } = api.app.meridian.database;

    await expect(
      db.transaction(async (tx) => {
        await notifyUsers(tx, [bobId]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await db.transaction((tx) => notifyUsers(tx, [adaId]));
    await adaLive.next(isReload);
    await adaTab.next(isReload);
    await settle();
    expect(bobLive.messages).toEqual([]);

    await db.transaction((tx) => notifyUsers(tx, [bobId]));
    await bobLive.next(isReload);
    expect(bobLive.messages).toEqual([{ type: 'reload_notifications' }]);
    expect(adaLive.messages).toEqual([{ type: 'reload_notifications' }]);
    for (const client of [adaLive, adaTab, bobLive]) client.close();
  });
});

describe('a connection whose session ends', () => {
  it('is closed when the person logs out', async () => {
    const { agent } = await confirmedUser(api);
    const client = await connect(agent);
    expect((await agent.post(apiRoutes.logout.path)).status).toBe(200);
    expect(await client.closed).toEqual({ code: LiveCloseCode.sessionEnded, reason: 'session ended' });
  });

  // Last of the file: the server's clock stays moved.
  it('is refused past the refresh threshold, and closed at the expiry unless refreshed', async () => {
    const idle = await confirmedUser(api);
    const active = await confirmedUser(api);
    const idleLive = await connect(idle.agent);
    const activeLive = await connect(active.agent);

    api.clock.advance(minutes(13) + 1000);
    expect(await refused({ cookie: idle.agent.cookieHeader() })).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
    // The page refreshes its session, as the client does before it connects.
    expect((await active.agent.post(apiRoutes.refreshSession.path, {})).status).toBe(200);
    const again = await connect(active.agent);

    api.clock.advance(minutes(2));
    expect(await idleLive.closed).toEqual({ code: LiveCloseCode.sessionEnded, reason: 'session ended' });
    await settle();
    expect(activeLive.socket.readyState).toBe(WebSocket.OPEN);
    expect(again.socket.readyState).toBe(WebSocket.OPEN);
    activeLive.close();
    again.close();
  });
});

describe.runIf(inject('dbDriver') === 'postgres')('two API processes on one PostgreSQL database', () => {
  it('delivers what one process raised to a client of the other', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(scratchDir(), 'meridian-live-test-'));
    try {
      const databaseUrl = api.config.databaseUrl;
      if (!databaseUrl) throw new Error('no DATABASE_URL');
      const other = await startApiProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
      const owner = await confirmedUser(api);
      const lumen = await createWorkspace(owner.agent, { name: 'Lumen' });
      const viewer = await joinAs(api, owner.agent, lumen.id, 'viewer');
      // The owner's page on this process, the viewer's on the other (the same cookies work on both).
      const ownerLive = await connect(owner.agent, api);
      const viewerLive = await connect(viewer.agent, other);

      // Raised through the other process: the owner's connection here hears it.
      const ownerOnOther = (other as ReachableApi).agent();
      for (const [name, value] of owner.agent.jar) ownerOnOther.jar.set(name, value);
      await invite(ownerOnOther, lumen.id, 'first@example.com', 'viewer');
      const expected = { type: 'changed', companyId: lumen.id, topics: ['members'], linkIds: [] };
      expect(await ownerLive.next(changedIn(lumen.id))).toEqual(expected);
      expect(await viewerLive.next(changedIn(lumen.id))).toEqual(expected);

      // Raised here: the viewer's connection on the other process hears it.
      const from = viewerLive.messages.length;
      await invite(owner.agent, lumen.id, 'second@example.com', 'viewer');
      expect(await viewerLive.next(changedIn(lumen.id), { from })).toEqual(expected);
      ownerLive.close();
      viewerLive.close();
      await other.kill('SIGTERM');
    } finally {
      killApiProcesses();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the live channel and transactions that commit out of id order', () => {
  it.runIf(inject('dbDriver') === 'postgres')(
    'tells of an event whose transaction commits after one with a higher id was read',
    async () => {
      const owner = await confirmedUser(api);
      const company = await createWorkspace(owner.agent, { name: 'Ordo' });
      const live = await connect(owner.agent);
      const [early, late] = [new pg.Client(api.config.databaseUrl!), new pg.Client(api.config.databaseUrl!)];
      await Promise.all([early.connect(), late.connect()]);
      // An event and its cue, on the transaction that writes them (as recordEvent does).
      const write = async (client: pg.Client, type: string, objectType: string) => {
        await client.query(
          `INSERT INTO events (company_id, type, object_type, object_id, data, created_at)
           VALUES ($1, $2, $3, gen_random_uuid(), '{}', now())`,
          [company.id, type, objectType],
        );
        await client.query('SELECT pg_notify($1, $2)', [WORKSPACE_CHANNEL, company.id]);
      };
      try {
        // `early` takes its transaction id first and writes last; `late` writes the lower id.
        await early.query('BEGIN');
        await early.query('SELECT pg_current_xact_id()');
        await late.query('BEGIN');
        await write(late, 'wallet.added', 'wallet');
        await write(early, 'member.invited', 'invite');
        await early.query('COMMIT');
        expect(await live.next(changedIn(company.id))).toMatchObject({ topics: ['members'] });
        const from = live.messages.length;
        await late.query('COMMIT');
        expect(await live.next(changedIn(company.id), { from })).toMatchObject({ topics: ['wallets'] });
      } finally {
        await Promise.all([early.end(), late.end()]);
        live.close();
      }
    },
  );
});
