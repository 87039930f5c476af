// The live channel's WebSocket (GET /live) fuzzed as fuzz.test.ts fuzzes the HTTP routes, with
// its generators (support/fuzz.ts): generated handshakes as raw bytes (methods, paths and query
// strings, Upgrade, Connection, Sec-WebSocket-Key, -Version and -Protocol, odd, missing and
// doubled Origin and Cookie headers, NUL, unicode, oversized values), then generated frames on
// accepted connections (junk text, JSON of the wrong shape or nested deep, binary, oversized,
// fragmented, not UTF-8, protocol violations) and a flood of pings. Nothing may answer a 5xx,
// leave a refused connection open or open one it should not, and nothing sent on one
// connection may close another person's (or the same person's other pages).
//
// Each bad value of a handshake's field is also tried alone on a proper handshake. FUZZ_RUNS
// sets the generated cases (handshakes: 5 times as many, frames: twice as many; 20 by default),
// FUZZ_SEED the seed, as in fuzz.test.ts; a failure prints both.
import { randomBytes } from 'node:crypto';
import { connect as tcpConnect, type Socket } from 'node:net';
import { apiRoutes, ERROR_CODES, ErrorBody, LIVE_PATH, UserInfo } from '@meridian/contract';
import fc from 'fast-check';
import { create, is } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_FRAMES_PER_HEARTBEAT } from '../src/live/hub';
import { notifyUsers } from '../src/live/notify';
import { MAX_FRAME_BYTES } from '../src/routes/live';
import { eventually } from './support/eventually';
import { deepJson, encodeSegment, junk, nastyText, nulPath } from './support/fuzz';
import { confirmedUser, DASHBOARD_ORIGIN, signUp, startApi, type Agent, type TestApi } from './support/harness';
import { connectLive, isPong, isReload, type LiveClient } from './support/live';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

let api: TestApi;
const opened: LiveClient[] = [];
beforeAll(async () => {
  api = await startApi({}, { rateLimit: (limit) => ({ ...limit, max: 10_000 }) });
});
afterAll(async () => {
  for (const client of opened) client.socket.terminate();
  await api?.close();
});

async function connect(agent: Agent): Promise<LiveClient> {
  const client = await connectLive(agent, api);
  opened.push(client);
  return client;
}

/** Runs a property; a failure names the seed, and its counterexample is cut (values run to 20,000 characters). */
async function check<T>(property: fc.IAsyncProperty<T>, numRuns: number, examples: T[] = []): Promise<void> {
  const details = await fc.check(property, { numRuns, seed: SEED, endOnFailure: true, examples });
  if (!details.failed) return;
  const counterexample = JSON.stringify(details.counterexample)?.slice(0, 3_000);
  throw new Error(
    `failed with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}, path ${details.counterexamplePath}:\n${counterexample}\n${String(details.errorInstance).slice(0, 4_000)}`,
  );
}

/** How `client` was closed, or 'still open' after `ms`. */
function closedWithin(client: LiveClient, ms = 5_000): Promise<{ code: number; reason: string } | 'still open'> {
  return Promise.race([client.closed, new Promise<'still open'>((resolve) => setTimeout(resolve, ms, 'still open'))]);
}

/** A ping answered on `client`: the connection is open and served. */
async function answered(client: LiveClient): Promise<void> {
  const from = client.messages.length;
  client.send('ping');
  await client.next(isPong, { from });
}

/** Still served: a normal request answers, and the person still opens the channel and is answered. */
async function stillServes(agent: Agent): Promise<void> {
  const response = await agent.get(apiRoutes.userInfo.path);
  expect(response.status).toBe(200);
  create(response.body, UserInfo);
  const client = await connect(agent);
  await answered(client);
  client.close();
}

interface Answer {
  status: number;
  body: string;
  /** Whether the server closed the connection (within a second and a half of its answer). */
  closedByServer: boolean;
}

/**
 * A request as raw bytes on a TCP connection, so that any header can be malformed, missing or
 * repeated: the answer's status and body, and whether the server then closed the connection
 * (a 101 is closed from here at once).
 */
