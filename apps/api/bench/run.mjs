#!/usr/bin/env node
// `pnpm bench:api`: each of Meridian's authenticated list routes against its floor, the same route
// written by hand (bench/floor.mjs) on the same stack and database, first on a throwaway
// PostgreSQL 15, then on the embedded PGlite. The API runs as in production: the compiled
// dist/main.js, NODE_ENV=production, logging at info to a file.
//
// The machine may be busy with other work, so each route and its floor are measured next to each
// other, in turns (floor first in odd rounds, the route first in even ones), for several rounds;
// each round gives the route's ratios to the floor measured beside it, and the table shows the
// median of the rounds. Per measurement: p50/p99 at a fixed rate the floors hold easily, then
// saturated requests/s (50 connections), and the CPU time per request of the server (and of
// PostgreSQL's processes) during the saturated run.
//
// Environment: BENCH_DRIVERS (postgres,pglite), BENCH_ROUNDS (3), BENCH_SATURATED_S (2),
// BENCH_FIXED_S (1.5), BENCH_RATE (300 requests/s on PostgreSQL), BENCH_PGLITE_RATE (100 on
// PGlite), BENCH_SKIP_BUILD=1 (reuse dist/),
// BENCH_KEEP=1 (keep temp folders), BENCH_ONLY=<part of a route's name>,
// BENCH_CPU_PROF=<folder> (the API runs with node --cpu-prof, profiles written there; the floor's in
// <folder>/floor).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../../../scripts/free-port.mjs';
import { cleanupSteps, stopChild, waitForAnswer } from '../../../scripts/processes.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drivers = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').filter(Boolean);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SATURATED_S = Number(process.env.BENCH_SATURATED_S ?? 2);
const FIXED_S = Number(process.env.BENCH_FIXED_S ?? 1.5);
/** The fixed rates, well under what the floors answer (over 1,000/s on PostgreSQL, about 250/s on PGlite). */
const RATES = { postgres: Number(process.env.BENCH_RATE ?? 300), pglite: Number(process.env.BENCH_PGLITE_RATE ?? 100) };
const PAUSE_MS = 300;
const MEMBERS = 20;
const INVITES = 5;
/** Other workspaces: the demo account is a member of the first OTHER_MEMBER_OF, invited by the rest. */
const OTHER_WORKSPACES = 5;
const OTHER_MEMBER_OF = 2;
/** Payment links added to the demo workspace (beside the demo's own seven). */
const LINKS = 10_000;
/** The first page of the link list: its default size. */
const LINK_PAGE = 20;
/** Checkout sessions (each paid by one transfer) on one link of the demo workspace, and its id. */
const SESSIONS = 2_000;
const PAID_LINK_ID = randomUUID();
/** Transfers to the demo's proved address that no session claims (the unmatched inbox). */
const UNMATCHED = 500;
/** Events in the demo workspace's stream. */
const EVENTS = 5_000;
/** The links' public addresses start with it, in the API's answers and the floor's. */
const PUBLIC_URL = 'http://127.0.0.1:5173';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const cleanups = cleanupSteps();

/**
 * The routes measured: every authenticated list route of the contract (GET, signed in, a list in
 * the answer), each with the length its list has after seeding. bench/floor.mjs answers each
 * path by hand. A new list route goes in this table, with its floor in bench/floor.mjs.
 */
