#!/usr/bin/env node
// `npm start` / `pnpm run dev`: starts the local test chain in this process, then runs the API
// and the dashboard's dev server together, prefixes their output, prints where to open Meridian
// once both answer, and stops everything on Ctrl-C or when either of them exits.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.PORT ?? '8080';
const webPort = process.env.DASHBOARD_PORT ?? '5173';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

// The local test chain (apps/api/src/chain): an EVM node on loopback with funded accounts and
// test tokens, which the API's `test` environment then uses instead of Moonbase Alpha, so that
// payments work offline. LOCAL_CHAIN=0 leaves it out (test then means Moonbase Alpha).
let chain = null;
let chainEnv = {};
if (process.env.LOCAL_CHAIN !== '0') {
  chain = await startChain();
  chainEnv = chain.env;
}

// The demo account's password, chosen here and handed to the API (DEMO_PASSWORD), which creates
// the account with it on an empty database and never prints or logs it: this script prints it.
const demoPassword = process.env.DEMO_PASSWORD || `demo-${randomBytes(9).toString('base64url')}`;

const services = [
  {
    name: 'api',
    colour: 36,
    args: ['--filter', '@meridian/api', 'start'],
    env: {
      PORT: apiPort,
      // Local runs read mail and texts at /dev/outbox and /dev/sms-outbox.
      DEV_ROUTES: process.env.DEV_ROUTES ?? '1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl,
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? `${webUrl},http://localhost:${webPort}`,
      DEMO_PASSWORD: demoPassword,
      ...chainEnv,
    },
    ready: `${apiUrl}/health`,
  },
  {
    name: 'web',
    colour: 35,
    args: ['--filter', '@meridian/dashboard', 'dev'],
    // The dashboard's wallet connection reaches the local chain at the same address.
    env: {
      API_URL: apiUrl,
      DASHBOARD_PORT: webPort,
      ...(chain ? { VITE_CHAIN_RPC_1281: chain.rpcUrl } : {}),
    },
    ready: webUrl,
  },
];

