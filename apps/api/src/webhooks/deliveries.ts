/**
 * Webhook deliveries are rows. The webhooks consumer of the event stream (it reads events only,
 * with its own cursor: `consumeEvents`) writes one delivery per event and enabled endpoint that
 * wants its type, in the transaction that moves its cursor. The sender (sender.ts) picks the due
 * ones. This module holds the consumer and what the routes ask (the log's pages are
 * delivery-log.ts'): a delivery and its attempts, one delivery sent again, every one since a
 * time that has not succeeded sent again, the pending ones sent now, and a test event.
 *
 * An endpoint hears the events of its mode and those of no mode (the workspace's own facts:
 * members, wallets, verification), read from the event row's `mode` column (migrations/0020).
 */
import { randomUUID } from 'node:crypto';
import { type WebhookDelivery, type WebhookDeliveryDetail, type WebhookEventType } from '@meridian/contract';
import { and, asc, eq, gt, gte, inArray, ne } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookDeliveryRow } from '../db/schema';
import { consumeEvents, type EventRow } from '../events/consumer';
import { ApiError } from '../http/errors';
import { notifyWebhooks } from '../live/notify';

export const WEBHOOKS_CONSUMER = 'webhooks';

/** The body of a delivery, exactly as it is signed and sent: `{type, timestamp, data}`. */
export function deliveryBody(type: string, timestamp: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ type, timestamp: timestamp.toISOString(), data });
}

/**
 * The deliveries of a batch of events: one per event and enabled endpoint of its workspace that
 * wants its type and hears its mode (an event of no mode goes to endpoints of both).
 */
async function writeDeliveries(tx: Db, batch: EventRow[], now: Date): Promise<void> {
  const companyIds = [...new Set(batch.map((event) => event.companyId))];
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      companyId: webhookEndpoints.companyId,
      mode: webhookEndpoints.mode,
      eventTypes: webhookEndpoints.eventTypes,
    })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.companyId, companyIds), eq(webhookEndpoints.enabled, true)));
  if (endpoints.length === 0) return;
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const event of batch) {
    for (const endpoint of endpoints) {
      if (endpoint.companyId !== event.companyId) continue;
      if (event.mode !== null && event.mode !== endpoint.mode) continue;
      if (!endpoint.eventTypes.includes(event.type as WebhookEventType)) continue;
      rows.push({
        id: randomUUID(),
        endpointId: endpoint.id,
        companyId: event.companyId,
        eventId: event.id,
        messageId: String(event.id),
        type: event.type,
        body: deliveryBody(event.type, event.createdAt, event.data),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        lastAttemptAt: null,
        lastStatusCode: null,
        createdAt: now,
      });
    }
  }
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows).onConflictDoNothing();
  // The endpoints' pages show the new deliveries as they are written.
  await notifyWebhooks(
    tx,
    rows.map((row) => row.companyId),
  );
}

/** Reads the events after the webhooks consumer's cursor and writes their deliveries. */
export function consumeWebhookEvents(db: Db, clock: Clock): Promise<number> {
  return consumeEvents(db, clock, WEBHOOKS_CONSUMER, writeDeliveries);
}

/** The columns of a delivery its API object shows, as the table's row or the log's read names them. */
export type DeliveryColumns = Pick<
  WebhookDeliveryRow,
  | 'id'
  | 'endpointId'
  | 'messageId'
  | 'type'
  | 'status'
  | 'attempts'
  | 'nextAttemptAt'
  | 'lastAttemptAt'
  | 'lastStatusCode'
  | 'createdAt'
> & { eventId: WebhookDeliveryRow['eventId'] | string };

/** A delivery as the API answers it: the one mapper of a `webhook_deliveries` row. */
export function toDelivery(row: DeliveryColumns): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    messageId: row.messageId,
    eventId: row.eventId === null ? null : String(row.eventId),
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastStatusCode: row.lastStatusCode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The delivery `deliveryId` of the endpoint, or 404 (a delivery of another endpoint too). */
async function deliveryOf(db: Db, endpointId: string, deliveryId: string): Promise<WebhookDeliveryRow> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId.toLowerCase()),
        eq(webhookDeliveries.endpointId, endpointId.toLowerCase()),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** GET .../deliveries/:deliveryId: the delivery, its body and every attempt, oldest first. */
