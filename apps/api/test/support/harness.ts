import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchDir } from './scratch';
import { checkAnswer, serverStarted } from './answers';
import {
  apiRoutes,
  OutboxResponse,
  SmsOutboxResponse,
  type MailKind,
  type OutboxMessage,
  type SignupRequest,
  type SmsOutboxMessage,
} from '@meridian/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { create } from 'superstruct';
import { inject } from 'vitest';
import type { Clock } from '../../src/clock';
import { loadConfig, type Config } from '../../src/config';
import { buildServer, type BuildOptions } from '../../src/server';
import { TEMPLATE_DATABASE } from './global-setup';
import { addressedTo, Inbox } from './inbox';

export const DASHBOARD_ORIGIN = 'http://127.0.0.1:5173';

/** Real time plus an offset the test moves forward. */
export class TestClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}

/** The settings of a server started as in production (the tests of production behaviour use it). */
export const PRODUCTION_ORIGIN = 'https://dashboard.example';
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  ALLOWED_ORIGINS: PRODUCTION_ORIGIN,
  PUBLIC_URL: PRODUCTION_ORIGIN,
  STORAGE_SECRET: 'production-test-secret-0123456789abcdef',
  API_KEY_PEPPER: 'production-test-api-key-pepper-0123456789',
  ADDRESS_HASH_SECRET: 'production-test-address-hash-secret-0123',
  INTEGRATION_SECRET: '5f'.repeat(32),
  // No chain watcher nor exchange-rate provider on the internet from the tests.
  WATCH_CHAINS: 'none',
  EXCHANGE_RATE_URL: 'http://127.0.0.1:9/v2',
  // A real identity provider is required in production (nothing answers there in these tests).
  IDENTITY_PROVIDER_URL: 'http://127.0.0.1:9/identity',
  IDENTITY_PROVIDER_SECRET: 'identity-provider-test-secret-0123456789',
} as const;

export const minutes = (n: number) => n * 60 * 1000;
export const hours = (n: number) => n * 60 * 60 * 1000;

export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';');
  const index = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name: pair.slice(0, index).trim(), value: decodeURIComponent(pair.slice(index + 1).trim()), attributes };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
  setCookies: SetCookie[];
}

/** A browser-like client: a cookie jar, and the headers a same-origin dashboard fetch carries. */
export class Agent {
  readonly jar = new Map<string, string>();
  constructor(
    private readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {
      origin: DASHBOARD_ORIGIN,
      'sec-fetch-site': 'same-origin',
    },
  ) {}

