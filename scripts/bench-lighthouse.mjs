#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse's performance and accessibility scores of the login page, of
// the signed-in dashboard and of the public checkout page, in a production build, beside those of
// the floor page (the smallest login page on the same stack, apps/dashboard/floor/, as in
// `pnpm bench:bundle`).
//
// It builds the dashboard and the floor page for production, starts the API on a fresh embedded
// database in a temporary folder (mail kept in its outbox, read at GET /dev/outbox), and serves
// the build as production does (README, "Configuring for production"): the README's own nginx
// block (the static files, gzip, the security headers, /api passed to the API) in a server on
// loopback, over HTTPS and HTTP/2 with a certificate made for the run. nginx comes from Debian's
// packages. `--http1` serves the build with Vite's preview server instead (it gzips the files
// and forwards /api to the API, as the end-to-end suite serves the app), plain HTTP/1.1, where a
// browser opens at most six connections to the origin and a page of many small chunks waits a
// round trip for every six. It creates an account with a workspace through the API, and in it a
// payout wallet and a dynamic link whose checkout session a payer has opened (the checkout page
// then shows what a payer waits for: the amount to send, the address and its QR code). Then it
// runs Lighthouse in Debian's Chromium, offline, on each page. Each run gets a fresh browser;
// the dashboard's runs first log in inside that browser, so that its session cookies, the
// readable ones the app routes by included, are in the browser's cookie jar. A run that does not
// end on the page it audits (the dashboard sending it to the login page, say) stops the benchmark.
//
// The preset is Lighthouse's desktop one (targets: performance 95, accessibility 100). `--mobile`
// runs its default, a mid-range phone (simulated slow 4G, CPU slowed down 4 times), where the
// targets are performance 90 and a largest contentful paint of 2.5 s at most (accessibility 100).
//
// Options: --runs N (each page N times, the median run by performance score is shown; default
// 3), --mobile (Lighthouse's default preset), --pages floor,checkout (those pages only; default
// floor, login, dashboard and checkout), --reports DIR (each run's HTML report, and its JSON
// result for reading the trace's figures: critical request chain, LCP element, render-blocking
// resources; and its trace, which Chrome's performance panel opens), --cpu-profile (V8's samples of the
// main thread in those traces), --http1 (see above). With --reports the production build is kept
// there too (`build/`, its source maps included), so that the trace's frames can be read back
// to their sources.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildDashboard, dashboardDir, floorEntry } from './bundle-size.mjs';
import { freePort } from './free-port.mjs';

const root = new URL('..', import.meta.url).pathname;
const apiDir = join(root, 'apps/api');

/** The scores asked of every page (out of 100), and on a phone the largest contentful paint (ms). */
const desktopTargets = { performance: 95, accessibility: 100 };
const mobileTargets = { performance: 90, accessibility: 100, lcpMs: 2500 };

/** Lighthouse's own threshold (BenchmarkIndex) under which it calls a machine too slow to trust its figures. */
const SLOW_MACHINE_INDEX = 1000;

const option = (name) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const runs = Math.max(1, Number(option('runs') ?? 3) || 3);
const mobile = process.argv.includes('--mobile');
const reportsDir = option('reports');
const http1 = process.argv.includes('--http1');
const cpuProfile = process.argv.includes('--cpu-profile');
const targets = mobile ? mobileTargets : desktopTargets;
/** `--pages floor,checkout`: only those pages (default: all). */
const only = option('pages')?.split(',');

/** Debian's Chromium and the flags this machine needs (as tests/support/chromium.ts). */
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'];
/** The HTTPS front (Debian's nginx): its certificate is made for the run, so the browser is told to accept it. */
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!http1) chromeFlags.push('--ignore-certificate-errors');

const pages = [
  { name: 'floor', path: `/${floorEntry}`, signedIn: false, reference: true },
  { name: 'login', path: '/auth/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  // The link's slug is known once it is created (`createCheckout`).
  { name: 'checkout', path: '/pay/:slug', signedIn: false },
];

/** The environment without the addresses of outside services: the API keeps its mail and data here. */
function withoutServices(env) {
  const rest = { ...env };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'SMS_URL']) delete rest[name];
  return rest;
}

