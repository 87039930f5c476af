/**
 * The webhook sender: picks the due deliveries (`FOR UPDATE SKIP LOCKED`, so that several API
 * instances share them and none is sent by two at once), claims each by moving its due time past
 * the request's timeout (a process killed while sending leaves it due again a moment later),
 * sends it signed, logs the attempt and sets the next one:
 *
 * - 2xx is success (the endpoint's count of failed events starts again); anything else fails,
 *   a redirect too (it is not followed), and so do a timeout and a refused address;
 * - 410 Gone disables the endpoint; 429 and 503 with `Retry-After` wait as long as it says;
 * - otherwise the retry schedule: at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and
 *   24 h after the previous attempt, each give or take a tenth; after the tenth attempt the
 *   delivery has failed, and after 10 events in a row that failed, the endpoint is disabled and
 *   its owners are told by mail.
 *
 * The time comes from the clock (clock.ts) so that tests can move it. A delivery's
 * `webhook-id` is its event's id, the same on every attempt: the receiver's idempotency key.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import {
  WEBHOOK_FAILURES_BEFORE_DISABLE,
  WEBHOOK_RESPONSE_KEPT_BYTES,
  type WebhookAttemptError,
  type WebhookDisabledReason,
} from '@meridian/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { storedLanguage } from '../accounts/users';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/database';
import { companies, memberships, users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { DnsResolver } from '../dns';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { AddressRefused, fixedLookup, publicAddresses } from './addresses';
import { disableEndpoint, signingSecrets } from './endpoints';
import { signatureHeader } from './sign';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait before each attempt: the first at once, then the retries. */
export const RETRY_SCHEDULE_MS = [
  0,
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
export const ATTEMPTS_MAX = RETRY_SCHEDULE_MS.length;
/** Each wait is this fraction longer or shorter, at random, so that retries do not come in waves. */
export const JITTER = 0.1;
/** The longest `Retry-After` honoured; a longer one waits this long. */
const RETRY_AFTER_MAX_MS = 24 * HOUR;
/** Deliveries claimed per pass (sent side by side). */
const CLAIM_BATCH = 10;

/** The wait after `attemptsMade` attempts, with its jitter. */
export function retryDelay(attemptsMade: number, random: () => number = Math.random): number {
  const base = RETRY_SCHEDULE_MS[Math.min(attemptsMade, ATTEMPTS_MAX - 1)]!;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random()));
}

/** `Retry-After` in milliseconds (seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | undefined, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * SECOND : Date.parse(trimmed) - now.getTime();
  if (Number.isNaN(ms)) return null;
  return Math.min(Math.max(ms, 0), RETRY_AFTER_MAX_MS);
}

export interface SenderOptions {
  database: Database;
  clock: Clock;
  dns: DnsResolver;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  timeoutMs: number;
}

interface Outcome {
  statusCode: number | null;
  latencyMs: number;
  responseBody: string;
  error: WebhookAttemptError | null;
  errorMessage: string | null;
  retryAfter: string | undefined;
}

/** Reads the first bytes of an answer, up to what the log keeps. */
async function firstBytes(response: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of response) {
    const buffer = chunk as Buffer;
    chunks.push(buffer);
    length += buffer.length;
    if (length >= WEBHOOK_RESPONSE_KEPT_BYTES) break;
  }
  response.destroy();
  return Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES).toString('utf8');
}

