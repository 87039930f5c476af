#!/usr/bin/env node
// `npm start` / `pnpm run dev`: runs the API and the dashboard's dev server together, prefixes
// their output, prints where to open Meridian once both answer, and stops both on Ctrl-C or
// when either of them exits.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const apiPort = process.env.PORT ?? '8080';
const webPort = process.env.DASHBOARD_PORT ?? '5173';
const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${apiPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;
const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);

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
    },
    ready: `${apiUrl}/health`,
  },
  {
    name: 'web',
    colour: 35,
    args: ['--filter', '@meridian/dashboard', 'dev'],
    env: { API_URL: apiUrl, DASHBOARD_PORT: webPort },
    ready: webUrl,
  },
];

let stopping = false;
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
  console.log(
    [
      '',
      paint(1, '  Meridian is running'),
      `    Dashboard  ${paint(32, webUrl)}`,
      `    API        ${apiUrl}  (the dashboard forwards ${webUrl}/api/* to it)`,
      '  Press Ctrl-C to stop both.',
      '',
    ].join('\n'),
  );
}