const ROUTES = [
  { name: 'GET /company/:id/members', path: (c) => `/company/${c}/members`, list: 'members', length: MEMBERS },
  {
    name: 'GET /company/:id/members/invites',
    path: (c) => `/company/${c}/members/invites`,
    list: 'invites',
    length: INVITES,
  },
  { name: 'GET /user/companies', path: () => '/user/companies', list: 'companies', length: 1 + OTHER_MEMBER_OF },
  {
    name: 'GET /company/invites',
    path: () => '/company/invites',
    list: 'invites',
    length: OTHER_WORKSPACES - OTHER_MEMBER_OF,
  },
  // The links page as it first opens: the default filters, sort and page size.
  { name: 'GET /payment-link', path: (c) => `/payment-link?companyId=${c}`, list: 'links', length: LINK_PAGE },
  // The dashboard's newest payments as it first opens (the demo's year of payments, 10 a page).
  {
    name: 'GET /dashboard/recent-payments',
    path: (c) => `/dashboard/recent-payments?companyId=${c}`,
    list: 'payments',
    length: 10,
  },
  // The payments lists and the events list as their pages first open (20, newest first, and the total).
  { name: 'GET /payments', path: (c) => `/payments?companyId=${c}`, list: 'payments', length: LINK_PAGE },
  {
    name: 'GET /payments/unmatched',
    path: (c) => `/payments/unmatched?companyId=${c}`,
    list: 'payments',
    length: LINK_PAGE,
  },
  {
    name: 'GET /payment-link/:id/payments',
    path: () => `/payment-link/${PAID_LINK_ID}/payments`,
    list: 'payments',
    length: LINK_PAGE,
  },
  { name: 'GET /wallet', path: (c) => `/wallet?companyId=${c}`, list: 'wallets', length: 2 },
  { name: 'GET /events', path: (c) => `/events?companyId=${c}`, list: 'events', length: LINK_PAGE },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function asPostgres(args) {
  const result = spawnSync('runuser', ['-u', 'postgres', '--', ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args[0]} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A throwaway PostgreSQL 15, as the API tests start it (durability off, loopback only). */
async function startPostgres() {
  if (!existsSync(`${PG_BIN}/pg_ctl`)) throw new Error(`PostgreSQL 15 is missing (${PG_BIN})`);
  const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(dir, uid, gid);
  const dataDir = join(dir, 'db');
  asPostgres([`${PG_BIN}/initdb`, '-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  asPostgres([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  cleanups.add(() => {
    asPostgres([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir };
}

/** Starts the production build; resolves once it answers, with the start-up time. */
async function startApi(env, logFile) {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const started = Date.now();
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'dist/main.js'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      STORAGE_SECRET: 'bench-storage-secret-0123456789abcdef',
      API_KEY_PEPPER: 'bench-api-key-pepper-0123456789abcdef',
      ADDRESS_HASH_SECRET: 'bench-address-hash-secret-0123456789abcdef',
      // Production requires a real identity provider; the bench calls none of its routes.
      IDENTITY_PROVIDER_URL: 'http://127.0.0.1:9/identity',
      IDENTITY_PROVIDER_SECRET: 'bench-identity-secret-0123456789abcdef',
      INTEGRATION_SECRET: '6a'.repeat(32),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const stop = () => stopChild(child);
  cleanups.add(stop);
  const startupMs = await waitForAnswer(`http://127.0.0.1:${port}/health`, { child, logFile, since: started });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, startupMs, stop };
}

async function startFloor(env, logFile) {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}/floor`]
    : [];
  const child = spawn(process.execPath, [...profile, 'bench/floor.mjs'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, FLOOR_PORT: String(port), PUBLIC_URL, ...env },
    stdio: ['ignore', out, out],
  });
  const stop = () => stopChild(child);
  cleanups.add(stop);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`floor exited:\n${readFileSync(logFile, 'utf8')}`);
    if (readFileSync(logFile, 'utf8').includes('FLOOR READY')) break;
    await sleep(20);
  }
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

/** The demo account's password: handed to the first start, which creates the account with it. */
const DEMO_PASSWORD = `demo-${randomBytes(9).toString('base64url')}`;

/** Logs in as the demo account the first start seeded; returns the cookie header. */
async function signIn(url) {
  const password = DEMO_PASSWORD;
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const companies = await fetch(`${url}/user/companies`, { headers: { cookie } });
  const body = await companies.json();
  const companyId = body.companies?.[0]?.id;
  if (!companyId) throw new Error(`no workspace: ${JSON.stringify(body)}`);
  return { cookie, companyId };
}

/**
 * In SQL: 19 more members (20 with the demo owner), a few pending invitations and 10,000 payment
 * links in the demo workspace; other workspaces, each owned by one of those members, the demo
 * account a member of some and invited to the others.
 */
function seedStatements(companyId) {
  const statements = [];
  const demo = `(SELECT id FROM users WHERE username = 'demo')`;
  const userIds = [];
  for (let index = 1; index < MEMBERS; index += 1) {
    const userId = randomUUID();
    userIds.push(userId);
    const name = `bench${String(index).padStart(2, '0')}`;
    statements.push([
      `INSERT INTO users (id, username, display_username, email, password_hash, country, language, name,
         email_verified_at, terms_accepted_at, password_changed_at, created_at, updated_at)
       VALUES ($1, $2, $2, $3, 'x', 'US', 'en', $4, now(), now(), now(), now(), now())`,
      [userId, name, `${name}@example.com`, index % 4 === 0 ? null : `Bench Member ${index}`],
    ]);
    statements.push([
      `INSERT INTO memberships (id, company_id, user_id, privilege, joined_at)
       VALUES ($1, $2, $3, $4, now() + ($5 || ' seconds')::interval)`,
      [randomUUID(), companyId, userId, ['admin', 'developer', 'viewer'][index % 3], String(index)],
    ]);
  }
  for (let index = 0; index < INVITES; index += 1) {
    statements.push([
      `INSERT INTO invites (id, company_id, email, privilege, invited_by, status, created_at, expires_at)
       VALUES ($1, $2, $3, 'viewer', ${demo}, 'pending', now() - ($4 || ' minutes')::interval, now() + interval '7 days')`,
      [randomUUID(), companyId, `invitee${index}@example.com`, String(index)],
    ]);
  }
  for (let index = 0; index < OTHER_WORKSPACES; index += 1) {
    const otherId = randomUUID();
    const ownerId = userIds[index];
    statements.push([
      `INSERT INTO companies (id, name, size, use_cases, country, currency, domain_token, domain_verified_at,
         created_by, created_at, updated_at)
       VALUES ($1, $2, '11-50', '{}', 'FR', 'EUR', $3, ${index % 2 === 0 ? 'now()' : 'NULL'}, $4, now(), now())`,
      [otherId, `Bench Workspace ${index + 1}`, randomUUID(), ownerId],
    ]);
    statements.push([
      `INSERT INTO memberships (id, company_id, user_id, privilege, joined_at) VALUES ($1, $2, $3, 'owner', now())`,
      [randomUUID(), otherId, ownerId],
    ]);
    if (index < OTHER_MEMBER_OF) {
      statements.push([
        `INSERT INTO memberships (id, company_id, user_id, privilege, joined_at)
         VALUES ($1, $2, ${demo}, $3, now() + ($4 || ' seconds')::interval)`,
        [randomUUID(), otherId, index === 0 ? 'admin' : 'viewer', String(index + 1)],
      ]);
    } else {
      statements.push([
        `INSERT INTO invites (id, company_id, email, privilege, invited_by, status, created_at, expires_at)
         VALUES ($1, $2, 'demo@example.com', 'developer', $3, 'pending', now() - ($4 || ' minutes')::interval,
           now() + interval '7 days')`,
        [randomUUID(), otherId, ownerId, String(10 - index)],
      ]);
    }
  }
  // The links in one statement: the three types, a fifth of them archived, a spread of creation
  // times, paying to the demo's Moonbeam wallet, numbered after the demo's own links.
  statements.push([
    `INSERT INTO payment_links (id, company_id, number, type, name, status, environment, amount_cents,
       minimum_cents, suggested_cents, message, redirect_url, payout_wallet_id, collect_email, collect_billing,
       vat_rate_bp, recipient_name, recipient_email, summary, slug, created_by, created_at, updated_at, currency)
     SELECT gen_random_uuid(), $1, (SELECT max(number) FROM payment_links WHERE company_id = $1) + n, kind,
       'Bench link ' || n, (ARRAY['active', 'active', 'disabled', 'active', 'archived'])[1 + n % 5],
       CASE WHEN n % 3 = 0 THEN 'live' ELSE 'test' END,
       CASE WHEN kind = 'donation' THEN NULL ELSE 100 + n % 9900 END,
       CASE WHEN kind = 'donation' AND n % 2 = 0 THEN 100 + n % 400 END,
       CASE WHEN kind = 'donation' AND n % 4 = 1 THEN ARRAY[500, 1000, 2500]::bigint[] ELSE '{}' END,
       CASE WHEN n % 4 = 0 THEN 'Thank you for your order!' END,
       CASE WHEN n % 5 = 0 THEN 'https://shop.example/thanks' END,
       (SELECT id FROM wallets WHERE company_id = $1 AND network = 'moonbeam' ORDER BY created_at LIMIT 1),
       n % 2 = 0, kind = 'dynamic', CASE WHEN n % 7 = 0 THEN 2150 END,
       CASE WHEN kind = 'dynamic' THEN 'Recipient ' || n END,
       CASE WHEN kind = 'dynamic' THEN 'recipient' || n || '@example.com' END,
       CASE WHEN kind = 'dynamic' THEN 'Order ' || n END,
       'bench' || lpad(n::text, 17, '0'), ${demo},
       now() - (n * 37 || ' seconds')::interval, now() - (n * 37 || ' seconds')::interval,
       CASE WHEN n % 4 = 0 THEN 'EUR' ELSE 'USD' END
     FROM generate_series(1, $2::int) AS n,
       LATERAL (SELECT (ARRAY['static', 'donation', 'dynamic'])[1 + n % 3] AS kind) AS kinds`,
    [companyId, LINKS],
  ]);
  // One static link paid SESSIONS times (a session and its one transfer each, a quarter still
  // confirming, a few open or past their deadline), UNMATCHED stray transfers to the demo's
  // proved address, the chain head the watcher saw, and EVENTS events in the stream.
  const payout = `(SELECT id FROM wallets WHERE company_id = $1 AND network = 'moonbeam' ORDER BY created_at LIMIT 1)`;
  const payTo = `(SELECT address FROM wallets WHERE company_id = $1 AND network = 'moonbeam' ORDER BY created_at LIMIT 1)`;
  statements.push([
    `INSERT INTO payment_links (id, company_id, number, type, name, status, environment, amount_cents, minimum_cents,
       suggested_cents, payout_wallet_id, collect_email, collect_billing, slug, created_by, created_at, updated_at,
       currency)
     VALUES ($2, $1, (SELECT max(number) FROM payment_links WHERE company_id = $1) + 1, 'static', 'Bench paid link',
       'active', 'test', 4990, NULL, '{}', ${payout}, false, false, 'benchpaidlink000000000', ${demo},
       now() - interval '30 days', now() - interval '30 days', 'USD')`,
    [companyId, PAID_LINK_ID],
  ]);
  statements.push([
    `INSERT INTO checkout_sessions (id, company_id, link_id, environment, chain_id, pay_to, token_symbol,
       token_address, token_decimals, amount, rate, rate_at, rate_sandbox, subtotal_cents, vat_cents, total_cents,
       state, exception, expires_at, hold_until, amount_held, paid_at, created_at, updated_at, currency,
       rate_source, usd_per_unit, total_usd_cents)
     SELECT gen_random_uuid(), $1, $2, 'test', 1281, ${payTo}, 'DEV', NULL, 18, 199600000000000000000 + n, '0.25',
       now() - (n * 60 || ' seconds')::interval, true, 4990, 0, 4990,
       (ARRAY['paid', 'paid', 'processing', 'open'])[1 + n % 4], NULL,
       now() - (n * 60 || ' seconds')::interval + interval '20 minutes',
       now() - (n * 60 || ' seconds')::interval + interval '1 day 20 minutes', false,
       CASE WHEN n % 4 < 2 THEN now() - (n * 60 || ' seconds')::interval + interval '2 minutes' END,
       now() - (n * 60 || ' seconds')::interval, now() - (n * 60 || ' seconds')::interval, 'USD', 'sandbox',
       '{"USD":"1"}'::jsonb, 4990
     FROM generate_series(1, $3::int) AS n`,
    [companyId, PAID_LINK_ID, SESSIONS],
  ]);
  statements.push([
    `INSERT INTO payments (id, company_id, session_id, environment, chain_id, tx_hash, log_index, block_number,
       block_hash, from_address, to_address, token_symbol, token_address, token_decimals, amount, state, match,
       detected_at, confirmed_at, reverted_at, currency, rate, rate_source, rate_at, usd_per_unit)
     SELECT gen_random_uuid(), s.company_id, s.id, 'test', 1281, '0x' || md5(s.id::text) || md5(s.id::text || 't'), -1,
       100000 + row_number() OVER (ORDER BY s.created_at), '0x' || md5(s.id::text || 'b') || md5(s.id::text || 'h'),
       '0x3Cd0A705a2DC65e5b1E1205896BaA2be8A07c6e0', s.pay_to, 'DEV', NULL, 18, s.amount,
       CASE WHEN s.state = 'paid' THEN 'confirmed' ELSE 'pending' END, 'amount',
       s.created_at + interval '1 minute', s.paid_at, NULL, s.currency, s.rate, s.rate_source, s.rate_at,
       s.usd_per_unit
     FROM checkout_sessions s WHERE s.link_id = $1 AND s.state IN ('paid', 'processing')`,
    [PAID_LINK_ID],
  ]);
  statements.push([
    `INSERT INTO payments (id, company_id, session_id, environment, chain_id, tx_hash, log_index, block_number,
       block_hash, from_address, to_address, token_symbol, token_address, token_decimals, amount, state, match,
       detected_at, confirmed_at, reverted_at)
     SELECT gen_random_uuid(), NULL, NULL, 'test', 1281, '0x' || md5('stray' || n) || md5('stray-tx' || n), -1,
       90000 + n, '0x' || md5('stray-block' || n) || md5('stray-hash' || n),
       '0x3Cd0A705a2DC65e5b1E1205896BaA2be8A07c6e0', ${payTo}, 'DEV', NULL, 18, 1000000000000 + n, 'confirmed', NULL,
       now() - (n * 90 || ' seconds')::interval, now() - (n * 90 || ' seconds')::interval, NULL
     FROM generate_series(1, $2::int) AS n`,
    [companyId, UNMATCHED],
  ]);
  statements.push([
    `INSERT INTO chain_cursors (chain_id, block_number, block_hash, updated_at)
     VALUES (1281, 200000, '0x' || md5('head') || md5('head-hash'), now())
     ON CONFLICT (chain_id) DO UPDATE SET block_number = 200000`,
    [],
  ]);
  statements.push([
    `INSERT INTO events (company_id, type, object_type, object_id, data, created_at)
     SELECT $1, (ARRAY['checkout.opened', 'payment.detected', 'checkout.paid'])[1 + n % 3],
       CASE WHEN n % 3 = 1 THEN 'payment' ELSE 'checkout_session' END, gen_random_uuid(),
       jsonb_build_object('sessionId', gen_random_uuid(), 'state', 'paid', 'amount', (1000 + n)::text,
         'token', jsonb_build_object('symbol', 'DEV', 'contract', NULL, 'decimals', 18)),
       now() - ((5000 - n) * 10 || ' seconds')::interval
     FROM generate_series(1, $2::int) AS n`,
    [companyId, EVENTS],
  ]);
  // The planner's statistics, as a database in use has them (PostgreSQL's autovacuum gathers them
  // a while after such an insert; PGlite runs no autovacuum). Without them PostgreSQL takes the
  // workspace for a couple of dozen links and sorts all 10,000 for a page.
  statements.push(['ANALYZE', []]);
  return statements;
}

async function seedPostgres(databaseUrl, companyId) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const [text, values] of seedStatements(companyId)) await client.query(text, values);
  await client.end();
}

async function seedPglite(pgDir, companyId) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(pgDir);
  for (const [text, values] of seedStatements(companyId)) await client.query(text, values);
  await client.close();
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * One measurement: p50 and p99 at the fixed rate, then saturated requests/s; then a pause, so
 * that what the saturated run left queued is done before anything else is measured.
 */
async function measure(url, cookie, rate, meter) {
  const headers = { cookie };
  const fixed = await cannon({ url, headers, connections: 10, overallRate: rate, duration: FIXED_S });
  const stop = meter.start();
  const saturated = await cannon({ url, headers, connections: 50, duration: SATURATED_S });
  const cpuMs = stop();
  await sleep(PAUSE_MS);
  const failures = saturated.non2xx + saturated.errors + fixed.non2xx + fixed.errors;
  if (failures > 0) throw new Error(`${url}: ${failures} requests failed`);
  return {
    rps: rps(saturated),
    p50: fixed.latency.p50,
    p99: fixed.latency.p99,
    cpuUs: (cpuMs.total * 1000) / Math.max(1, saturated.requests.total),
    serverUs: (cpuMs.server * 1000) / Math.max(1, saturated.requests.total),
  };
}

/** The route's answer and its floor's must be the same bytes, with the list as long as seeded. */
async function checkAnswers(route, apiUrl, floorUrl, cookie) {
  const [api, floor] = await Promise.all(
    [apiUrl, floorUrl].map(async (url) => {
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
      return response.text();
    }),
  );
  if (api !== floor) throw new Error(`${route.name}: the floor's answer differs from the API's:\n${api}\n${floor}`);
  const length = JSON.parse(api)[route.list]?.length;
  if (length !== route.length) throw new Error(`${route.name}: ${length} items, ${route.length} expected`);
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time (user and system, ms) of each running process, by pid, with its parent's pid. */
function processTimes() {
  const times = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // Fields after the command name (which may hold spaces), from field 3 (state) on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    times.set(Number(entry), { ppid: Number(fields[1]), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS });
  }
  return times;
}

/**
 * A meter of the CPU time one server uses: its own process, plus PostgreSQL's processes (the
 * postmaster and its children, the connections' backends) when `postmasterPid` is given. The
 * client's own CPU (autocannon, here) is not counted.
 */
function cpuMeter(serverPid, postmasterPid) {
  const sample = () => {
    const times = processTimes();
    const counted = new Map();
    for (const [pid, entry] of times) {
      if (pid === serverPid || (postmasterPid && (pid === postmasterPid || entry.ppid === postmasterPid))) {
        counted.set(pid, entry.ms);
      }
    }
    return counted;
  };
  return {
    start() {
      const before = sample();
      return () => {
        const ms = { server: 0, total: 0 };
        for (const [pid, after] of sample()) {
          const used = after - (before.get(pid) ?? 0);
          ms.total += used;
          if (pid === serverPid) ms.server += used;
        }
        return ms;
      };
    },
  };
}

/** Requests answered per second of a run. */
const rps = (result) => result.requests.total / (result.duration || 1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function benchDriver(driver, work) {
  const dataDir = join(work, `${driver}-data`);
  const logFile = join(work, `${driver}-api.log`);
  const postgres = driver === 'postgres' ? await startPostgres() : null;
  const databaseUrl = postgres?.url ?? null;
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  const env = { ...dbEnv, STORAGE_DIR: join(work, `${driver}-storage`) };

  // First start: migrations and the demo account on an empty database. Production never creates
  // one, so this start runs the same build as development, with the password chosen here.
  const first = await startApi({ ...env, NODE_ENV: 'development', DEMO_PASSWORD }, logFile);
  const { cookie, companyId } = await signIn(first.url);
  await first.stop();
  let floorEnv;
  if (databaseUrl) {
    await seedPostgres(databaseUrl, companyId);
    floorEnv = { DATABASE_URL: databaseUrl };
  } else {
    await seedPglite(join(dataDir, 'pglite'), companyId);
    // One process per PGlite folder: the floor reads a copy.
    const copy = join(work, 'pglite-floor');
    cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.endsWith('pglite.lock') });
    floorEnv = { FLOOR_PGLITE_DIR: join(copy, 'pglite') };
  }
  const api = await startApi(env, logFile);
  const floor = await startFloor(floorEnv, join(work, `${driver}-floor.log`));
  const postmasterPid = postgres
    ? Number(readFileSync(join(postgres.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    : undefined;
  const meters = { api: cpuMeter(api.pid, postmasterPid), floor: cpuMeter(floor.pid, postmasterPid) };

  const pairs = ROUTES.filter((route) => route.name.includes(process.env.BENCH_ONLY ?? '')).map((route) => ({
    route,
    api: `${api.url}${route.path(companyId)}`,
    floor: `${floor.url}${route.path(companyId)}`,
    runs: [],
  }));
  for (const pair of pairs) await checkAnswers(pair.route, pair.api, pair.floor, cookie);
  // Warm-up: JIT, connection pools, caches.
  for (const pair of pairs) {
    for (const url of [pair.api, pair.floor]) {
      await cannon({ url, headers: { cookie }, connections: 50, duration: 1 });
      await sleep(PAUSE_MS);
    }
  }
  const rate = RATES[driver];

  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const pair of pairs) {
      const floorFirst = round % 2 === 1;
      const floorRun = () => measure(pair.floor, cookie, rate, meters.floor);
      const apiRun = () => measure(pair.api, cookie, rate, meters.api);
      const earlier = await (floorFirst ? floorRun : apiRun)();
      const later = await (floorFirst ? apiRun : floorRun)();
      pair.runs.push(floorFirst ? { floor: earlier, api: later } : { api: earlier, floor: later });
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  await floor.stop();
  await api.stop();

  console.log(
    `\n${driver} (workspace of ${MEMBERS} members, ${INVITES} invitations, ${LINKS} more payment links; the caller in ${1 + OTHER_MEMBER_OF} workspaces, ` +
      `invited to ${OTHER_WORKSPACES - OTHER_MEMBER_OF}; median of ${ROUNDS} rounds, each route beside its floor)`,
  );
  console.log(`  start-up to first answer: ${first.startupMs} ms on an empty database, ${api.startupMs} ms after`);
  console.log(
    `  ${''.padEnd(33)} ${'saturated req/s'.padEnd(23)} ${`p50 ms at ${rate} req/s`.padEnd(23)} ` +
      `${`p99 ms at ${rate} req/s`.padEnd(23)} ${'CPU µs/request'.padEnd(23)} ${'of which the server'}`,
  );
  const columns = ['route', 'floor', 'x floor'].map((name) => name.padStart(7)).join(' ');
  console.log(`  ${'route'.padEnd(33)} ${Array(5).fill(columns).join(' ')}`);
  const verdicts = [];
  for (const { route, runs } of pairs) {
    const med = (pick) => median(runs.map(pick));
    // Each figure: the route's median, the floor's median, the median of the rounds' ratios.
    const figure = (key, digits) => ({
      api: med((run) => run.api[key]),
      floor: med((run) => run.floor[key]),
      ratio: med((run) => run.api[key] / run.floor[key]),
      digits,
    });
    const figures = [figure('rps', 0), figure('p50', 1), figure('p99', 1), figure('cpuUs', 0), figure('serverUs', 0)];
    const [throughput, , p99] = figures;
    const ok = throughput.ratio >= 0.8 && (driver !== 'postgres' || p99.ratio <= 1.5);
    verdicts.push(ok);
    const cells = figures.map(({ api, floor, ratio, digits }) =>
      [api.toFixed(digits), floor.toFixed(digits), ratio.toFixed(2)].map((cell) => cell.padStart(7)).join(' '),
    );
    console.log(`  ${route.name.padEnd(33)} ${cells.join(' ')}  ${ok ? 'ok' : 'BELOW TARGET'}`);
  }
  return verdicts.every(Boolean);
}

const work = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
// Added first, so undone last: the logs stay until everything else has stopped.
cleanups.add(() => {
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
});

let allOk = true;
const benchStarted = Date.now();
try {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  console.log(
    `Targets: every route at least 0.8x its floor's saturated req/s; on PostgreSQL also p99 at most 1.5x its floor's.`,
  );
  for (const driver of drivers) allOk = (await benchDriver(driver, work)) && allOk;
} finally {
  await cleanups.run();
}
console.log(allOk ? '\nEvery route meets its target.' : '\nSome routes are below their target.');
console.log(`(${Math.round((Date.now() - benchStarted) / 1000)} s)`);