function rawRequest(bytes: Buffer, { waitForClose }: { waitForClose: boolean }): Promise<Answer> {
  const { hostname, port } = new URL(api.url);
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    let answer: Omit<Answer, 'closedByServer'> | null = null;
    let ended = false;
    let finished = false;
    let timer = setTimeout(() => finish(false), 10_000);
    const finish = (closedByServer: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      if (answer) resolve({ ...answer, closedByServer });
      else reject(new Error(`no answer to:\n${bytes.toString('latin1').slice(0, 2_000)}`));
    };
    const read = () => {
      if (answer) return;
      const text = received.toString('latin1');
      const head = text.indexOf('\r\n\r\n');
      if (head < 0) return;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.slice(0, head))?.[1] ?? 0);
      const headOnly = status === 101 || bytes.subarray(0, 5).toString() === 'HEAD ';
      if (!headOnly && received.length < head + 4 + length) return;
      answer = { status, body: headOnly ? '' : received.subarray(head + 4, head + 4 + length).toString('utf8') };
      if (status === 101 || !waitForClose) finish(false);
      else if (ended) finish(true);
      else {
        clearTimeout(timer);
        timer = setTimeout(() => finish(false), 1_500);
      }
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      read();
    });
    const closed = () => {
      ended = true;
      read();
      if (answer) finish(true);
    };
    socket.on('end', closed);
    socket.on('close', closed);
    // A connection reset after the answer (an oversized request the server stopped reading).
    socket.on('error', closed);
    socket.write(bytes);
  });
}

/** A header line; a raw header cannot carry a line break, so a generated value is cut there. */
const line = (name: string, value: string | undefined) =>
  value === undefined ? [] : [`${name}: ${value.replace(/[\r\n]/g, '')}`];

/** Junk for a header's value: the route fuzz's text, at most 9,000 characters (under Node's header limit). */
const headerJunk = nastyText.map((text) => text.slice(0, 9_000));

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);

