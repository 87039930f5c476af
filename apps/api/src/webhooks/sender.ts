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
 * Whatever the receiver answers, the attempt is recorded and counted: what the log keeps of the
 * answer is bounded and made storable (post.ts), a log that still fails is written again without
 * it, and a delivery whose last attempt's outcome was lost is failed rather than sent an
 * eleventh time.
 *
 * The time comes from the clock (clock.ts) so that tests can move it. A delivery's
 * `webhook-id` is its event's id, the same on every attempt: the receiver's idempotency key.
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_FAILURES_BEFORE_DISABLE, type WebhookDisabledReason } from '@meridian/contract';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { storedLanguage } from '../accounts/users';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/database';
import { companies, memberships, users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { notifyWebhooks } from '../live/notify';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { disableEndpoint, signingSecrets } from './endpoints';
import { errorText, failedOutcome, post, type Outcome, type PostOptions } from './post';
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

export interface SenderOptions extends PostOptions {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The key the signing secrets are sealed with (`INTEGRATION_SECRET`). */
  secretKey: Buffer;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Claimed = { delivery: typeof webhookDeliveries.$inferSelect; endpoint: EndpointRow };
/** An endpoint an attempt disabled, whose owners are to be told. */
type Disabled = { endpoint: EndpointRow; reason: Exclude<WebhookDisabledReason, 'manual'> };

/**
 * Picks the due deliveries of enabled endpoints and claims them (one more attempt each). One
 * found due after its last attempt was claimed lost that attempt's outcome (a process stopped
 * mid-send, or its log could not be written): it is not sent again but failed, so that the
 * attempt limit holds whatever happened.
 */
async function claim(db: Db, clock: Clock, timeoutMs: number): Promise<{ claimed: Claimed[]; disabled: Disabled[] }> {
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
    const disabled: Disabled[] = [];
    for (const spent of due.filter((row) => row.delivery.attempts >= ATTEMPTS_MAX)) {
      const result = await settle(tx, spent, null, now);
      if (result) disabled.push(result);
    }
    const sendable = due.filter((row) => row.delivery.attempts < ATTEMPTS_MAX);
    if (sendable.length === 0) return { claimed: [], disabled };
    // Due again once the request's time is surely over: a process that dies mid-send leaves it
    // to the next pass, here or on another instance.
    const lease = new Date(now.getTime() + timeoutMs + 5 * SECOND);
    await tx
      .update(webhookDeliveries)
      .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: lease })
      .where(
        inArray(
          webhookDeliveries.id,
          sendable.map((row) => row.delivery.id),
        ),
      );
    const claimed = sendable.map((row) => ({
      ...row,
      delivery: { ...row.delivery, attempts: row.delivery.attempts + 1 },
    }));
    return { claimed, disabled };
  });
}

/**
 * Moves a claimed delivery on after its attempt (`outcome`, sent at `sentAt`), or after an
 * attempt whose outcome was lost (null: it has failed), and counts it for its endpoint; answers
 * the endpoint when this disabled it. Unless someone sent it again meanwhile (its attempts
 * restarted): then this attempt is only logged.
 */