/** One POST of a signed delivery: its outcome, whatever happens (never throws). */
async function post(
  target: URL,
  headers: Record<string, string>,
  body: string,
  options: Pick<SenderOptions, 'allowPrivate' | 'dns' | 'timeoutMs'>,
): Promise<Outcome> {
  const started = performance.now();
  const failed = (error: WebhookAttemptError, message: string, statusCode: number | null = null): Outcome => ({
    statusCode,
    latencyMs: Math.round(performance.now() - started),
    responseBody: '',
    error,
    errorMessage: message,
    retryAfter: undefined,
  });
  let address: string | null = null;
  if (!options.allowPrivate && target.protocol !== 'https:') {
    // Saved while private URLs were allowed, sent where they are not.
    return failed('connection', 'Webhooks are sent over https only');
  }
  if (!options.allowPrivate) {
    try {
      address = (await publicAddresses(target.hostname, options.dns))[0]!;
    } catch (error) {
      if (error instanceof AddressRefused) return failed(error.code, error.message);
      return failed('unresolvable', `${target.hostname} could not be resolved`);
    }
  }
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = send(target, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: controller.signal,
        // A connection of its own: a kept-alive one may be closed by the receiver as it is reused.
        agent: false,
        ...(address ? { lookup: fixedLookup(address) } : {}),
      });
      outgoing.once('response', resolve);
      outgoing.once('error', reject);
      outgoing.end(body);
    });
    const statusCode = response.statusCode ?? 0;
    const responseBody = await firstBytes(response);
    const latencyMs = Math.round(performance.now() - started);
    const retryAfter = response.headers['retry-after'];
    if (statusCode >= 200 && statusCode < 300) {
      return { statusCode, latencyMs, responseBody, error: null, errorMessage: null, retryAfter };
    }
    const redirect = statusCode >= 300 && statusCode < 400;
    return {
      statusCode,
      latencyMs,
      responseBody,
      error: redirect ? 'redirect' : 'status',
      errorMessage: redirect
        ? `The receiver answered ${statusCode}, a redirect${response.headers.location ? ` to ${response.headers.location}` : ''}: redirects are not followed`
        : `The receiver answered ${statusCode}: only a 2xx answer counts as received`,
      retryAfter,
    };
  } catch (error) {
    if (controller.signal.aborted) {
      return failed('timeout', `No answer within ${options.timeoutMs / SECOND} s`);
    }
    const code = (error as NodeJS.ErrnoException).code;
    return failed('connection', `The connection failed${code ? ` (${code})` : ''}: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

type Claimed = {
  delivery: typeof webhookDeliveries.$inferSelect;
  endpoint: typeof webhookEndpoints.$inferSelect;
};

/** Picks the due deliveries of enabled endpoints and claims them (one more attempt each). */
async function claim(db: Db, clock: Clock, timeoutMs: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const due = await tx
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookDeliveries.status, 'pending'),
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(CLAIM_BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    // Due again once the request's time is surely over: a process that dies mid-send leaves it
    // to the next pass, here or on another instance.
    const lease = new Date(now.getTime() + timeoutMs + 5 * SECOND);
    await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: lease })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.delivery.id),
        ),
      );
    return due.map((row) => ({ ...row, delivery: { ...row.delivery, attempts: row.delivery.attempts + 1 } }));
  });
}

/** Sends one claimed delivery and records its attempt and what follows; answers a disabled endpoint to tell. */
async function sendOne(
  options: SenderOptions,
  { delivery, endpoint }: Claimed,
): Promise<{
  endpoint: typeof webhookEndpoints.$inferSelect;
  reason: Exclude<WebhookDisabledReason, 'manual'>;
} | null> {
  const { clock, database } = options;
  const sentAt = clock.now();
  const timestamp = Math.floor(sentAt.getTime() / SECOND);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Meridian-Webhooks/1.0',
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(
      signingSecrets(endpoint, sentAt),
      delivery.messageId,
      timestamp,
      delivery.body,
    ),
  };
  const outcome = await post(new URL(endpoint.url), headers, delivery.body, options);
  return database.db.transaction(async (tx) => {
    const now = clock.now();
    await tx.insert(webhookAttempts).values({
      id: randomUUID(),
      deliveryId: delivery.id,
      sentAt,
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      responseBody: outcome.responseBody,
      error: outcome.error,
      errorMessage: outcome.errorMessage,
    });
    const succeeded = outcome.error === null;
    const gone = outcome.statusCode === 410;
    const last = delivery.attempts >= ATTEMPTS_MAX;
    const waited =
      outcome.statusCode === 429 || outcome.statusCode === 503 ? retryAfterMs(outcome.retryAfter, now) : null;
    const status = succeeded ? 'succeeded' : gone || last ? 'failed' : 'pending';
    // The row as this attempt left it, unless someone sent it again meanwhile (its attempts restarted).
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({
        status,
        nextAttemptAt:
          status === 'pending' ? new Date(now.getTime() + (waited ?? retryDelay(delivery.attempts))) : null,
        lastAttemptAt: sentAt,
        lastStatusCode: outcome.statusCode,
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts)))
      .returning({ id: webhookDeliveries.id });
    if (!updated) return null;
    if (succeeded) {
      await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
      return null;
    }
    if (gone) {
      const disabled = await disableEndpoint(tx, endpoint.id, 'gone', now);
      return disabled ? { endpoint: disabled, reason: 'gone' as const } : null;
    }
    if (status !== 'failed' || delivery.eventId === null) return null;
    const [counted] = await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
      .where(eq(webhookEndpoints.id, endpoint.id))
      .returning({ failures: webhookEndpoints.consecutiveFailures });
    if ((counted?.failures ?? 0) < WEBHOOK_FAILURES_BEFORE_DISABLE) return null;
    const disabled = await disableEndpoint(tx, endpoint.id, 'failing', now);
    return disabled ? { endpoint: disabled, reason: 'failing' as const } : null;
  });
}

/** Tells the workspace's owners, each in their language, that an endpoint was disabled. */
async function mailOwners(
  options: SenderOptions,
  endpoint: typeof webhookEndpoints.$inferSelect,
  reason: Exclude<WebhookDisabledReason, 'manual'>,
): Promise<void> {
  const db = options.database.db;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, endpoint.companyId));
  const owners = await db
    .select({ email: users.email, language: users.language })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, endpoint.companyId), eq(memberships.privilege, 'owner')))
    .orderBy(memberships.joinedAt);
  for (const owner of owners) {
    const language = storedLanguage(owner.language);
    const content = renderMail('webhook-disabled', language, {
      workspaceName: company?.name ?? '',
      url: endpoint.url,
      reason,
      failures: WEBHOOK_FAILURES_BEFORE_DISABLE,
      link: `${options.publicUrl}/settings/webhooks/${endpoint.id}`,
    });
    await options.mailer.send({ to: owner.email, kind: 'webhook-disabled', language, ...content });
  }
}

/** Sends every delivery due now, a batch at a time; answers how many attempts it made. */
export async function sendDueDeliveries(options: SenderOptions): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await claim(options.database.db, options.clock, options.timeoutMs);
    if (claimed.length === 0) return sent;
    const results = await Promise.all(
      claimed.map((one) =>
        sendOne(options, one).catch((error: unknown) => {
          options.log.error({ err: error, deliveryId: one.delivery.id }, 'webhooks: an attempt could not be recorded');
          return null;
        }),
      ),
    );
    sent += claimed.length;
    for (const disabled of results) {
      if (!disabled) continue;
      options.log.warn(
        { companyId: disabled.endpoint.companyId, endpointId: disabled.endpoint.id, reason: disabled.reason },
        'webhooks: endpoint disabled',
      );
      await mailOwners(options, disabled.endpoint, disabled.reason).catch((error: unknown) =>
        options.log.error({ err: error }, 'webhooks: the owners could not be mailed'),
      );
    }
  }
}
