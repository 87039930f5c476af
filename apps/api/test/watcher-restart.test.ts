// The chain watcher across processes: the API runs as a child process (src/main.ts, as `npm
// start` runs it) against the local test chain of this process.
//
// - Killed mid-scan (SIGKILL, no shutdown), the next process on the same database goes on from
//   the last block written: every payment recorded exactly once, none missed, every session paid.
// - Two processes on one PostgreSQL database: one watches the chain, the other stands by; when
//   the watching one is killed, the other takes the watch and records the payments that follow.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoutes, PaymentListResponse, type CheckoutSession as Session } from '@meridian/contract';
import { create } from 'superstruct';
import { createPublicClient, createWalletClient, erc20Abi, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { localChainEnv, localViemChain, startLocalChain, type LocalChain } from '../src/chain';
import { killApiProcesses, startApiProcess, type ApiProcess } from './support/api-process';
import { link, merchant, openSession, payer, readSession, type Merchant } from './support/checkout';
import { freshDatabase } from './support/harness';
import { scratchDir } from './support/scratch';

const POLL_MS = 100;
const dirs: string[] = [];

let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain({ port: 0 });
});
afterEach(() => killApiProcesses());
afterAll(async () => {
  killApiProcesses();
  await chain?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const client = () =>
  createPublicClient({ chain: localViemChain(chain.rpcUrl), transport: http(chain.rpcUrl), pollingInterval: 20 });
/**
 * Mines empty blocks one by one (`hardhat_mine` reserves a range whose blocks' parent hashes do
 * not all match the hashes read before, which the watcher takes for a reorg under way).
 */
async function mine(blocks: number) {
  for (let index = 0; index < blocks; index += 1) await client().request({ method: 'evm_mine' } as never);
}
const payerWallet = () =>
  createWalletClient({
    account: privateKeyToAccount(chain.accounts[0]!.privateKey),
    chain: localViemChain(chain.rpcUrl),
    transport: http(chain.rpcUrl),
    pollingInterval: 20,
  });

/** Pays a session its exact amount from funded account 0 (the coin or a token); waits for the receipt. */
async function pay(session: Session): Promise<Hex> {
  const wallet = payerWallet();
  const token = chain.tokens.find((entry) => entry.symbol === session.token.symbol);
  const hash = token
    ? await wallet.writeContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [session.payTo as Address, BigInt(session.amount)],
      })
    : await wallet.sendTransaction({ to: session.payTo as Address, value: BigInt(session.amount) });
  const receipt = await client().waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return hash;
}

/** The environment of an API process watching the local chain, polling every POLL_MS. */
function apiEnv(database: Record<string, string>): Record<string, string> {
  // A folder of its own for what the API keeps beside the database (its storage secret).
  const dataDir = database.DATA_DIR ?? mkdtempSync(join(scratchDir(), 'meridian-watcher-test-'));
  if (!database.DATA_DIR) dirs.push(dataDir);
  return {
    DATA_DIR: dataDir,
    ...database,
    ...localChainEnv(chain.rpcUrl, chain.tokens),
    WATCHER_POLL_MS: String(POLL_MS),
    CHAIN_CONFIRMATIONS: '2',
  };
}

/** The workspace's payments (at most 100) as its owner reads them. */
async function payments(m: Merchant, limit = 100) {
  const response = await m.owner.agent.get(`${apiRoutes.listPayments.path}?companyId=${m.company.id}&limit=${limit}`);
  expect(response.status).toBe(200);
  return create(response.body, PaymentListResponse);
}

