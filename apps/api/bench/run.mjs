#!/usr/bin/env node
// `pnpm bench:api`: Meridian's authenticated list routes against a hand-written floor
// (bench/floor.mjs) on the same stack and database, first on a throwaway PostgreSQL 15, then on
// the embedded PGlite. The API runs as in production: the compiled dist/main.js, NODE_ENV=production,
// logging at info to a file. For each route: saturated requests/s (50 connections), p50/p99 at a
// fixed rate the floor holds easily, and the ratios to the floor; routes and floor alternate, twice.
//
// Environment: BENCH_DRIVERS (postgres,pglite), BENCH_SATURATED_S (4), BENCH_FIXED_S (3),
// BENCH_RATE (300 requests/s), BENCH_SKIP_BUILD=1 (reuse dist/), BENCH_KEEP=1 (keep temp folders),
// BENCH_ONLY=<part of a route's name>, BENCH_CPU_PROF=<folder> (the API runs with node --cpu-prof, profiles written there).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drivers = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').filter(Boolean);
const SATURATED_S = Number(process.env.BENCH_SATURATED_S ?? 4);
const FIXED_S = Number(process.env.BENCH_FIXED_S ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const MEMBERS = 20;
const INVITES = 5;
const PG_BIN = '/usr/lib/postgresql/15/bin';
const cleanups = [];

/**
 * The routes measured: every authenticated list route of the contract (GET, signed in, a list in
 * the answer). `company` marks the routes whose path names the workspace.
 * Later list routes (payment links: seed 10,000 and add them here) go in this table.
 */
const ROUTES = [
  { name: 'GET /company/:id/members', path: (c) => `/company/${c}/members`, floor: true },
  { name: 'GET /company/:id/members/invites', path: (c) => `/company/${c}/members/invites` },
  { name: 'GET /user/companies', path: () => '/user/companies' },
  { name: 'GET /company/invites', path: () => '/company/invites' },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

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
  cleanups.push(() => {
    asPostgres([`${PG_BIN}/pg_ctl`, '-D', dataDir, '-m', 'fast', '-w', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Polls until `url` answers 200; returns the milliseconds since `since`. */
async function waitForAnswer(url, child, since, logFile) {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`process exited (${child.exitCode}):\n${readFileSync(logFile, 'utf8')}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return Date.now() - since;
    } catch {
      // not listening yet
    }
    if (Date.now() - since > 120_000) throw new Error(`no answer from ${url}:\n${readFileSync(logFile, 'utf8')}`);
    await sleep(10);
  }
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
      LOG_LEVEL: 'info',
      STORAGE_SECRET: 'bench-storage-secret-0123456789abcdef',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  cleanups.push(stop);
  const startupMs = await waitForAnswer(`http://127.0.0.1:${port}/health`, child, started, logFile);
  return { url: `http://127.0.0.1:${port}`, startupMs, stop };
}

async function startFloor(env, logFile) {
  const port = await freePort();
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['bench/floor.mjs'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, FLOOR_PORT: String(port), ...env },
    stdio: ['ignore', out, out],
  });
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited(child);
  };
  cleanups.push(stop);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`floor exited:\n${readFileSync(logFile, 'utf8')}`);
    if (readFileSync(logFile, 'utf8').includes('FLOOR READY')) break;
    await sleep(20);
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** Logs in as the demo account the API seeds on an empty database; returns the cookie header. */
async function signIn(url, logFile) {
  const password = /password: (demo-[\w-]+)/.exec(readFileSync(logFile, 'utf8'))?.[1];
  if (!password) throw new Error('the demo password was not printed');
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

/** 19 more members (20 with the demo owner) and a few pending invitations, in SQL. */
function seedStatements(companyId) {
  const statements = [];
  const demo = `(SELECT id FROM users WHERE username = 'demo')`;
  for (let index = 1; index < MEMBERS; index += 1) {
    const userId = randomUUID();
    const name = `bench${String(index).padStart(2, '0')}`;
    statements.push([
      `INSERT INTO users (id, username, display_username, email, password_hash, country, language, name,
         email_verified_at, terms_accepted_at, password_changed_at, created_at, updated_at)
       VALUES ($1, $2, $2, $3, 'x', 'US', 'en', $4, now(), now(), now(), now(), now())`,
      [userId, name, `${name}@example.com`, `Bench Member ${index}`],
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
       VALUES ($1, $2, $3, 'viewer', ${demo}, 'pending', now(), now() + interval '7 days')`,
      [randomUUID(), companyId, `invitee${index}@example.com`],
    ]);
  }
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

async function measure(url, cookie) {
  const headers = { cookie };
  const saturated = await cannon({ url, headers, connections: 50, duration: SATURATED_S });
  const fixed = await cannon({ url, headers, connections: 10, overallRate: RATE, duration: FIXED_S });
  const failures = saturated.non2xx + saturated.errors + fixed.non2xx + fixed.errors;
  if (failures > 0) throw new Error(`${url}: ${failures} requests failed`);
  return { rps: saturated.requests.average, p50: fixed.latency.p50, p99: fixed.latency.p99 };
}

async function bodiesMatch(apiUrl, floorUrl, path, cookie) {
  const [api, floor] = await Promise.all(
    [apiUrl, floorUrl].map(async (base) => (await fetch(`${base}${path}`, { headers: { cookie } })).text()),
  );
  if (api !== floor) throw new Error(`the floor's answer differs from the API's:\n${api}\n${floor}`);
}

const fmt = (value, digits = 0) => value.toFixed(digits).padStart(8);

async function benchDriver(driver, work) {
  const dataDir = join(work, `${driver}-data`);
  const logFile = join(work, `${driver}-api.log`);
  const databaseUrl = driver === 'postgres' ? await startPostgres() : null;
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  const env = { ...dbEnv, STORAGE_DIR: join(work, `${driver}-storage`) };

  // First start: migrations and the demo account on an empty database.
  const first = await startApi(env, logFile);
  const { cookie, companyId } = await signIn(first.url, logFile);
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

  const targets = [
    ...ROUTES.filter((route) => route.name.includes(process.env.BENCH_ONLY ?? '')).map((route) => ({
      name: route.name,
      url: `${api.url}${route.path(companyId)}`,
    })),
    { name: 'floor: members, by hand', url: `${floor.url}/company/${companyId}/members`, isFloor: true },
  ];
  await bodiesMatch(api.url, floor.url, `/company/${companyId}/members`, cookie);
  const members = await (await fetch(`${api.url}/company/${companyId}/members`, { headers: { cookie } })).json();
  if (members.members.length !== MEMBERS) throw new Error(`expected ${MEMBERS} members`);
  // Warm-up: JIT, connection pools, caches.
  for (const target of targets) await cannon({ url: target.url, headers: { cookie }, connections: 10, duration: 1 });

  const results = new Map(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= 2; round += 1) {
    for (const target of targets) {
      results.get(target.name).push(await measure(target.url, cookie));
      process.stdout.write('.');
    }
  }
  process.stdout.write('\n');
  await floor.stop();
  await api.stop();

  const best = (runs) => ({
    rps: Math.max(...runs.map((run) => run.rps)),
    p50: Math.min(...runs.map((run) => run.p50)),
    p99: Math.min(...runs.map((run) => run.p99)),
  });
  const floorResult = best(results.get(targets.at(-1).name));
  console.log(`\n${driver} (20 members, ${INVITES} invitations; best of 2 runs each)`);
  console.log(`  start-up to first answer: ${first.startupMs} ms on an empty database, ${api.startupMs} ms after`);
  console.log(`  ${'route'.padEnd(34)}   req/s  x floor  p50 ms  p99 ms  p99 x floor  (at ${RATE} req/s)`);
  const verdicts = [];
  for (const target of targets) {
    const result = best(results.get(target.name));
    const ratio = result.rps / floorResult.rps;
    const p99Ratio = result.p99 / floorResult.p99;
    const ok = target.isFloor || (ratio >= 0.8 && (driver !== 'postgres' || p99Ratio <= 1.5));
    if (!target.isFloor) verdicts.push(ok);
    console.log(
      `  ${target.name.padEnd(34)}${fmt(result.rps)}${fmt(ratio, 2)}${fmt(result.p50)}${fmt(result.p99)}${fmt(p99Ratio, 2)}    ${target.isFloor ? '' : ok ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  return verdicts.every(Boolean);
}

const work = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
const cleanup = async () => {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error(error);
    }
  }
  cleanups.length = 0;
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
};
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

let allOk = true;
try {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  console.log(
    `Targets: every route at least 0.8x the floor's saturated req/s; on PostgreSQL also p99 at most 1.5x the floor's.`,
  );
  for (const driver of drivers) allOk = (await benchDriver(driver, work)) && allOk;
} finally {
  await cleanup();
}
console.log(allOk ? '\nEvery route meets its target.' : '\nSome routes are below their target.');
