#!/usr/bin/env node
// `pnpm bench:checkout`: how long a payer waits, from the block holding their payment to the
// checkout session reading Paid. It starts the local test chain (a block every BENCH_BLOCK_MS
// besides each transaction's own) and the API's production build (dist/main.js, as `pnpm
// bench:api` runs it, on a fresh embedded database; NODE_ENV=development, since production
// refuses the local chain), logs in as the demo account the API seeds (a verified Moonbeam
// wallet), adds a static link, then opens BENCH_SESSIONS sessions one after another, pays each
// from a funded account (the coin and a test token in turn) and polls the public session route
// every 100 ms until it is paid. Prints each time, the median and the worst, with the
// configuration; then the checkout page's initial JavaScript (scripts/bundle-size.mjs).
// The time starts when the payment's receipt shows it mined (the local chain mines a payment as it
// is sent); the blocks' own timestamps are no clock here: the chain stamps its interval blocks at
// least a second apart, so they run ahead of the time.
//
// Environment: BENCH_SESSIONS (20), BENCH_BLOCK_MS (1000), BENCH_POLL_MS (the watcher's
// WATCHER_POLL_MS, 1000), BENCH_CONFIRMATIONS (CHAIN_CONFIRMATIONS, 2), BENCH_SKIP_BUILD=1
// (reuse apps/api/dist), BENCH_SKIP_BUNDLE=1 (no dashboard build), BENCH_KEEP=1 (keep the
// temporary folder: the API's log).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { checkoutApi, formatUnits, loadChainModule, openBody } from './checkout-client.mjs';
import { freePort } from './free-port.mjs';
import { cleanupSteps, stopChild, waitForAnswer } from './processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiDir = join(root, 'apps/api');
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 20);
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 1000);
const POLL_MS = Number(process.env.BENCH_POLL_MS ?? 1000);
const CONFIRMATIONS = Number(process.env.BENCH_CONFIRMATIONS ?? 2);
const READ_EVERY_MS = 100;
const PAGE_ORIGIN = 'http://127.0.0.1:5173';
const PAYER_ACCOUNT = 1;
const cleanups = cleanupSteps();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startChain() {
  const apiRequire = createRequire(join(apiDir, 'package.json'));
  const tsxDir = dirname(apiRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href);
  const { startLocalChain, localChainEnv } = await tsImport('../apps/api/src/chain/index.ts', import.meta.url);
  const chain = await startLocalChain({ port: 0, blockIntervalMs: BLOCK_MS });
  cleanups.add(() => chain.stop());
  return { chain, env: localChainEnv(chain.rpcUrl, chain.tokens) };
}

/** The demo account's password, handed to the API, which creates the account with it (and never logs it). */
const DEMO_PASSWORD = `demo-${randomBytes(9).toString('base64url')}`;

async function startApi(env, logFile) {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: PAGE_ORIGIN,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  cleanups.add(() => stopChild(child));
  const url = `http://127.0.0.1:${port}`;
  await waitForAnswer(`${url}/health`, { child, logFile, intervalMs: 50 });
  return url;
}

/** Logs in as the demo account and adds a static link paying to its verified Moonbeam wallet. */
async function seedLink(url) {
  const password = DEMO_PASSWORD;
  const headers = { 'content-type': 'application/json', origin: PAGE_ORIGIN, 'sec-fetch-site': 'same-origin' };
  const login = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: 'demo', password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const companyId = (await (await fetch(`${url}/user/companies`, { headers: { cookie } })).json()).companies?.[0]?.id;
  const wallets = await (await fetch(`${url}/wallet?companyId=${companyId}`, { headers: { cookie } })).json();
  const wallet = wallets.wallets?.find((entry) => entry.platform === 'moonbeam' && entry.verified);
  if (!wallet) throw new Error(`no verified Moonbeam wallet in the demo workspace: ${JSON.stringify(wallets)}`);
  const created = await fetch(`${url}/payment-link/static`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      companyId,
      type: 'static',
      name: 'Checkout benchmark',
      amount: '20.00',
      environment: 'test',
      payoutWalletId: wallet.id,
    }),
  });
  if (created.status !== 201) throw new Error(`the link answered ${created.status}: ${await created.text()}`);
  return (await created.json()).slug;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The checkout page's initial JavaScript, when the dashboard's route table has a `checkout` route. */