export async function deliveryDetail(db: Db, endpointId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
  const row = await deliveryOf(db, endpointId, deliveryId);
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, row.id))
    .orderBy(asc(webhookAttempts.sentAt), asc(webhookAttempts.id));
  return {
    delivery: toDelivery(row),
    body: row.body,
    attempts: attempts.map((attempt) => ({
      id: attempt.id,
      sentAt: attempt.sentAt.toISOString(),
      statusCode: attempt.statusCode,
      latencyMs: attempt.latencyMs,
      responseBody: attempt.responseBody,
      error: attempt.error,
      errorMessage: attempt.errorMessage,
    })),
  };
}

/** A delivery due again now, with a new round of retries (the same webhook-id). */
const AGAIN = (now: Date) => ({ status: 'pending' as const, attempts: 0, nextAttemptAt: now });

/** POST .../deliveries/:deliveryId/redeliver */
export async function redeliver(db: Db, endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery> {
  const row = await deliveryOf(db, endpointId, deliveryId);
  const [after] = await db
    .update(webhookDeliveries)
    .set(AGAIN(now))
    .where(eq(webhookDeliveries.id, row.id))
    .returning();
  await notifyWebhooks(db, [after!.companyId]);
  return toDelivery(after!);
}

/**
 * POST .../replay: every delivery of the endpoint created since `since` that has not succeeded
 * (failed, or pending: still waiting for a retry), due again now with a new round of retries.
 */
export async function replayUnsucceeded(db: Db, endpointId: string, since: Date, now: Date): Promise<number> {
  const replayed = await db
    .update(webhookDeliveries)
    .set(AGAIN(now))
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId.toLowerCase()),
        ne(webhookDeliveries.status, 'succeeded'),
        gte(webhookDeliveries.createdAt, since),
      ),
    )
    .returning({ companyId: webhookDeliveries.companyId });
  await notifyWebhooks(
    db,
    replayed.map((row) => row.companyId),
  );
  return replayed.length;
}

/** The endpoint, refused with 409 when it is disabled (nothing is sent to it). */
async function enabledEndpoint(db: Db, endpointId: string): Promise<void> {
  const [endpoint] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId.toLowerCase()))
    .limit(1);
  if (!endpoint) throw new ApiError('NOT_FOUND');
  if (!endpoint.enabled) {
    throw new ApiError('WEBHOOK_ENDPOINT_DISABLED', {
      message: 'This endpoint is disabled: enable it first, then its deliveries are sent',
    });
  }
}

/**
 * POST .../send-pending: the deliveries of an enabled endpoint waiting for their next retry, due
 * now (the same round: their attempts so far still count). One being sent right now may then be
 * sent twice, which its webhook-id lets the receiver recognise.
 */
export async function sendPendingNow(db: Db, endpointId: string, now: Date): Promise<number> {
  await enabledEndpoint(db, endpointId);
  const due = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId.toLowerCase()),
        eq(webhookDeliveries.status, 'pending'),
        gt(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return due.length;
}

/** POST .../test: a `webhook.test` delivery to an enabled endpoint, due now, signed and sent like any other. */
export async function queueTestEvent(
  db: Db,
  companyId: string,
  endpointId: string,
  now: Date,
): Promise<WebhookDelivery> {
  await enabledEndpoint(db, endpointId);
  const messageId = `test_${randomUUID()}`;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      id: randomUUID(),
      endpointId: endpointId.toLowerCase(),
      companyId,
      eventId: null,
      messageId,
      type: 'webhook.test',
      body: deliveryBody('webhook.test', now, {
        message: 'A test event from Meridian: your endpoint receives and verifies deliveries.',
        endpointId: endpointId.toLowerCase(),
      }),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lastAttemptAt: null,
      lastStatusCode: null,
      createdAt: now,
    })
    .returning();
  await notifyWebhooks(db, [companyId]);
  return toDelivery(row!);
}