/** Starts a process whose output is kept, to be shown if it fails. */
function start(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${name} exited (${signal ?? code}):\n${output}`);
  });
  return child;
}

async function stop(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
}

/**
 * The production server of the README ("Configuring for production"): its nginx block, served
 * here over HTTPS and HTTP/2 on `port` with a certificate made now (in `dir`), with the build in
 * `root` and the API at `apiUrl`. The static files and their compression are nginx's, as in
 * production, and the API's answers reach the page without passing through another server.
 */
function startHttpsFront(dir, port, { root: buildDir, apiUrl }) {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (
    !block ||
    !block.includes('root /srv/meridian/dashboard;') ||
    !block.includes('proxy_pass http://127.0.0.1:8080/;')
  )
    throw new Error('README.md has no nginx block serving /srv/meridian/dashboard and the API at 127.0.0.1:8080');
  const locations = block
    .replaceAll('root /srv/meridian/dashboard;', `root ${buildDir};`)
    .replaceAll('proxy_pass http://127.0.0.1:8080/;', `proxy_pass ${apiUrl}/;`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  // Run as root, nginx would hand requests to workers of another user, who cannot read the run's
  // private folders.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const config = `${user}daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
${locations}
  }
}
`;
  writeFileSync(join(dir, 'nginx.conf'), config);
  return start('nginx', nginxPath, ['-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {});
}

/** Waits until `url` answers 200 (or `child` exits). */
async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited`);
    try {
      if ((await answer(url)) === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The status `url` answers with (over HTTPS, accepting the run's own certificate). */
async function answer(url) {
  if (!url.startsWith('https:')) {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  }
  return new Promise((resolve, reject) => {
    httpsGet(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    }).on('error', reject);
  });
}

/** Cookies as a client keeps them: name -> value, updated by each answer's Set-Cookie. */
function cookieJar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    update(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
    },
  };
}

/** Signs up, confirms with the mailed code and creates a workspace, through the API. */
async function createAccount(apiUrl) {
  const jar = cookieJar();
  const call = async (method, path, body) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { cookie: jar.header(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    jar.update(response);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  };

  const id = Date.now().toString(36);
  const account = { username: `bench-${id}`, email: `bench-${id}@example.test`, password: `Lantern-${id}-Harbour` };
  await call('POST', '/auth/signup', { ...account, roles: [], country: 'PT', language: 'en', acceptTerms: true });
  const { messages } = await call('GET', '/dev/outbox');
  const mail = messages.find((message) => message.to === account.email && message.kind === 'confirm-code');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no confirmation code mailed to ${account.email}`);
  await call('POST', '/auth/confirm-code-verification', { code });
  const company = await call('POST', '/company', {
    name: 'Lighthouse Coffee',
    size: '1-10',
    country: 'PT',
    useCases: ['online_store'],
    phone: '+351 912 345 678',
  });
  return { account, call, companyId: company.id };
}

/**
 * A payout wallet and a dynamic link of the account's workspace (a test-environment link, as a
 * merchant sends a customer), then the checkout session the customer opens on it, as a payer's
 * browser does, without a session of its own. The link's page follows that session: its address
 * is the link's, `/pay/<slug>`.
 */
async function createCheckout(apiUrl, { call, companyId }) {
  const wallet = await call('POST', '/wallet', {
    companyId,
    platform: 'moonbeam',
    ecosystem: 'evm',
    addresses: ['0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c'],
    metadata: { ui: { label: 'Main', colour: 'blue' } },
  });
  const link = await call('POST', '/payment-link/dynamic', {
    companyId,
    recipientName: 'Ana Lima',
    recipientEmail: 'ana@example.test',
    amount: '49.90',
    summary: 'Two bags of coffee beans',
    environment: 'test',
    payoutWalletId: wallet.id,
  });
  const face = await call('GET', `/checkout/${link.slug}`);
  const token = face.tokens?.[0]?.symbol;
  if (!token) throw new Error(`the link offers no token: ${JSON.stringify(face)}`);
  // The payer: no cookies, an address of their own (the API trusts X-Forwarded-For from loopback).
  const opened = await fetch(`${apiUrl}/checkout/${link.slug}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
    body: JSON.stringify({ token }),
  });
  const session = await opened.json();
  if (opened.status !== 201 || session.state !== 'open')
    throw new Error(`opening a checkout session answered ${opened.status}: ${JSON.stringify(session)}`);
  return `/pay/${link.slug}`;
}

/**
 * Logs in inside the browser Lighthouse is about to use: the API's answer sets the session
 * cookies in the browser's own jar, where the app reads its readable ones (which it routes by;
 * a Cookie request header alone would leave `document.cookie` empty, and the app would go to
 * the login page). Lighthouse clears the cache and storage of the origin before loading the
 * page, but not its cookies.
 */