describe(`fuzzing the live channel's handshake (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  it('refuses every bad handshake with a 4xx in the API format and closes it, and opens only a proper one from a dashboard page with an active session', async () => {
    const { agent } = await confirmedUser(api);
    const goodCookie = agent.cookieHeader();
    const { agent: pending } = await signUp(api);
    const { host } = new URL(api.url);
    const allowed = new Set(api.config.allowedOrigins);

    /** The Cookie header lines, and whether they carry the active session (so may open the channel). */
    type Cookie = { lines: string[]; active: boolean };
    const proper = {
      method: 'GET',
      path: LIVE_PATH,
      upgrade: 'websocket' as string | undefined,
      connection: 'Upgrade' as string | undefined,
      version: '13' as string | undefined,
      key: randomBytes(16).toString('base64') as string | undefined,
      origin: DASHBOARD_ORIGIN as string | undefined,
      cookie: { lines: [goodCookie], active: true } as Cookie,
      extra: [] as string[],
      hostHeader: host as string | undefined,
    };
    type Handshake = typeof proper;
    // Each field's bad values, tried one at a time on an otherwise proper handshake, then mixed.
    const variants: { [field in keyof Handshake]: Handshake[field][] } = {
      method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'],
      path: [
        `${LIVE_PATH}/`,
        `${LIVE_PATH}%00`,
        `${LIVE_PATH}/%00`,
        LIVE_PATH.toUpperCase(),
        `/${LIVE_PATH}`,
        `${LIVE_PATH}/..`,
        `${LIVE_PATH}?${'a'.repeat(3_000)}`,
        `${LIVE_PATH}?x=%zz&=&&`,
        `${LIVE_PATH}?x=%00`,
        apiRoutes.userInfo.path,
        '/no-such-route',
      ],
      upgrade: [undefined, 'WebSocket', 'h2c', '', 'websocket, h2c', 'web\u0000socket'],
      connection: [undefined, 'upgrade', 'keep-alive, Upgrade', 'close', 'Upgrade, close'],
      version: [undefined, '8', '', '12', '13, 13', '0x0d', 'thirteen', '13\u0000'],
      key: [
        undefined,
        '',
        'short',
        randomBytes(15).toString('base64'),
        randomBytes(17).toString('base64'),
        `${randomBytes(16).toString('base64')}\u0000`,
      ],
      origin: [
        undefined,
        'null',
        DASHBOARD_ORIGIN.replace('http:', 'https:'),
        DASHBOARD_ORIGIN.replace(/:\d+$/, ':5174'),
        DASHBOARD_ORIGIN.toUpperCase(),
        'http://LOCALHOST:5173',
        `${DASHBOARD_ORIGIN}/`,
        `${DASHBOARD_ORIGIN}.evil.example`,
        `${DASHBOARD_ORIGIN}\u0000`,
        `${DASHBOARD_ORIGIN}, https://evil.example`,
        'http://127.0.0.1:5173\u00e9',
        'http://пример.рф',
        `http://${'a'.repeat(8_000)}.example`,
        'https://evil.example',
      ],
      cookie: [
        { lines: [], active: false },
        { lines: [pending.cookieHeader()], active: false },
        { lines: [`${goodCookie}; ${goodCookie}`], active: true },
        { lines: [goodCookie, goodCookie], active: true },
        { lines: [goodCookie, pending.cookieHeader()], active: true },
        { lines: [goodCookie.replace(/=/g, '==')], active: false },
        { lines: [goodCookie.replace(/(meridian_session=[^;]*)...(;|$)/, '$1%zz$2')], active: false },
        { lines: [`\u0000${goodCookie}`], active: false },
        { lines: [`${goodCookie}\u0000`], active: false },
        { lines: [`${goodCookie}; pad=${'x'.repeat(20_000)}`], active: false },
        { lines: Array.from({ length: 200 }, () => goodCookie), active: false },
      ],
      extra: [
        ['Origin: https://evil.example'],
        [`Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`],
        ['Sec-WebSocket-Version: 8'],
        ['Upgrade: h2c'],
        ['Sec-WebSocket-Protocol: meridian'],
        ['Sec-WebSocket-Protocol: a,,b'],
        ['Sec-WebSocket-Protocol: chat, chat'],
        ['Sec-WebSocket-Protocol: \u00ff'],
        ['Sec-WebSocket-Extensions: permessage-deflate; client_max_window_bits=99'],
        ['Content-Length: 5'],
      ],
      hostHeader: [undefined, '', 'evil.example', `${host}\u0000`],
    };
    const field = <K extends keyof Handshake>(name: K, ...generated: fc.Arbitrary<Handshake[K]>[]) =>
      fc.oneof({ weight: 4, arbitrary: fc.constant(proper[name]) }, fc.constantFrom(...variants[name]), ...generated);
    const handshake: fc.Arbitrary<Handshake> = fc.record({
      method: field('method'),
      path: field(
        'path',
        nulPath.map((text) => `${LIVE_PATH}/${encodeSegment(text)}`),
        nastyText.map((text) => `${LIVE_PATH}?q=${encodeSegment(text.slice(0, 3_000))}`),
      ),
      upgrade: field('upgrade'),
      connection: field('connection'),
      version: field('version', headerJunk),
      key: field(
        'key',
        fc.uint8Array({ minLength: 16, maxLength: 16 }).map((bytes) => Buffer.from(bytes).toString('base64')),
        headerJunk,
      ),
      origin: field('origin', headerJunk),
      cookie: field(
        'cookie',
        headerJunk.map((text) => ({ lines: [`meridian_session=${text}`], active: false })),
        headerJunk.map((text) => ({ lines: [text], active: false })),
      ),
      extra: field(
        'extra',
        headerJunk.map((text) => [`Sec-WebSocket-Protocol: ${text}`]),
      ),
      hostHeader: field('hostHeader'),
    });
    const examples: [Handshake][] = [
      [proper],
      ...(Object.keys(variants) as (keyof Handshake)[]).flatMap((name) =>
        variants[name].map((value): [Handshake] => [{ ...proper, [name]: value }]),
      ),
    ];

    const baseline = api.app.live.size;
    // Nothing but the raw connections below reaches the server until the fuzz ends.
    const connections = () =>
      new Promise<number>((resolve, reject) =>
        api.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    const connectionsBefore = await connections();
    let accepted = 0;
    await check(
      fc.asyncProperty(handshake, async (h) => {
        const lines = [
          `${h.method} ${h.path} HTTP/1.1`,
          ...line('Host', h.hostHeader),
          ...line('Connection', h.connection),
          ...line('Upgrade', h.upgrade),
          ...line('Sec-WebSocket-Version', h.version),
          ...line('Sec-WebSocket-Key', h.key),
          ...line('Origin', h.origin),
          ...h.cookie.lines.flatMap((value) => line('Cookie', value)),
          ...h.extra.map((header) => header.replace(/[\r\n]/g, '')),
        ];
        const request = `${lines.join('\r\n')}\r\n\r\n${h.extra.includes('Content-Length: 5') ? 'hello' : ''}`;
        const tokens = (h.connection ?? '').toLowerCase().split(/\s*,\s*/);
        // Node hands the connection over for an upgrade (Connection: upgrade with a non-empty
        // Upgrade header); that, or Connection: close, must end it after an answer that opens nothing.
        const upgrading = tokens.includes('upgrade') && Boolean(h.upgrade);
        const answer = await rawRequest(Buffer.from(request, 'utf8'), {
          waitForClose: upgrading || tokens.includes('close'),
        });
        const context = `${lines.map((text) => text.slice(0, 300)).join('\n')}\n-> ${answer.status} ${answer.body}`;
        expect(answer.status, context).toBeGreaterThanOrEqual(101);
        expect(answer.status, context).toBeLessThan(500);
        if (answer.status === 101) {
          accepted += 1;
          // Only a proper handshake for the channel, from a dashboard page, with the active session's cookie.
          expect(h.method, context).toBe('GET');
          expect([LIVE_PATH, `${LIVE_PATH}/`].includes(h.path) || h.path.startsWith(`${LIVE_PATH}?`), context).toBe(
            true,
          );
          expect(upgrading && h.upgrade?.toLowerCase() === 'websocket', context).toBe(true);
          expect(h.version === '13' || h.version === '8', context).toBe(true);
          expect(h.key !== undefined && /^[A-Za-z0-9+/]{22}==$/.test(h.key), context).toBe(true);
          expect(h.origin !== undefined && allowed.has(h.origin), context).toBe(true);
          expect(h.cookie.active, context).toBe(true);
          // A second Origin or key is joined to the first, which then matches nothing.
          expect(
            h.extra.every((header) => !header.startsWith('Origin:') && !header.startsWith('Sec-WebSocket-Key:')),
            context,
          ).toBe(true);
          return;
        }
        // A plain request to an HTTP route is that route's business; anything else is refused.
        if (upgrading || h.path.startsWith(LIVE_PATH)) expect(answer.status, context).toBeGreaterThanOrEqual(400);
        if (upgrading || tokens.includes('close')) expect(answer.closedByServer, context).toBe(true);
        // Node itself answers a request with no Host header, with an empty 400.
        if (answer.status < 400 || h.method === 'HEAD' || h.hostHeader === undefined) return;
        const body: unknown = JSON.parse(answer.body);
        expect(is(body, ErrorBody), context).toBe(true);
        expect(errorCodes.has((body as ErrorBody).error.code), context).toBe(true);
      }),
      RUNS * 5,
      examples,
    );
    // Some generated handshakes were proper ones, and none of them is still held.
    expect(accepted).toBeGreaterThan(0);
    await eventually(
      async () => api.app.live.size,
      (size) => size === baseline,
    );
    // And the server holds no connection of theirs: every one was closed, or noticed closed.
    await eventually(connections, (count) => count <= connectionsBefore);
    await stillServes(agent);
  });
});

