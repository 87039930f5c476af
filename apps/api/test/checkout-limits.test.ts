// Limits of the public checkout that strangers reach: transaction hashes are checked before the
// chain is asked, and every look-up there counts; a link cannot be closed to new customers by a
// few clients opening sessions.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes, CHECKOUT_LIMITS } from '@meridian/contract';
const CHECKOUT_OPEN_SESSIONS = { perClient: 5, perLink: 200 };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { link, merchant, openSession, payer } from './support/checkout';
import { minutes, startApi, type TestApi } from './support/harness';
import { errorOf, path } from './support/workspaces';

/** Transaction hashes a client may send before 429 here (shrunk from the declared limit). */
const HASHES_MAX = 3;

/** A JSON-RPC endpoint on loopback that knows no transaction, and counts the look-ups. */
async function startEmptyChain() {
  const lookups: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const parsed = JSON.parse(text) as { id: number; method: string } | { id: number; method: string }[];
      const answer = (call: { id: number; method: string }) => {
        if (call.method === 'eth_getTransactionReceipt') lookups.push(call.method);
        const result = call.method === 'eth_chainId' ? '0x507' : null;
        return { jsonrpc: '2.0', id: call.id, result };
      };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    lookups,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let chain: Awaited<ReturnType<typeof startEmptyChain>>;
let api: TestApi;
beforeAll(async () => {
  chain = await startEmptyChain();
  api = await startApi(
    { CHAIN_RPC_1287: chain.url },
    { rateLimit: (limit) => (limit.name === 'checkout-transaction' ? { ...limit, max: HASHES_MAX } : limit) },
  );
});
afterAll(async () => {
  await api?.close();
  await chain?.close();
});

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('transaction hashes', () => {
  it('refuses what is not a transaction hash with 422 on the field, without asking the chain', async () => {
    const m = await merchant(api);
    const session = await openSession(payer(api), (await link(m)).slug, { token: 'DEV' });
    const url = path(apiRoutes.submitCheckoutTransaction.path, { id: session.id });
    const before = chain.lookups.length;
    const client = payer(api);
    for (const txHash of ['x', '0x1234', `${hash(1)}0`, `0x${'g'.repeat(64)}`, hash(1).slice(2)]) {
      const response = await client.post(url, { txHash });
      expect(response.status, txHash).toBe(422);
      expect(errorOf(response.body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'txHash', code: 'invalid' }],
      });
    }
    expect(chain.lookups.length).toBe(before);
  });

  it('counts every hash looked up on the chain, found or not: the client is limited, others are not', async () => {
    const m = await merchant(api);
    const session = await openSession(payer(api), (await link(m)).slug, { token: 'DEV' });
    const url = path(apiRoutes.submitCheckoutTransaction.path, { id: session.id });
    const client = payer(api);
    const before = chain.lookups.length;
    for (let n = 1; n <= HASHES_MAX; n += 1) {
      const unknown = await client.post(url, { txHash: hash(n) });
      expect(unknown.status).toBe(409);
      expect(errorOf(unknown.body).code).toBe('TRANSACTION_NOT_FOUND');
    }
    const limited = await client.post(url, { txHash: hash(HASHES_MAX + 1) });
    expect(limited.status).toBe(429);
    expect(errorOf(limited.body).code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(chain.lookups.length - before).toBe(HASHES_MAX);
    // Another client (the payer's own wallet page, say) still gets its hash read.
    expect((await payer(api).post(url, { txHash: hash(99) })).status).toBe(409);
    expect(chain.lookups.length - before).toBe(HASHES_MAX + 1);
  });
});

describe('opening sessions on a link', () => {
  /** A donation link, so each opening can choose its own amount (a new session each time). */
  const donation = async () => link(await merchant(api), { type: 'donation' });
  const opening = (slug: string) => path(apiRoutes.openCheckoutSession.path, { slug });

  it('gives a client that asks again its own open session back', async () => {
    const created = await donation();
    const client = payer(api);
    const first = await openSession(client, created.slug, { token: 'DEV', amount: '12.00' });
    const again = await openSession(client, created.slug, { token: 'DEV', amount: '12.00' });
    expect(again.id).toBe(first.id);
    // Other choices or another client: a session of their own.
    expect((await openSession(client, created.slug, { token: 'DEV', amount: '13.00' })).id).not.toBe(first.id);
    expect((await openSession(payer(api), created.slug, { token: 'DEV', amount: '12.00' })).id).not.toBe(first.id);
    // Once it expired, asking again opens a new one.
    api.clock.advance(minutes(20));
    expect((await openSession(client, created.slug, { token: 'DEV', amount: '12.00' })).id).not.toBe(first.id);
  });

  it('keeps a keyed digest of the opener’s address: the address alone does not give it back', async () => {
    const created = await donation();
    const client = payer(api);
    const session = await openSession(client, created.slug, { token: 'DEV', amount: '14.00' });
    const [row] = await api.app.meridian.database.script((runner) =>
      runner.query<{ opener: string }>('SELECT opener FROM checkout_sessions WHERE id = $1', [session.id]),
    );
    const label = `checkout-opener:${client.ip}`;
    // Not a plain hash, which anyone holding the database reverses by trying every IPv4 address.
    expect(row?.opener).not.toBe(createHash('sha256').update(label).digest('base64url'));
    expect(row?.opener).toBe(createHmac('sha256', api.app.meridian.addressHashKey).update(label).digest('base64url'));
  });

  it('stays open to an 11th customer after 10 clients sent every opening their address allows', async () => {
    const created = await donation();
    const attackers = Array.from({ length: 10 }, () => payer(api));
    for (const attacker of attackers) {
      const statuses: number[] = [];
      for (let i = 0; i < CHECKOUT_LIMITS.openIp.max; i += 1) {
        statuses.push((await attacker.post(opening(created.slug), { token: 'DEV', amount: `${i + 1}.00` })).status);
      }
      // Their own open sessions, then 429: each holds at most perClient of them.
      expect(statuses.filter((status) => status === 201)).toHaveLength(CHECKOUT_OPEN_SESSIONS.perClient);
      expect(statuses.slice(CHECKOUT_OPEN_SESSIONS.perClient).every((status) => status === 429)).toBe(true);
    }
    const customer = await payer(api).post(opening(created.slug), { token: 'DEV', amount: '25.00' });
    expect(customer.status).toBe(201);
  });

  // It opens the 200 sessions a link holds, one after another: give it the time that takes on a
  // busy machine (about 10 s on a quiet one).
  it(
    'counts only open sessions toward the link’s ceiling: the link takes new customers once some expire',
    { timeout: 240_000 },
    async () => {
      const created = await donation();
      const clients = CHECKOUT_OPEN_SESSIONS.perLink / CHECKOUT_OPEN_SESSIONS.perClient;
      for (let c = 0; c < clients; c += 1) {
        const client = payer(api);
        for (let i = 0; i < CHECKOUT_OPEN_SESSIONS.perClient; i += 1) {
          await openSession(client, created.slug, { token: 'DEV', amount: `${i + 1}.00` });
        }
      }
      const full = await payer(api).post(opening(created.slug), { token: 'DEV', amount: '5.00' });
      expect(full.status).toBe(429);
      expect(errorOf(full.body).code).toBe('RATE_LIMITED');
      const retryAfter = Number(full.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(20 * 60);
      api.clock.advance(retryAfter * 1000);
      expect((await payer(api).post(opening(created.slug), { token: 'DEV', amount: '5.00' })).status).toBe(201);
    },
  );
});