async function logInBrowser(port, webUrl, account) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('the browser has no default context');
    const response = await context.request.post(`${webUrl}/api/auth/login`, {
      data: { username: account.username, password: account.password },
      ignoreHTTPSErrors: true,
    });
    if (!response.ok()) throw new Error(`login answered ${response.status()}: ${await response.text()}`);
    const names = (await context.cookies(webUrl)).map((cookie) => cookie.name);
    if (!names.includes('meridian_session')) throw new Error(`no session cookie after login (${names.join(', ')})`);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run of `page` in a fresh browser. */
async function audit(page, webUrl, account) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (page.signedIn) await logInBrowser(chrome.port, webUrl, account);
    const url = `${webUrl}${page.path}`;
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: ['html', 'json'],
        // The main thread's JavaScript samples in the trace (--cpu-profile), to see which functions take the time.
        ...(cpuProfile ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
        onlyCategories: ['performance', 'accessibility'],
      },
      mobile ? undefined : desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw Object.assign(new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`), {
        lighthouseCode: lhr.runtimeError.code,
      });
    const shown = new URL(lhr.finalDisplayedUrl).pathname;
    if (shown !== page.path) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not the ${page.name} page`);
    const [html, json] = result.report;
    return { lhr, report: html, json, trace: result.artifacts?.Trace };
  } finally {
    await chrome.kill();
  }
}

/** ` (target N)` after a page's score, or nothing for the reference page. */
const goal = (page, category) => (page.reference ? ' (reference)' : ` (target ${targets[category]})`);
/**
 * `audit`, tried again (twice at most) when Lighthouse itself fails to record the load, as it
 * sometimes does on a busy machine (NO_NAVSTART, NO_FCP...); a page that is not the one asked for
 * fails at once.
 */
async function auditWithRetries(page, webUrl, account) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(page, webUrl, account);
    } catch (error) {
      if (attempt >= 3 || !error?.lighthouseCode) throw error;
      console.log(`  ${error.message}; trying again`);
    }
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
/** Lighthouse's measure of the machine's speed at the start of a run (lower: slower or busier). */
const cpuIndex = (lhr) => Math.round(lhr.environment.benchmarkIndex).toLocaleString('en');
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** The failed audits of a category, by title: what to fix. */
function failures(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (result) => result && result.score !== null && result.score < 0.9 && result.scoreDisplayMode !== 'informative',
    )
    .map((result) => `${result.id} (${result.displayValue ?? result.score})`);
}