/** A frame as a client would write it (masked unless told), built by hand to break the protocol. */
function rawFrame(
  opcode: number,
  payload: Buffer,
  { fin = true, rsv = 0, masked = true }: { fin?: boolean; rsv?: number; masked?: boolean } = {},
): Buffer {
  const mask = randomBytes(4);
  const body = masked ? Buffer.from(payload.map((byte, index) => byte ^ mask[index % 4]!)) : payload;
  const length =
    payload.length < 126
      ? Buffer.from([payload.length])
      : Buffer.from([126, payload.length >> 8, payload.length & 0xff]);
  length[0]! |= masked ? 0x80 : 0;
  return Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | rsv | opcode]), length, masked ? mask : Buffer.alloc(0), body]);
}

type Frame =
  | { kind: 'text'; data: string }
  | { kind: 'fragments'; data: string[] }
  | { kind: 'binary'; data: Uint8Array }
  | { kind: 'ping' | 'pong'; data: Uint8Array }
  | { kind: 'raw'; data: Buffer; closes: number };

/** Text frames that are not UTF-8: a broken pair, a stray byte, a surrogate, past U+10FFFF, an overlong form. */
const notUtf8: Frame[] = [
  [0xc3, 0x28, 0xff],
  [0xff],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc0, 0xaf],
  [0x70, 0x69, 0x6e, 0xe0],
].map((bytes) => ({ kind: 'raw', data: rawFrame(1, Buffer.from(bytes)), closes: 1007 }));

