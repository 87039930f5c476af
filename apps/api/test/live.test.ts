// The live channel, over HTTP and WebSocket with the real server: who may open it (a page of
// the dashboard with an active session), its heartbeat, what reaches whom (a workspace's change
// its members and nobody else, new notifications the addressed person only, nothing from a
// transaction rolled back), connections closed when their session ends, and two API processes
// on one PostgreSQL database, each delivering what the other raised.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as tcpConnect, type Socket } from 'node:net';
import { join } from 'node:path';
import {
  apiRoutes,
  ERROR_CODES,
  ErrorBody,
  LIVE_PATH,
  LiveCloseCode,
  LiveServerMessage,
  UserInfo,
  type LiveChanged,
  type LiveTopic,
} from '@meridian/contract';
import fc from 'fast-check';
import pg from 'pg';
import { create, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { recordEvent } from '../src/events/record';
import { notifyUsers, WORKSPACE_CHANNEL } from '../src/live/notify';
import { killApiProcesses, startApiProcess } from './support/api-process';
import { link, merchant, openSession, payer } from './support/checkout';
import {
  confirmedUser,
  DASHBOARD_ORIGIN,
  minutes,
  signUp,
  startApi,
  type Agent,
  type ReachableApi,
  type TestApi,
} from './support/harness';
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

function cookieHeader(agent: Agent): string {
  return [...agent.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
}

interface Handshake {
  origin?: string | null;
  cookie?: string;
}

function openSocket(url: string, { origin = DASHBOARD_ORIGIN, cookie }: Handshake): WebSocket {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  return new WebSocket(`${url.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers,
    ...(origin === null ? {} : { origin }),
  });
}

/** A person's open connection: what it received, in order. */
class LiveClient {
  readonly messages: LiveServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(create(JSON.parse(String(data)), LiveServerMessage));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Resolves with the first message from `from` on that matches, waiting for it. */
  async next<T extends LiveServerMessage>(
    match: (message: LiveServerMessage) => message is T,
    { from = 0, timeoutMs = 10_000 } = {},
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  send(text: string): void {
    this.socket.send(text);
  }

  close(): void {
    this.socket.close();
  }
}

const opened: LiveClient[] = [];

/** Opens the channel as `agent` (its cookies) on `server`; resolves once open. */
async function connect(agent: Agent, server: Pick<TestApi, 'url'> = api, origin?: string): Promise<LiveClient> {
  const socket = openSocket(server.url, { cookie: cookieHeader(agent), origin });
  const client = new LiveClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  opened.push(client);
  return client;
}

/** A handshake that must be refused: its status and the API's error body. */
async function refused(handshake: Handshake, server: Pick<TestApi, 'url'> = api) {
  const socket = openSocket(server.url, handshake);
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
const isReload = (message: LiveServerMessage): message is { type: 'reload_notifications' } =>
  message.type === 'reload_notifications';
const isPong = (message: LiveServerMessage): message is { type: 'pong' } => message.type === 'pong';

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
    const cookie = cookieHeader(agent);
    expect(await refused({ cookie, origin: 'https://evil.example' })).toEqual({ status: 403, code: 'CSRF_REJECTED' });
    expect(await refused({ cookie, origin: 'null' })).toEqual({ status: 403, code: 'CSRF_REJECTED' });
    expect(await refused({ cookie, origin: null })).toEqual({ status: 403, code: 'CSRF_REJECTED' });
    // The dashboard's own pages connect.
    const client = await connect(agent);
    client.close();
  });

  it('refuses a session with a step left (the mailed code not entered yet)', async () => {
    const { agent } = await signUp(api);
    expect(await refused({ cookie: cookieHeader(agent) })).toEqual({ status: 403, code: 'ACTION_REQUIRED' });
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

  it("names a payment's link through its checkout, and tells of a payment no checkout claims as unmatched", async () => {
    const m = await merchant(api);
    const created = await link(m);
    const session = await openSession(payer(api), created.slug, { token: 'DEV' });
    const live = await connect(m.owner.agent);
    const { db } = api.app.meridian.database;
    const paymentEvent = (sessionId: string | null) =>
      db.transaction((tx) =>
        recordEvent(
          tx,
          {
            companyId: m.company.id,
            type: 'payment.detected',
            objectType: 'payment',
            objectId: randomUUID(),
            data: { paymentId: randomUUID(), sessionId },
          },
          new Date(),
        ),
      );
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
    expect(await refused({ cookie: cookieHeader(idle.agent) })).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
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
        await write(early, 'payment_link.created', 'payment_link');
        await early.query('COMMIT');
        expect(await live.next(changedIn(company.id))).toMatchObject({ topics: ['links'] });
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

/**
 * The handshake as raw bytes on a TCP connection, so that any header can be malformed, missing
 * or repeated; resolves with the answer's status and body (none for a 101, whose socket is
 * closed at once).
 */
function rawHandshake(lines: string[]): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    const finish = () => {
      const text = received.toString('latin1');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const head = text.indexOf('\r\n\r\n');
      socket.destroy();
      resolve({ status, body: head < 0 ? '' : Buffer.from(text.slice(head + 4), 'latin1').toString('utf8') });
    };
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error(`no answer to the handshake:\n${lines.join('\n')}`));
    });
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      if (text.startsWith('HTTP/1.1 101')) return finish();
      const head = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
      if (head >= 0 && length !== undefined && received.length >= head + 4 + Number(length)) finish();
    });
    socket.on('end', finish);
    socket.on('error', reject);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

describe('fuzzing the live channel', () => {
  const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

  it('answers every generated handshake without a 5xx, and opens only for a dashboard page with an active session', async () => {
    const { agent } = await confirmedUser(api);
    const goodCookie = cookieHeader(agent);
    const sessionPair = goodCookie.split(';')[0]!;
    const { agent: pending } = await signUp(api);
    const pendingCookie = cookieHeader(pending);
    const text = fc.oneof(
      fc.string({ unit: 'binary-ascii', maxLength: 60 }),
      fc.constantFrom('', ' ', 'null', '\u0000', '%00', '\u00ff\u00fe', 'x'.repeat(9_000)),
    );
    const origin = fc.oneof(
      fc.constant<string | undefined>(DASHBOARD_ORIGIN),
      fc.constant<string | undefined>(undefined),
      fc.constantFrom(`${DASHBOARD_ORIGIN}.evil.example`, `${DASHBOARD_ORIGIN}/`, 'https://evil.example', 'null'),
      text,
    );
    const cookie = fc.oneof(
      fc.constant<string | undefined>(goodCookie),
      fc.constant<string | undefined>(undefined),
      fc.constant<string | undefined>(pendingCookie),
      fc.constant<string | undefined>(`${goodCookie}; ${goodCookie}`),
      fc.constant<string | undefined>(goodCookie.replace(/=/g, '==')),
      fc.constant<string | undefined>(`${goodCookie.slice(0, -3)}%zz`),
      text.map((junk) => `meridian_session=${junk}`),
      text,
    );
    const key = fc.oneof(
      fc.constant(randomBytes(16).toString('base64')),
      fc.constant<string | undefined>(undefined),
      text,
    );
    const version = fc.constantFrom<string | undefined>('13', '13', '8', '', 'thirteen', undefined);
    const upgrade = fc.constantFrom<string | undefined>('websocket', 'websocket', 'WebSocket', 'h2c', '', undefined);
    const path = fc.constantFrom(LIVE_PATH, `${LIVE_PATH}?x=%00`, `${LIVE_PATH}/`, `${LIVE_PATH}?${'a'.repeat(3_000)}`);
    const handshake = fc.record({ origin, cookie, key, version, upgrade, path });

    await fc.assert(
      fc.asyncProperty(handshake, async (h) => {
        const header = (name: string, value: string | undefined) =>
          // Raw header values cannot carry line breaks: a generated one is cut there.
          value === undefined ? [] : [`${name}: ${value.replace(/[\r\n]/g, '')}`];
        const { host } = new URL(api.url);
        const lines = [
          `GET ${h.path} HTTP/1.1`,
          `Host: ${host}`,
          'Connection: Upgrade',
          ...header('Upgrade', h.upgrade),
          ...header('Sec-WebSocket-Version', h.version),
          ...header('Sec-WebSocket-Key', h.key),
          ...header('Origin', h.origin),
          ...header('Cookie', h.cookie),
        ];
        const answer = await rawHandshake(lines);
        expect(answer.status, lines.join('\n')).toBeGreaterThanOrEqual(100);
        expect(answer.status, lines.join('\n')).toBeLessThan(500);
        // What a WebSocket server takes: protocol version 8 or 13 and a 16-byte key in base64.
        const wellFormed =
          h.upgrade?.toLowerCase() === 'websocket' &&
          (h.version === '13' || h.version === '8') &&
          h.key !== undefined &&
          /^[A-Za-z0-9+/]{22}==$/.test(h.key);
        if (answer.status === 101) {
          // Only the dashboard's own page, the active session's cookie, and a proper handshake open it.
          expect(h.origin).toBe(DASHBOARD_ORIGIN);
          expect(h.cookie?.startsWith(sessionPair), h.cookie).toBe(true);
          expect(h.path === LIVE_PATH || h.path.startsWith(`${LIVE_PATH}?`)).toBe(true);
          expect(wellFormed).toBe(true);
          return;
        }
        const body: unknown = JSON.parse(answer.body);
        expect(is(body, ErrorBody), answer.body).toBe(true);
        expect(errorCodes.has((body as ErrorBody).error.code)).toBe(true);
        // A malformed handshake is refused as such, before the origin or the session is read.
        if (!wellFormed) expect((body as ErrorBody).error.code, lines.join('\n')).toBe('BAD_REQUEST');
      }),
      { numRuns: 120, seed: 20_261_127, endOnFailure: true },
    );
    // The account still connects and is answered.
    const client = await connect(agent);
    client.send('ping');
    await client.next(isPong);
    client.close();
  });

  it('survives any generated frame: junk is ignored, a frame too large or not UTF-8 closes only its own connection', async () => {
    const { agent } = await confirmedUser(api);
    const bystander = await connect(agent);
    const frame = fc.oneof(
      fc.record({ kind: fc.constant('text' as const), data: fc.string({ unit: 'grapheme', maxLength: 200 }) }),
      fc.record({
        kind: fc.constant('text' as const),
        data: fc.constantFrom('ping', 'PING', ' ping', '{}', '[]', 'x'.repeat(1_024)),
      }),
      fc.record({ kind: fc.constant('binary' as const), data: fc.uint8Array({ maxLength: 512 }) }),
      fc.record({ kind: fc.constant('large' as const), data: fc.integer({ min: 1_025, max: 70_000 }) }),
      fc.record({ kind: fc.constant('invalid-utf8' as const), data: fc.constant(Buffer.from([0xc3, 0x28, 0xff])) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 6 }), async (frames) => {
        const client = await connect(agent);
        let fatal: number | undefined;
        for (const f of frames) {
          if (client.socket.readyState !== WebSocket.OPEN) break;
          if (f.kind === 'text') client.send(f.data);
          else if (f.kind === 'binary') client.socket.send(f.data, { binary: true });
          else if (f.kind === 'large') {
            client.socket.send('x'.repeat(f.data));
            fatal ??= 1009;
            break;
          } else {
            // ws would refuse to send invalid UTF-8 as text: a raw frame, masked as a client's must be.
            const mask = randomBytes(4);
            const payload = Buffer.from(f.data.map((byte, index) => byte ^ mask[index % 4]!));
            const rawSocket = (client.socket as unknown as { _socket: Socket })._socket;
            rawSocket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, payload]));
            fatal ??= 1007;
            break;
          }
        }
        if (fatal !== undefined) {
          expect((await client.closed).code).toBe(fatal);
        } else {
          // Still open and answered: the junk changed nothing.
          const from = client.messages.length;
          client.send('ping');
          await client.next(isPong, { from });
          expect(client.messages.slice(from).every((message) => message.type === 'pong')).toBe(true);
          client.close();
        }
      }),
      { numRuns: 40, seed: 20_261_127, endOnFailure: true },
    );
    // Another connection of the same person was never touched.
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    const from = bystander.messages.length;
    bystander.send('ping');
    await bystander.next(isPong, { from });
    bystander.close();
  });
});
