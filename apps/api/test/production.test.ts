import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { apiRoutes, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PUBLIC_DEV_ACCOUNTS } from '../src/chain/public-accounts';
import { openDatabase } from '../src/db/database';
import { killApiProcesses, startApiProcess } from './support/api-process';
import { confirmedProductionUser } from './support/production';
import { scratchDir } from './support/scratch';
import { createWorkspace } from './support/workspaces';
import {
  DASHBOARD_ORIGIN,
  freshDatabase,
  signupBody,
  startApi,
  PRODUCTION_ENV,
  PRODUCTION_ORIGIN,
  type TestApi,
} from './support/harness';

const ORIGIN = PRODUCTION_ORIGIN;
let api: TestApi;
beforeAll(async () => {
  api = await startApi(PRODUCTION_ENV);
});
afterAll(() => api?.close());

describe('NODE_ENV=production', () => {
  it('does not serve the outbox', async () => {
    const response = await api.agent().get(apiRoutes.devOutbox.path);
    expect(response.status).toBe(404);
    expect(create(response.body, ErrorBody).error.code).toBe('NOT_FOUND');
  });

  it('does not serve the SMS outbox, and without SMS_URL says that no text can be sent', async () => {
    expect((await api.agent().get(apiRoutes.devSmsOutbox.path)).status).toBe(404);

    // /dev/outbox is off in production: the confirmation code is read from the table.
    const { agent } = await confirmedProductionUser(api);

    const before = await api.counts();
    const response = await agent.post(apiRoutes.sendPhoneCode.path, { phone: '+351 912 345 678' });
    expect(response.status).toBe(503);
    expect(create(response.body, ErrorBody).error).toMatchObject({
      code: 'SMS_UNAVAILABLE',
      message: 'Text messages are not set up on this server.',
    });
    expect(await api.counts()).toEqual(before);
  });

  it('marks every cookie Secure', async () => {
    const response = await api.agent({ origin: ORIGIN }).post(apiRoutes.signup.path, signupBody());
    expect(response.status).toBe(201);
    expect(response.setCookies.length).toBe(7);
    for (const cookie of response.setCookies) expect(cookie.attributes.secure).toBe(true);
  });

  it('refuses an account of the development mnemonic as a wallet at all, saying why', async () => {
    const { agent } = await confirmedProductionUser(api);
    const company = await createWorkspace(agent);
    const before = await api.counts();
    for (const address of [PUBLIC_DEV_ACCOUNTS[0]!, PUBLIC_DEV_ACCOUNTS[19]!.toLowerCase()]) {
      const response = await agent.post(apiRoutes.createWallet.path, {
        companyId: company.id,
        platform: 'moonbeam',
        ecosystem: 'evm',
        addresses: [address],
        metadata: { ui: { label: 'Payouts', colour: 'green' } },
      });
      expect(response.status, address).toBe(422);
      expect(create(response.body, ErrorBody).error.details).toEqual([
        { field: 'addresses.0', code: 'not_allowed', message: expect.stringMatching(/private key is public/) },
      ]);
    }
    expect(await api.counts()).toEqual(before);
  });

  it('follows ALLOWED_ORIGINS', async () => {
    const local = await api.agent({ origin: DASHBOARD_ORIGIN }).post(apiRoutes.signup.path, signupBody());
    expect(local.status).toBe(403);
    expect(create(local.body, ErrorBody).error.code).toBe('CSRF_REJECTED');
  });
});

describe('the production build (dist/main.js) on an empty database', () => {
  /** A fresh database and data folder, and the production build started on them, logging requests. */
  async function startOnEmptyDatabase() {
    const database = await freshDatabase();
    const dataDir = database.env.DATA_DIR ?? mkdtempSync(join(scratchDir(), 'meridian-production-test-'));
    const cleanup = async () => {
      killApiProcesses();
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    };
    const env = { ...PRODUCTION_ENV, ...database.env, DATA_DIR: dataDir, LOG_LEVEL: 'info', DEV_ROUTES: '0' };
    return { database, dataDir, cleanup, start: () => startApiProcess(env) };
  }

  it('creates no account, workspace, wallet or link, and logs no password', { timeout: 120_000 }, async () => {
    const { database, dataDir, cleanup, start } = await startOnEmptyDatabase();
    try {
      const server = await start();
      // Ready, and answering: the start is over (a demo account would have been made before).
      expect((await server.agent().get('/health')).status).toBe(200);
      expect(server.output()).not.toMatch(/password|demo account/i);
      await server.kill('SIGTERM');

      const db = await openDatabase({ databaseUrl: database.env.DATABASE_URL ?? null, dataDir });
      try {
        const counts = await db.script(async (runner) => {
          const result: Record<string, number> = {};
          for (const table of ['users', 'companies', 'memberships', 'wallets', 'payment_links', 'checkout_sessions']) {
            const [row] = await runner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
            result[table] = row?.n ?? -1;
          }
          return result;
        });
        expect(counts).toEqual({
          users: 0,
          companies: 0,
          memberships: 0,
          wallets: 0,
          payment_links: 0,
          checkout_sessions: 0,
        });
      } finally {
        await db.close();
      }
    } finally {
      await cleanup();
    }
  });

  it(
    "writes every request's log line, within a fraction of a second and when it stops",
    { timeout: 120_000 },
    async () => {
      const { cleanup, start } = await startOnEmptyDatabase();
      try {
        const server = await start();
        const line = (id: string) => new RegExp(`"reqId":"${id}","method":"GET","route":"/health","status":200`);
        // A quiet server: the lines gathered are written without waiting for more.
        expect((await server.agent({ 'x-request-id': 'quiet-1' }).get('/health')).status).toBe(200);
        await server.waitForOutput(line('quiet-1'), { timeoutMs: 2_000 });
        // Stopped at once after its answers: the lines still gathered are written before it exits.
        const ids = ['stop-1', 'stop-2', 'stop-3'];
        for (const id of ids) expect((await server.agent({ 'x-request-id': id }).get('/health')).status).toBe(200);
        await server.kill('SIGTERM');
        expect(server.child.exitCode).toBe(0);
        for (const id of ids) expect(server.output()).toMatch(line(id));
      } finally {
        await cleanup();
      }
    },
  );

  it('stops at start with a clear message, no stack trace, on a configuration that is unsafe there', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ TRUSTED_PROXIES: '0.0.0.0/0' }, /TRUSTED_PROXIES trusts every IPv4 address \("0\.0\.0\.0\/0"\)/],
      [{ TRUSTED_PROXIES: '::/0' }, /TRUSTED_PROXIES trusts every address \("::\/0"\)/],
      [{ COOKIE_SECURE: 'false' }, /COOKIE_SECURE cannot be false when NODE_ENV is production/],
      [{ DEMO_PASSWORD: 'demo-0123456789' }, /DEMO_PASSWORD cannot be set when NODE_ENV is production/],
    ];
    for (const [env, message] of cases) {
      const result = spawnSync(process.execPath, [inject('apiBuild')], {
        env: { PATH: process.env.PATH, ...PRODUCTION_ENV, LOG_LEVEL: 'info', PORT: '0', ...env },
        encoding: 'utf8',
        timeout: 30_000,
      });
      const output = `${result.stdout}${result.stderr}`;
      expect(result.status, output).toBe(1);
      expect(output).toMatch(/^Invalid configuration:\n {2}- /);
      expect(output).toMatch(message);
      expect(output).not.toMatch(/\n\s+at /);
    }
  });
});
