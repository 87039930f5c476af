/**
 * Resend-code timing: the real server (PGlite in a scratch folder, mail kept in the outbox)
 * answers resend requests alternately for a name that has no account and for an account that
 * waits for its confirmation; prints the median and 90th percentile of each and their ratio.
 * A benchmark, not a test: nothing here passes or fails.
 *
 *   pnpm bench:resend [-- --requests 300]
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiRoutes, RESEND_COOLDOWN_SECONDS } from '@meridian/contract';

const ORIGIN = 'http://127.0.0.1:5173';
const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};
const requests = argument('requests', 300);
const warmup = argument('warmup', 40);
/** Pause between requests (ms): a client's pace, not a flood. */
const pause = argument('pause', 5);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;

function reply<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: Record<string, unknown>) => {
      if (key in message) {
        child.off('message', onMessage);
        resolve(message as T);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the API exited (${code})`)));
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'meridian-bench-resend-'));
  const child = fork(join(import.meta.dirname, 'server.ts'), [], {
    env: { ...process.env, DATA_DIR: dir },
    execArgv: ['--conditions=@meridian/source', '--import', 'tsx'],
  });
  const advance = async () => {
    const done = reply(child, 'advanced');
    child.send({ advanceMs: (RESEND_COOLDOWN_SECONDS + 1) * 1000 });
    await done;
  };
  try {
    const { url } = await reply<{ url: string }>(child, 'url');
    const post = async (path: string, json: unknown) => {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const username = `bench_${Date.now().toString(36)}`;
    const signup = await post(apiRoutes.signup.path, {
      username,
      password: 'correct horse battery',
      email: `${username}@example.com`,
      roles: [],
      country: 'FR',
      language: 'en',
      acceptTerms: true,
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
    const samples = { unknown: [] as number[], unverified: [] as number[] };
    const statuses = new Set<number>();
    for (let i = 0; i < warmup + requests; i += 1) {
      const kind = i % 2 === 0 ? 'unknown' : 'unverified';
      await advance();
      await sleep(pause);
      const name = kind === 'unknown' ? `nobody_${i}` : username;
      const result = await post(apiRoutes.resendCodeVerification.path, { username: name });
      statuses.add(result.status);
      if (i >= warmup) samples[kind].push(result.ms);
    }
    const rows = (['unknown', 'unverified'] as const).map((kind) => {
      const sorted = [...samples[kind]].sort((a, b) => a - b);
      return { kind, n: sorted.length, median: percentile(sorted, 50), p90: percentile(sorted, 90) };
    });
    const [unknown, unverified] = rows;
    if (!unknown || !unverified) return;
    const f = (ms: number) => `${ms.toFixed(2)} ms`;
    console.log(`resend-code-verification, ${requests} requests alternating (after ${warmup} warm-up), PGlite`);
    console.log(`answers: ${[...statuses].join(', ')}`);
    for (const row of rows)
      console.log(`${row.kind.padEnd(10)}  n=${row.n}  median ${f(row.median)}  p90 ${f(row.p90)}`);
    console.log(
      `ratio unverified/unknown: median ${(unverified.median / unknown.median).toFixed(2)}, p90 ${(unverified.p90 / unknown.p90).toFixed(2)}`,
    );
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ close: true });
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