async function settle(
  tx: Db,
  { delivery, endpoint }: Claimed,
  outcome: (Outcome & { sentAt: Date }) | null,
  now: Date,
): Promise<Disabled | null> {
  const succeeded = outcome !== null && outcome.error === null;
  const gone = outcome?.statusCode === 410;
  const last = delivery.attempts >= ATTEMPTS_MAX;
  const waited =
    outcome?.statusCode === 429 || outcome?.statusCode === 503 ? retryAfterMs(outcome.retryAfter, now) : null;
  const status = succeeded ? 'succeeded' : gone || last || outcome === null ? 'failed' : 'pending';
  const [updated] = await tx
    .update(webhookDeliveries)
    .set({
      status,
      nextAttemptAt: status === 'pending' ? new Date(now.getTime() + (waited ?? retryDelay(delivery.attempts))) : null,
      ...(outcome ? { lastAttemptAt: outcome.sentAt, lastStatusCode: outcome.statusCode } : {}),
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
    return disabled ? { endpoint: disabled, reason: 'gone' } : null;
  }
  if (status !== 'failed' || delivery.eventId === null) return null;
  const [counted] = await tx
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1` })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning({ failures: webhookEndpoints.consecutiveFailures });
  if ((counted?.failures ?? 0) < WEBHOOK_FAILURES_BEFORE_DISABLE) return null;
  const disabled = await disableEndpoint(tx, endpoint.id, 'failing', now);
  return disabled ? { endpoint: disabled, reason: 'failing' } : null;
}

/**
 * Logs an attempt and settles its delivery, in one transaction. Should the log refuse what the
 * answer left (it is made storable first, so this is a last resort), the attempt is logged
 * again without the answer's text: an attempt is always counted, whatever the receiver said.
 */
async function record(options: SenderOptions, one: Claimed, outcome: Outcome & { sentAt: Date }) {
  const write = (kept: Outcome & { sentAt: Date }) =>
    options.database.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        id: randomUUID(),
        deliveryId: one.delivery.id,
        sentAt: kept.sentAt,
        statusCode: kept.statusCode,
        latencyMs: kept.latencyMs,
        responseBody: kept.responseBody,
        error: kept.error,
        errorMessage: kept.errorMessage,
      });
      // The endpoint's page shows the attempt, and the delivery's new state, as they are written.
      await notifyWebhooks(tx, [one.delivery.companyId]);
      return settle(tx, one, kept, options.clock.now());
    });
  try {
    return await write(outcome);
  } catch (error) {
    options.log.error({ err: error, deliveryId: one.delivery.id }, 'webhooks: the answer could not be logged');
    return write({
      ...outcome,
      responseBody: '',
      errorMessage: outcome.error === null ? null : errorText('The answer could not be stored'),
    });
  }
}

/** Signs and sends one claimed delivery, then records its attempt; answers an endpoint it disabled. */
async function sendOne(options: SenderOptions, one: Claimed): Promise<Disabled | null> {
  const { delivery, endpoint } = one;
  const sentAt = options.clock.now();
  const timestamp = Math.floor(sentAt.getTime() / SECOND);
  let secrets: string[];
  try {
    secrets = signingSecrets(endpoint, sentAt, options.secretKey);
  } catch {
    const unreadable = failedOutcome(
      'secret_unreadable',
      'Not sent: the signing secret could not be decrypted (the server’s INTEGRATION_SECRET changed); rotate the secret',
    );
    return record(options, one, { ...unreadable, sentAt });
  }
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Meridian-Webhooks/1.0',
    'webhook-id': delivery.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(secrets, delivery.messageId, timestamp, delivery.body),
  };
  const outcome = await post(new URL(endpoint.url), headers, delivery.body, options);
  return record(options, one, { ...outcome, sentAt });
}

/** Tells the workspace's owners, each in their language, that an endpoint was disabled. */
async function mailOwners(options: SenderOptions, { endpoint, reason }: Disabled): Promise<void> {
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
    const { claimed, disabled: spent } = await claim(options.database.db, options.clock, options.timeoutMs);
    if (claimed.length === 0 && spent.length === 0) return sent;
    const results = await Promise.all(
      claimed.map((one) =>
        sendOne(options, one).catch((error: unknown) => {
          options.log.error({ err: error, deliveryId: one.delivery.id }, 'webhooks: an attempt could not be recorded');
          return null;
        }),
      ),
    );
    sent += claimed.length;
    for (const disabled of [...spent, ...results]) {
      if (!disabled) continue;
      options.log.warn(
        { companyId: disabled.endpoint.companyId, endpointId: disabled.endpoint.id, reason: disabled.reason },
        'webhooks: endpoint disabled',
      );
      await mailOwners(options, disabled).catch((error: unknown) =>
        options.log.error({ err: error }, 'webhooks: the owners could not be mailed'),
      );
    }
  }
}