async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value)) {
    if (Date.now() > deadline) throw new Error(`never got there: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

/**
 * The same merchant, reached through another process on the same database: its agent carries
 * the same session cookies to the other address.
 */
function through(api: ApiProcess, m: Merchant): Merchant {
  const agent = api.agent();
  for (const [name, value] of m.owner.agent.jar) agent.jar.set(name, value);
  return { ...m, owner: { ...m.owner, agent } };
}

/** Every session paid once in full, and each transfer recorded once (chain, hash, log index). */
async function expectPaidOnce(api: ApiProcess, m: Merchant, sessions: Session[], hashes: Hex[]) {
  const list = await payments(through(api, m));
  expect(list.total).toBe(sessions.length);
  const keys = list.payments.map((p) => `${p.txHash}:${p.logIndex}`);
  expect(new Set(keys).size).toBe(sessions.length);
  expect(list.payments.map((p) => p.txHash).sort()).toEqual([...hashes].sort());
  expect(list.payments.every((p) => p.state === 'confirmed' && p.match === 'amount')).toBe(true);
  for (const session of sessions) {
    const read = await readSession(payer(api), session.id);
    expect(read).toMatchObject({ state: 'paid', exception: null, received: session.amount });
    expect(read.payments).toHaveLength(1);
  }
}

describe('the chain watcher in a process killed mid-scan', () => {
  it('records every payment exactly once after a restart, none missed', { timeout: 240_000 }, async () => {
    const database = await freshDatabase();
    try {
      const env = apiEnv(database.env);
      const first = await startApiProcess(env);
      await first.waitForOutput(/"msg":"watching chain 1281"/);
      const m = await merchant(first, { address: chain.accounts[1]!.address });
      const created = await link(m);
      // 30 sessions, the coin and a test token in turn.
      const sessions: Session[] = [];
      for (let index = 0; index < 30; index += 1) {
        sessions.push(await openSession(payer(first), created.slug, { token: index % 2 ? 'USDC' : 'DEV' }));
      }
      // The first payment seen while the process runs: its cursor is in the database.
      const hashes = [await pay(sessions[0]!)];
      await eventually(
        () => readSession(payer(first), sessions[0]!.id),
        (s) => s.state === 'processing',
      );
      await first.kill('SIGKILL');

      // While no process watches: 29 payments spread over about 90 blocks.
      for (const session of sessions.slice(1)) {
        hashes.push(await pay(session));
        await mine(2);
      }

      // The next process catches up, and is killed while it is at it.
      const second = await startApiProcess(env);
      await second.waitForOutput(/chain 1281: catching up/);
      const seen = await eventually(
        async () => (await payments(through(second, m), 1)).total,
        (total) => total >= 5,
      );
      await second.kill('SIGKILL');
      expect(seen).toBeLessThan(sessions.length);

      // The third goes on from the last block the second wrote.
      const third = await startApiProcess(env);
      await eventually(
        async () => (await payments(through(third, m), 1)).total,
        (total) => total === sessions.length,
      );
      await mine(2);
      for (const session of sessions) {
        await eventually(
          () => readSession(payer(third), session.id),
          (s) => s.state === 'paid',
        );
      }
      await expectPaidOnce(third, m, sessions, hashes);
      const unmatched = await through(third, m).owner.agent.get(
        `${apiRoutes.listUnmatchedPayments.path}?companyId=${m.company.id}`,
      );
      expect(create(unmatched.body, PaymentListResponse).total).toBe(0);
      await third.kill('SIGTERM');
    } finally {
      killApiProcesses();
      await database.cleanup();
    }
  });
});

describe.runIf(inject('dbDriver') === 'postgres')('two API processes on one PostgreSQL database', () => {
  it('lets one of them watch the chain, and the other take over when it is killed', { timeout: 240_000 }, async () => {
    const database = await freshDatabase();
    try {
      const env = apiEnv(database.env);
      const a = await startApiProcess(env);
      await a.waitForOutput(/"msg":"watching chain 1281"/);
      const b = await startApiProcess(env);
      await b.waitForOutput(/standing by: another instance watches chain 1281/);

      const m = await merchant(a, { address: chain.accounts[2]!.address });
      const created = await link(m);
      const sessions: Session[] = [];
      for (let index = 0; index < 6; index += 1) {
        sessions.push(await openSession(payer(index % 2 ? a : b), created.slug, { token: index % 2 ? 'DAI' : 'DEV' }));
      }
      const hashes: Hex[] = [];
      for (const session of sessions.slice(0, 3)) hashes.push(await pay(session));
      await mine(2);
      for (const session of sessions.slice(0, 3)) {
        await eventually(
          () => readSession(payer(b), session.id),
          (s) => s.state === 'paid',
        );
      }
      await expectPaidOnce(b, m, sessions.slice(0, 3), hashes);
      // One of them watched: the other never did.
      expect(b.output()).not.toMatch(/"msg":"watching chain 1281"/);

      const watched = b.output().length;
      await a.kill('SIGKILL');
      const killedAt = Date.now();
      await b.waitForOutput(/"msg":"watching chain 1281"/, { from: watched });
      // At its next try of the watch's lock (every five polls), with room for a busy machine.
      expect(Date.now() - killedAt).toBeLessThan(5 * POLL_MS + 7500);

      for (const session of sessions.slice(3)) hashes.push(await pay(session));
      await mine(2);
      for (const session of sessions.slice(3)) {
        await eventually(
          () => readSession(payer(b), session.id),
          (s) => s.state === 'paid',
        );
      }
      await expectPaidOnce(b, m, sessions, hashes);
      await b.kill('SIGTERM');
      expect(b.output()).toMatch(/"msg":"stopped watching chain 1281"/);
    } finally {
      killApiProcesses();
      await database.cleanup();
    }
  });
});