let stopping = false;
/** The demo link the API names at start (with the local chain), for `pnpm demo:pay`. */
let demoLink = null;
/** Whether the API said it created the demo account (an empty database), with `demoPassword`. */
let demoCreated = false;
const pnpmStopNoise = /ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL|Command failed with signal|^\S+:$/;
const children = services.map((service) => {
  // Each service leads its own process group, so that stopping it also stops what pnpm started.
  const child = spawn('pnpm', service.args, {
    cwd: root,
    env: { ...process.env, ...service.env, FORCE_COLOR: colour ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = paint(service.colour, `[${service.name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      // pnpm reports the stop we asked for as a failure: not worth showing.
      if (stopping && pnpmStopNoise.test(line)) return;
      demoLink ??= /Demo payment link: (\S+)/.exec(line)?.[1] ?? null;
      if (service.name === 'api' && line.includes('Meridian demo account (created')) demoCreated = true;
      console.log(`${prefix} ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    service.exited = true;
    if (stopping) return;
    console.log(`${prefix} stopped (${signal ?? `exit code ${code}`}); stopping the others`);
    stop(code === 0 ? 1 : (code ?? 1));
  });
  service.child = child;
  return child;
});

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  void chain?.stop();
  for (const child of children) signalGroup(child, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000);
  const check = setInterval(() => {
    if (services.every((service) => service.exited)) {
      clearInterval(check);
      clearTimeout(deadline);
      process.exit(exitCode);
    }
  }, 100);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('exit', () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
});

/**
 * Starts the local chain (TypeScript, loaded through the API's tsx) on CHAIN_PORT, 8545 by
 * default so that a browser wallet keeps finding it after a restart; another port when that one
 * is taken. Prints how to reach it and one funded account to import into a wallet.
 */
async function startChain() {
  const apiRequire = createRequire(new URL('../apps/api/package.json', import.meta.url));
  // tsx's ESM entry (`tsx/esm/api`), found from the API's dependencies.
  const tsxDir = dirname(apiRequire.resolve('tsx/package.json'));
  const { tsImport } = await import(pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href);
  const { startLocalChain, localChainEnv } = await tsImport('../apps/api/src/chain/index.ts', import.meta.url);
  const port = Number(process.env.CHAIN_PORT ?? '8545');
  let local;
  try {
    // A block every 3 s besides each transaction's own, so payments gather their confirmations.
    local = await startLocalChain({ port, blockIntervalMs: 3000 });
  } catch (error) {
    if (error?.code !== 'EADDRINUSE' && !/EADDRINUSE/.test(String(error?.message))) throw error;
    local = await startLocalChain({ port: 0, blockIntervalMs: 3000 });
    console.log(`[chain] port ${port} is taken: the local chain listens on another one (set CHAIN_PORT to choose)`);
  }
  const [account] = local.accounts;
  const tag = paint(33, '[chain]');
  console.log(
    [
      `${tag} ${paint(1, 'Local test chain')} (the API's test environment uses it)`,
      `${tag}   RPC URL   ${local.rpcUrl}`,
      `${tag}   chain id  ${local.chainId} (currency DEV, 18 decimals)`,
      `${tag}   tokens    ${local.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ')}`,
      `${tag}   a funded account to import into a browser wallet (10,000 DEV and a million of each token):`,
      `${tag}     address      ${account.address}`,
      `${tag}     private key  ${account.privateKey}`,
      `${tag}   Its key is public (a development mnemonic): use it on this chain only, never on a real network.`,
    ].join('\n'),
  );
  return { ...local, env: localChainEnv(local.rpcUrl, local.tokens) };
}

async function waitFor(url) {
  for (;;) {
    if (stopping) return false;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

const ready = await Promise.all(services.map((service) => waitFor(service.ready)));
if (ready.every(Boolean)) {
  // The API names its demo link right after it starts listening.
  for (let waited = 0; chain && !demoLink && waited < 3000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const payer = chain?.accounts[1];
  // demo:pay looks for the chain on its default port unless told.
  const chainVar = chain && chain.rpcUrl !== 'http://127.0.0.1:8545' ? `CHAIN_RPC_1281=${chain.rpcUrl} ` : '';
  // Without a mail server, the API keeps sign-up codes, invitations and texts in outboxes that
  // DEV_ROUTES serves: a person signing up reads their code there.
  const outbox = services[0].env.DEV_ROUTES === '1' && !process.env.SMTP_URL;
  console.log(
    [
      '',
      paint(1, '  Meridian is running'),
      `    Dashboard  ${paint(32, webUrl)}`,
      demoCreated
        ? `    Demo login ${paint(1, 'demo')} / ${paint(1, demoPassword)}  (created now: the database was empty)`
        : `    Demo login ${paint(1, 'demo')}, with the password printed when the database was created (or your own account)`,
      ...(outbox
        ? [
            `    Mail       ${paint(32, `${webUrl}/api/dev/outbox`)}  (sign-up codes, password resets, invitations)`,
            `    Texts      ${webUrl}/api/dev/sms-outbox  (phone codes)`,
          ]
        : []),
      `    API        ${apiUrl}  (the dashboard forwards ${webUrl}/api/* to it)`,
      ...(chain ? [`    Test chain ${chain.rpcUrl}  (chain id ${chain.chainId})`] : []),
      ...(chain && demoLink && payer
        ? [
            `    Demo payment link  ${paint(32, demoLink)}`,
            `      pay it from the command line: ${paint(1, `${chainVar}pnpm demo:pay ${demoLink}`)}`,
            `      (from funded account 1, ${payer.address}; the demo wallet, account 0, receives it)`,
            `      or the checkout open in a browser: ${paint(1, `${chainVar}pnpm demo:pay '<the page's address, ?session=…>'`)}`,
          ]
        : []),
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