  async request(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] ??= 'application/json';
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    if (this.jar.size > 0) headers.cookie = this.cookieHeader();
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie().map(parseSetCookie);
    for (const cookie of setCookies) {
      const expired =
        cookie.attributes['max-age'] === '0' || cookie.attributes.expires === 'Thu, 01 Jan 1970 00:00:00 GMT';
      if (expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    // Every answer is what the OpenAPI document says it is (status, media type, body, headers).
    await checkAnswer(this.baseUrl, {
      method,
      path,
      status: response.status,
      headers: response.headers,
      text,
      body: parsed,
    });
    return { status: response.status, headers: response.headers, body: parsed, setCookies };
  }

  post(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { json, headers });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** The jar as a `Cookie` header, as this agent's requests carry it. */
  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

export interface TestApi {
  url: string;
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  agent(headers?: Record<string, string>): Agent;
  outbox(): Promise<OutboxMessage[]>;
  /** The latest mail of a kind sent to an address (outbox mode). */
  lastMail(to: string, kind: MailKind): Promise<OutboxMessage | undefined>;
  /** The SMTP server on loopback the API delivers to (started with `{ smtp: true }`); null in outbox mode. */
  inbox: Inbox | null;
  /** Text messages kept in the SMS outbox (no SMS_URL), newest first. */
  smsOutbox(): Promise<SmsOutboxMessage[]>;
  /**
   * Waits for what earlier answers set going after they were sent: each event consumer's pass
   * over every event committed so far (notifications and their mails, webhook deliveries and the
   * sends now due, store orders), then the mail composed after an answer.
   */
  settle(): Promise<void>;
  /**
   * Row counts of every table of the schema, once settled: "nothing changed" checks compare two of
   * these, so a write the step before set going cannot land between them.
   */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** What the sign-up helpers need of a server: one in this process, or one in a child process. */
export type ReachableApi = Pick<TestApi, 'agent' | 'inbox' | 'lastMail'>;

/** A fresh database for this server: a copy of the migrated PGlite folder, or a cloned database. */
export async function freshDatabase(): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  if (inject('dbDriver') === 'pglite') {
    const dir = mkdtempSync(join(scratchDir(), 'meridian-api-test-'));
    cpSync(inject('pgliteTemplate'), dir, { recursive: true });
    return { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const serverUrl = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface StartOptions extends Pick<BuildOptions, 'routes' | 'rateLimit' | 'consumers' | 'liveSweepMs'> {
  /** Mail goes over SMTP to a real server on loopback (`TestApi.inbox`) instead of the outbox. */
  smtp?: boolean;
}

/** The real server on a random loopback port over a fresh database. */
export async function startApi(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApi> {
  const { smtp, ...buildOptions } = options;
  const inbox = smtp ? new Inbox() : null;
  const smtpEnv = inbox
    ? { SMTP_URL: `smtp://127.0.0.1:${await inbox.listen()}`, MAIL_FROM: 'Meridian <hello@meridian.test>' }
    : {};
  const database = await freshDatabase();
  const clock = new TestClock();
  // Tests read mail and texts at /dev/*: on, except where a test runs the production setup.
  const devRoutes = env.NODE_ENV === 'production' ? {} : { DEV_ROUTES: '1' };
  // Passwords hashed at the test cost, which only NODE_ENV=test accepts; a test may ask for the
  // standard one (password.test.ts checks that it is what a server uses by default), and
  // PASSWORD_HASH_COST=standard in the environment runs the whole suite at it.
  const hashCost =
    (env.NODE_ENV ?? 'test') === 'test' ? { PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST ?? 'low' } : {};
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...devRoutes,
      ...hashCost,
      ...smtpEnv,
      ...database.env,
      ...env,
    },
    { clock, port: 0 },
  );
  const app = await buildServer(config, buildOptions);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  serverStarted(address);
  const settle = async () => {
    await eventsReadable();
    // A pass started now reads every event committed before it; a consumer that is running
    // passes once more. The webhook consumer's pass cues its sender.
    for (const consumer of [app.notificationConsumer, app.storeOrderConsumer, app.webhookWorker?.consumer]) {
      consumer?.kick();
      await consumer?.idle();
    }
    app.webhookWorker?.kick();
    await app.webhookWorker?.idle();
    await app.meridian.mailer.flush();
  };
  /**
   * Waits until a consumer can read every event written so far. A consumer reads an event once its
   * transaction id is below the oldest transaction still running on the server, and transaction
   * ids are the whole server's: on a Postgres server shared with other test files, a transaction
   * of another database holds back events of this one for a moment (in production, the next poll
   * reads them).
   */
  const eventsReadable = async () => {
    const deadline = Date.now() + 30_000;
    await app.meridian.database.script(async (runner) => {
      const [latest] = await runner.query<{ txid: string | null }>('SELECT max(txid)::text AS txid FROM events');
      if (!latest?.txid) return;
      for (;;) {
        const [row] = await runner.query<{ ready: boolean }>(
          'SELECT pg_snapshot_xmin(pg_current_snapshot()) > $1::xid8 AS ready',
          [latest.txid],
        );
        if (row?.ready || Date.now() > deadline) return;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
  };
  const outbox = async () => {
    const response = await new Agent(address).get(apiRoutes.devOutbox.path);
    return create(response.body, OutboxResponse).messages;
  };
  return {
    url: address,
    app,
    clock,
    config,
    agent: (headers) => new Agent(address, headers),
    outbox,
    lastMail: async (to, kind) => (await outbox()).find((mail) => mail.to === to && mail.kind === kind),
    inbox,
    smsOutbox: async () => {
      const response = await new Agent(address).get(apiRoutes.devSmsOutbox.path);
      return create(response.body, SmsOutboxResponse).messages;
    },
    settle,
    counts: async () => {
      await settle();
      const result: Record<string, number> = {};
      await app.meridian.database.script(async (runner) => {
        const tables = await runner.query<{ name: string }>(
          'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1',
        );
        for (const { name } of tables) {
          const [row] = await runner.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
          result[name] = row?.n ?? 0;
        }
      });
      return result;
    },
    close: async () => {
      await app.close();
      await inbox?.close();
      await database.cleanup();
    },
  };
}

let sequence = 0;

/** A valid signup body with a unique username and e-mail. */
export function signupBody(overrides: Partial<SignupRequest> = {}): SignupRequest {
  sequence += 1;
  const id = `${Date.now().toString(36)}${sequence}${randomBytes(2).toString('hex')}`;
  return {
    username: `user_${id}`,
    password: 'correct horse battery',
    email: `user_${id}@example.com`,
    roles: [],
    country: 'FR',
    language: 'en',
    acceptTerms: true,
    ...overrides,
  };
}

/** The six-digit code in a mail body. */
export function codeIn(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`);
  return match[1];
}

/** A code guaranteed to differ from `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/** The confirmation code mailed to a new account: the first mail to its address (SMTP), or the outbox's. */
async function confirmationCode(api: ReachableApi, email: string): Promise<string> {
  if (api.inbox) return codeIn((await api.inbox.waitFor(addressedTo(email))).text ?? '');
  const mail = await api.lastMail(email, 'confirm-code');
  if (!mail) throw new Error('no confirmation mail');
  return codeIn(mail.text);
}

/** Signs up and returns the agent, the body and the mailed code. */
export async function signUp(api: ReachableApi, overrides: Partial<SignupRequest> = {}) {
  const agent = api.agent();
  const body = signupBody(overrides);
  const response = await agent.post(apiRoutes.signup.path, body);
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { agent, body, code: await confirmationCode(api, body.email), response };
}

/** Signs up and confirms: an account with no required action, logged in on `agent`. */
export async function confirmedUser(api: ReachableApi, overrides: Partial<SignupRequest> = {}) {
  const result = await signUp(api, overrides);
  const confirmed = await result.agent.post(apiRoutes.confirmCodeVerification.path, { code: result.code });
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return result;
}