/** Frames that break the protocol, and the code the server closes with. */
const violations: Frame[] = [
  { data: rawFrame(1, Buffer.from('ping'), { masked: false }), closes: 1002 },
  { data: rawFrame(1, Buffer.from('ping'), { rsv: 0x40 }), closes: 1002 },
  { data: rawFrame(3, Buffer.from('ping')), closes: 1002 },
  { data: rawFrame(0xb, Buffer.from('ping')), closes: 1002 },
  { data: rawFrame(9, Buffer.from('x'), { fin: false }), closes: 1002 },
  { data: rawFrame(0, Buffer.from('x')), closes: 1002 },
  { data: rawFrame(8, Buffer.from([0x03, 0xe7])), closes: 1002 },
  { data: rawFrame(8, Buffer.from([0x03])), closes: 1002 },
  { data: rawFrame(9, Buffer.alloc(126)), closes: 1002 },
  // A text frame announcing 2^63 - 1 bytes.
  { data: Buffer.from([0x81, 0xff, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1, 2, 3, 4]), closes: 1009 },
].map((broken) => ({ kind: 'raw', ...broken }));

const frame: fc.Arbitrary<Frame> = fc.oneof(
  fc.record({ kind: fc.constant('text' as const), data: fc.string({ unit: 'grapheme', maxLength: 200 }) }),
  fc.record({
    kind: fc.constant('text' as const),
    data: fc.constantFrom(
      'ping',
      'PING',
      ' ping',
      'ping\u0000',
      '"ping"',
      '{"type":"ping"',
      '{"type":',
      '{',
      '}{',
      '{}',
      '[]',
      'null',
      '{"type":"pong"}',
      '{"type":["ping"]}',
      '{"type":{"type":"ping"}}',
      '{"__proto__":{"type":"ping"}}',
      '{"type":"ping","type":"changed"}',
      'x'.repeat(MAX_FRAME_BYTES),
      'é'.repeat(MAX_FRAME_BYTES / 2),
      'é'.repeat(MAX_FRAME_BYTES / 2 + 1),
    ),
  }),
  // JSON of the wrong shape (some of it too large), and nested deep (past 1 KiB for the deepest).
  fc.record({ kind: fc.constant('text' as const), data: junk.map((value) => JSON.stringify(value) ?? 'undefined') }),
  fc.record({
    kind: fc.constant('text' as const),
    data: fc
      .tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom('array' as const, 'object' as const))
      .map(([depth, kind]) => deepJson(depth, kind)),
  }),
  fc.record({ kind: fc.constant('text' as const), data: fc.constant(deepJson(5_000)) }),
  fc.record({ kind: fc.constant('text' as const), data: nastyText.map((text) => text.slice(0, 70_000)) }),
  fc.record({
    kind: fc.constant('fragments' as const),
    data: fc.array(fc.string({ maxLength: 600 }), { minLength: 2, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('fragments' as const), data: fc.constant<string[]>(['pi', 'ng']) }),
  fc.record({ kind: fc.constant('binary' as const), data: fc.uint8Array({ maxLength: 512 }) }),
  fc.record({
    kind: fc.constant('binary' as const),
    data: fc.integer({ min: MAX_FRAME_BYTES + 1, max: 70_000 }).map((size) => new Uint8Array(size)),
  }),
  fc.record({ kind: fc.constantFrom('ping' as const, 'pong' as const), data: fc.uint8Array({ maxLength: 125 }) }),
  fc.constantFrom(...notUtf8),
  fc.constantFrom(...violations),
);
/** Tried alone besides the generated sequences: each frame the server must close on, and the largest let by. */
const frameExamples: [Frame[]][] = [
  ...[...notUtf8, ...violations].map((f): [Frame[]] => [[f]]),
  [[{ kind: 'text', data: deepJson(5_000) }]],
  [[{ kind: 'text', data: 'x'.repeat(MAX_FRAME_BYTES) }]],
  [[{ kind: 'text', data: 'x'.repeat(MAX_FRAME_BYTES + 1) }]],
  [[{ kind: 'binary', data: new Uint8Array(MAX_FRAME_BYTES + 1) }]],
  [[{ kind: 'fragments', data: ['x'.repeat(600), 'x'.repeat(600)] }]],
];

/** The code a frame closes its connection with: too large, not UTF-8, against the protocol; none if it is let by. */
function closes(f: Frame): number | undefined {
  if (f.kind === 'raw') return f.closes;
  if (f.kind === 'text' && Buffer.byteLength(f.data) > MAX_FRAME_BYTES) return 1009;
  if (f.kind === 'fragments' && f.data.reduce((sum, part) => sum + Buffer.byteLength(part), 0) > MAX_FRAME_BYTES)
    return 1009;
  if (f.kind === 'binary' && f.data.length > MAX_FRAME_BYTES) return 1009;
  return undefined;
}

function sendFrame(client: LiveClient, f: Frame): void {
  const { socket } = client;
  if (f.kind === 'text') socket.send(f.data);
  else if (f.kind === 'binary') socket.send(f.data, { binary: true });
  else if (f.kind === 'ping') socket.ping(f.data);
  else if (f.kind === 'pong') socket.pong(f.data);
  else if (f.kind === 'fragments')
    f.data.forEach((part, index) => socket.send(part, { fin: index === f.data.length - 1 }));
  // ws writes only well-formed frames: these go to its TCP connection as they are.
  else (socket as unknown as { _socket: Socket })._socket.write(f.data);
}

describe(`fuzzing the live channel's frames (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED})`, () => {
  let ada: Agent;
  let bob: Agent;
  let bobId: string;
  beforeAll(async () => {
    ada = (await confirmedUser(api)).agent;
    bob = (await confirmedUser(api)).agent;
    bobId = create((await bob.get(apiRoutes.userInfo.path)).body, UserInfo).id;
  });

  /** Bob's page keeps its connection and hears what is for him. */
  async function bobStillHears(bobLive: LiveClient): Promise<void> {
    expect(bobLive.socket.readyState).toBe(WebSocket.OPEN);
    await answered(bobLive);
    const from = bobLive.messages.length;
    await api.app.meridian.database.db.transaction((tx) => notifyUsers(tx, [bobId]));
    await bobLive.next(isReload, { from });
  }

  it('survives any generated frame: junk is ignored, a frame too large, not UTF-8 or against the protocol closes its own connection only', async () => {
    const bobLive = await connect(bob);
    const adaTab = await connect(ada);
    await check(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 6 }), async (frames) => {
        const client = await connect(ada);
        client.socket.on('error', () => {});
        let fatal: number | undefined;
        for (const f of frames) {
          sendFrame(client, f);
          fatal = closes(f);
          if (fatal !== undefined) break;
        }
        if (fatal !== undefined) {
          expect((await client.closed).code, JSON.stringify(frames).slice(0, 2_000)).toBe(fatal);
          return;
        }
        // Still open and answered: the junk changed nothing, and nothing but pongs came back.
        await answered(client);
        expect(client.messages.every(isPong)).toBe(true);
        expect(client.messages.length).toBeLessThanOrEqual(frames.length + 1);
        client.close();
        await client.closed;
      }),
      RUNS * 2,
      frameExamples,
    );
    // The person's other page and another person's were never touched.
    expect(adaTab.socket.readyState).toBe(WebSocket.OPEN);
    await answered(adaTab);
    await bobStillHears(bobLive);
    await stillServes(ada);
    const response = await api.agent().get('/openapi.json');
    expect(response.status).toBe(200);
    adaTab.close();
    bobLive.close();
  });

  it(`answers ${MAX_FRAMES_PER_HEARTBEAT} frames a heartbeat and closes a connection that floods, not the person's other pages nor anyone else's`, async () => {
    const bobLive = await connect(bob);
    const adaTab = await connect(ada);
    const flood = MAX_FRAMES_PER_HEARTBEAT * 10;

    // Text pings: as many pongs as the allowance, then the connection is closed.
    const pinging = await connect(ada);
    for (let index = 0; index < flood; index += 1) pinging.send('ping');
    expect(await closedWithin(pinging)).toEqual({ code: 1008, reason: 'too many messages' });
    expect(pinging.messages).toEqual(Array.from({ length: MAX_FRAMES_PER_HEARTBEAT }, () => ({ type: 'pong' })));

    // Protocol pings, and junk that is otherwise ignored, count the same.
    const protocol = await connect(ada);
    for (let index = 0; index < flood; index += 1) protocol.socket.ping();
    expect(await closedWithin(protocol)).toMatchObject({ code: 1008 });
    const junkFlood = await connect(ada);
    for (let index = 0; index < flood; index += 1) junkFlood.send('{"type":"hello"}');
    expect(await closedWithin(junkFlood)).toMatchObject({ code: 1008 });

    // A flood costs that connection only: the person opens another at once, and nobody else noticed.
    expect(adaTab.socket.readyState).toBe(WebSocket.OPEN);
    await answered(adaTab);
    await bobStillHears(bobLive);
    await stillServes(ada);
    adaTab.close();
    bobLive.close();
  });
});
