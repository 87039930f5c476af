import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRoutes, AuthSessionResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { DatabaseLockedError } from '../src/db/pglite';
import { Agent } from './support/harness';
import { scratchDir } from './support/scratch';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(join(scratchDir(), 'meridian-process-test-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

function run(args: string[], env: Record<string, string> = {}): ChildProcess & { output: () => string } {
  // One process (as `npm start` runs it), so its PID is the one in the lock file.
  const child = spawn(process.execPath, ['--conditions=@meridian/source', '--import', 'tsx', ...args], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return Object.assign(child, { output: () => output });
}

async function waitForOutput(
  child: ReturnType<typeof run>,
  pattern: RegExp,
  timeoutMs = 90_000,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = pattern.exec(child.output());
    if (match) return match;
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${child.output()}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | string | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(inject('dbDriver') === 'pglite')('embedded database folder', () => {
  it(
    'refuses a second process while one holds the folder, and takes over a stale lock',
    { timeout: 120_000 },
    async () => {
      const dataDir = freshDataDir();
      const holder = run(['test/fixtures/hold-database.ts', dataDir]);
      await waitForOutput(holder, /^HOLDING \d+$/m);
      expect(readFileSync(join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(holder.pid));

      const refused = openDatabase({ databaseUrl: null, dataDir });
      await expect(refused).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(refused).rejects.toThrow(`in use by process ${holder.pid}`);

      holder.kill('SIGTERM');
      expect(await exited(holder)).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);

      // A lock whose process is gone (crash) does not block the next start.
      writeFileSync(join(dataDir, 'pglite.lock'), '999999999\n');
      const database = await openDatabase({ databaseUrl: null, dataDir });
      try {
        // And the embedded database runs durably.
        const settings = await database.script((runner) =>
          runner.query<{ fsync: string; synchronous_commit: string }>(
            "SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS synchronous_commit",
          ),
        );
        expect(settings).toEqual([{ fsync: 'on', synchronous_commit: 'on' }]);
      } finally {
        await database.close();
      }
    },
  );
});

describe.runIf(inject('dbDriver') === 'pglite')('npm start (src/main.ts)', () => {
  it(
    'seeds the demo account on an empty database with the password it is given, never printing it, and stops cleanly on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const dataDir = freshDataDir();
      // The password `npm start` chooses, prints itself and hands over.
      const password = 'demo-handed-over-by-npm-start';
      const server = run(['src/main.ts'], {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'info',
        DEMO_PASSWORD: password,
      });
      await waitForOutput(server, /Meridian demo account \(created because the database was empty\)/);
      const [, url] = await waitForOutput(server, /API: (http:\/\/127\.0\.0\.1:\d+)/);
      await waitForOutput(server, /"msg":"Meridian API ready"/);
      // Neither the structured log nor the plain text says the password.
      expect(server.output()).toMatch(/"username":"demo","msg":"Demo account created/);
      expect(server.output()).not.toContain(password);
      expect(server.output()).not.toMatch(/"password"/);
      const login = await new Agent(url ?? '').post(apiRoutes.login.path, { username: 'demo', password });
      expect(login.status).toBe(200);
      expect(create(login.body, AuthSessionResponse).session.userActionsRequired).toEqual([]);
      // The request's log line goes through the child's stdout pipe, which may deliver it after
      // the answer has reached this test: wait for it (still failing if it never comes).
      expect((await waitForOutput(server, /"reqId":"[\w-]+"/, 10_000))[0]).toMatch(/"reqId":"[\w-]+"/);

      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
      expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    },
  );
});