async function main() {
  const started = performance.now();
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}: set CHROMIUM_PATH`);
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-bench-lighthouse-'));
  if (!http1 && !existsSync(nginxPath))
    throw new Error(
      `nginx not found at ${nginxPath}: install Debian's nginx-light (the pages are measured over HTTPS and HTTP/2, as production serves them), set NGINX_PATH, or measure the preview server alone with --http1`,
    );
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  /** Where the browser loads the pages: production's nginx over HTTPS, or the preview server with --http1. */
  const webUrl = `${http1 ? 'http' : 'https'}://127.0.0.1:${webPort}`;
  let api;
  let web;
  try {
    console.log('Building the dashboard and the floor page for production...');
    buildDashboard(join(scratch, 'dashboard'));
    // One server for both: the floor's page and assets (hashed names) join the dashboard's build.
    buildDashboard(join(scratch, 'floor'), { page: 'floor' });
    cpSync(join(scratch, 'floor'), join(scratch, 'dashboard'), { recursive: true, force: false });

    api = start('the API', process.execPath, ['--conditions=@meridian/source', '--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...withoutServices(process.env),
        NODE_ENV: 'test',
        DEV_ROUTES: '1',
        HOST: '127.0.0.1',
        PORT: String(apiPort),
        DATA_DIR: join(scratch, 'data'),
        PUBLIC_URL: webUrl,
        ALLOWED_ORIGINS: webUrl,
        LOG_LEVEL: 'warn',
      },
    });
    if (http1) {
      web = start('the preview server', join(root, 'node_modules/.bin/vite'), ['preview', '--logLevel', 'warn'], {
        cwd: dashboardDir,
        env: {
          ...process.env,
          API_URL: apiUrl,
          DASHBOARD_PORT: String(webPort),
          DASHBOARD_OUT_DIR: join(scratch, 'dashboard'),
        },
      });
    } else {
      const dir = mkdtempSync(join(scratch, 'nginx-'));
      web = startHttpsFront(dir, webPort, { root: join(scratch, 'dashboard'), apiUrl });
    }
    await Promise.all([waitFor(`${apiUrl}/health`, api), waitFor(webUrl, web)]);
    const merchant = await createAccount(apiUrl);
    const { account } = merchant;
    const checkoutPath = await createCheckout(apiUrl, merchant);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      cpSync(join(scratch, 'dashboard'), join(reportsDir, 'build'), { recursive: true });
    }

    // The pages take turns, one run of each per round, so that a change of the machine's load
    // falls on every page alike and each page's runs compare with the floor's of the same round.
    const listed = pages
      .filter((page) => !only || only.includes(page.name))
      .map((page) => (page.name === 'checkout' ? { ...page, path: checkoutPath } : page));
    const done = new Map(listed.map((page) => [page.name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const page of listed) {
        process.stdout.write(`Lighthouse ${page.name}, run ${run} of ${runs}...\n`);
        const { lhr, report, json, trace } = await auditWithRetries(page, webUrl, account);
        done.get(page.name).push(lhr);
        if (reportsDir) {
          writeFileSync(join(reportsDir, `${page.name}-${run}.html`), report);
          writeFileSync(join(reportsDir, `${page.name}-${run}.json`), json);
          if (trace) writeFileSync(join(reportsDir, `${page.name}-${run}.trace.json`), JSON.stringify(trace));
        }
      }
    }
    const rows = listed.map((page) => {
      const inOrder = done.get(page.name);
      const sorted = [...inOrder].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      return { page, lhr: sorted[Math.floor((sorted.length - 1) / 2)], all: inOrder };
    });

    const preset = `${mobile ? 'default (mobile) preset: simulated slow 4G, CPU slowed down 4x' : 'desktop preset'}, ${http1 ? 'HTTP/1.1 (the preview server)' : 'HTTPS and HTTP/2'}`;
    console.log(
      `\nLighthouse ${rows[0]?.lhr.lighthouseVersion}, ${preset}, Chromium ${rows[0]?.lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1]}; median of ${runs} run(s) by performance:\n`,
    );
    console.table(
      Object.fromEntries(
        rows.map(({ page, lhr, all }) => [
          page.name,
          {
            path: page.path,
            performance: `${score(lhr, 'performance')}${goal(page, 'performance')}`,
            accessibility: `${score(lhr, 'accessibility')}${goal(page, 'accessibility')}`,
            FCP: seconds(metric(lhr, 'first-contentful-paint')),
            LCP: `${seconds(metric(lhr, 'largest-contentful-paint'))}${targets.lcpMs && !page.reference ? ` (target ${seconds(targets.lcpMs)})` : ''}`,
            TBT: `${Math.round(metric(lhr, 'total-blocking-time'))} ms`,
            CLS: metric(lhr, 'cumulative-layout-shift').toFixed(3),
            // Every run in the order run, its score with the CPU index it was measured at.
            'all runs (CPU index)': all.map((run) => `${score(run, 'performance')} (${cpuIndex(run)})`).join(' '),
            // Lighthouse's measure of the machine's speed at the start of the run (lower: busier).
            'CPU index': cpuIndex(lhr),
          },
        ]),
      ),
    );
    // Each run's figures with the CPU index measured at its start: a score is read against the
    // machine's speed at that moment and against the floor's run of the same round.
    console.log('Every run (performance, LCP, TBT, CPU index), in the order run:');
    for (const { page, all } of rows)
      console.log(
        `  ${page.name}: ${all
          .map(
            (run) =>
              `${score(run, 'performance')}, ${seconds(metric(run, 'largest-contentful-paint'))}, ${Math.round(metric(run, 'total-blocking-time'))} ms, CPU index ${cpuIndex(run)}`,
          )
          .join('; ')}`,
      );
    console.log();
    for (const { page, lhr } of rows.filter((row) => !row.page.reference)) {
      const below = ['performance', 'accessibility'].filter((category) => score(lhr, category) < targets[category]);
      for (const category of below)
        console.log(`${page.name}: ${category} below target; failing audits: ${failures(lhr, category).join(', ')}`);
      const lcp = metric(lhr, 'largest-contentful-paint');
      if (targets.lcpMs !== undefined && lcp > targets.lcpMs)
        console.log(
          `${page.name}: largest contentful paint ${seconds(lcp)}, above the target of ${seconds(targets.lcpMs)}`,
        );
    }
    const slowest = Math.min(...rows.map(({ lhr }) => lhr.environment.benchmarkIndex));
    if (slowest < SLOW_MACHINE_INDEX)
      console.log(
        `\nThe machine was busy or slow (CPU index ${Math.round(slowest)}, under Lighthouse's threshold of ${SLOW_MACHINE_INDEX}): ` +
          'every score above is lower than a quiet machine would give; compare the pages with the floor.',
      );
    console.log(`\nwhole run: ${seconds(performance.now() - started)}`);
  } finally {
    await Promise.all([stop(api), stop(web)]);
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`bench:lighthouse could not measure: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