async function checkoutBundle() {
  const bundle = await import('./bundle-size.mjs');
  const route = bundle.routes.find((entry) => entry.name === 'checkout');
  if (!route) return 'checkout page: not built';
  if (process.env.BENCH_SKIP_BUNDLE) return 'checkout page: not measured (BENCH_SKIP_BUNDLE)';
  const out = mkdtempSync(join(tmpdir(), 'bench-checkout-bundle-'));
  try {
    bundle.buildDashboard(out);
    const [measured] = bundle.measureRoutes(out, [route]);
    return `checkout page (${measured.path}): ${measured.kib.toFixed(1)} KiB of JavaScript before it shows (gzip)`;
  } catch (error) {
    return `checkout page: not built (${error instanceof Error ? error.message.split('\n')[0] : error})`;
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'meridian-bench-checkout-'));
  cleanups.add(() => {
    if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  });
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const { chain, env: chainEnv } = await startChain();
  const logFile = join(work, 'api.log');
  const url = await startApi(
    {
      ...chainEnv,
      DATA_DIR: join(work, 'data'),
      WATCHER_POLL_MS: String(POLL_MS),
      CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
      DEMO_PASSWORD,
    },
    logFile,
  );
  const slug = await seedLink(url);
  const { payOnLocalChain } = await loadChainModule();

  console.log(
    `\nCheckout: ${SESSIONS} sessions one after another, paid from funded account ${PAYER_ACCOUNT} on the local chain` +
      `\n  configuration: ${CONFIRMATIONS} confirmations, watcher polls every ${POLL_MS} ms, a block every ${BLOCK_MS} ms` +
      ` besides each payment's own, the session read every ${READ_EVERY_MS} ms (API: dist/main.js on PGlite)`,
  );
  const rows = [];
  for (let index = 0; index < SESSIONS; index += 1) {
    // Each session from a client address of its own, as separate payers (the API limits openings per address).
    const api = checkoutApi(url, { origin: PAGE_ORIGIN, clientIp: `198.51.100.${index + 1}` });
    const link = await api.link(slug);
    const token = index % 2 ? 'USDC' : 'DEV';
    const session = await api.open(slug, openBody(link, token));
    const sent = await payOnLocalChain(chain.rpcUrl, session, PAYER_ACCOUNT);
    let seenAt = null;
    for (;;) {
      const current = await api.session(session.id);
      if (seenAt === null && current.state !== 'open') seenAt = Date.now();
      if (current.state === 'paid') break;
      if (Date.now() - sent.minedAt > 120_000) throw new Error(`session ${session.id} not paid after 2 minutes`);
      await sleep(READ_EVERY_MS);
    }
    const paidAt = Date.now();
    const row = {
      token,
      amount: formatUnits(session.amount, session.token.decimals, session.token.symbol),
      seenMs: seenAt - sent.minedAt,
      paidMs: paidAt - sent.minedAt,
    };
    rows.push(row);
    console.log(
      `  ${String(index + 1).padStart(2)}. ${row.amount.padEnd(20)} seen ${String(row.seenMs).padStart(5)} ms, ` +
        `paid ${String(row.paidMs).padStart(5)} ms after it was mined (block ${sent.blockNumber})`,
    );
  }
  const paid = rows.map((row) => row.paidMs);
  const seen = rows.map((row) => row.seenMs);
  console.log(
    `\n  mined to Paid:        median ${median(paid)} ms, worst ${Math.max(...paid)} ms` +
      `\n  mined to Processing:  median ${median(seen)} ms, worst ${Math.max(...seen)} ms`,
  );
  console.log(`\n${await checkoutBundle()}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
