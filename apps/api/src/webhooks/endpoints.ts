/**
 * A workspace's webhook endpoints (the lists are endpoint-lists.ts'): adding one (its secret answered once), changing,
 * enabling and disabling, rotating the secret (the previous one signs too for 24 hours) and
 * removing. Each change writes its `webhook_endpoint.*` event in its own transaction; the event
 * never carries the secret, which is stored sealed (secrets.ts). `checkedEndpointUrl`,
 * `insertEndpoint` and `removeEndpoint` are what a store's pairing uses too
 * (integrations/woocommerce.ts), inside its own transaction.
 *
 * The dashboard's routes (routes/webhooks.ts) and the public API's (routes/public-webhooks.ts)
 * both act through these functions, within an `EndpointScope`: a member reaches the workspace's
 * endpoints of both modes, an API key those of its own mode only (any other is not found).
 */
import { randomUUID } from 'node:crypto';
import {
  isUuid,
  WEBHOOK_ROTATION_HOURS,
  type CreateWebhookEndpointRequest,
  type Environment,
  type UpdateWebhookEndpointRequest,
  type WebhookDisabledReason,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookSecretResponse,
} from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { webhookEndpoints, type WebhookEndpointRow } from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import { checkEndpointUrl } from './addresses';
import { openSecret, resealed, sealSecret } from './secrets';
import { newWebhookSecret } from './sign';

/**
 * Whose endpoints a call reaches: a workspace's (a member, through the workspace check of the
 * route table), and with `mode` only that mode's (an API key).
 */
export interface EndpointScope {
  companyId: string;
  mode?: Environment;
}

/** The endpoint `id` within the scope: the conditions of its row. */
function inScope(scope: EndpointScope, id: string) {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  return and(
    eq(webhookEndpoints.id, id.toLowerCase()),
    eq(webhookEndpoints.companyId, scope.companyId),
    scope.mode === undefined ? undefined : eq(webhookEndpoints.mode, scope.mode),
  );
}

/** The columns of an endpoint its API object shows, as the table's row or the lists' reads name them. */
export type EndpointColumns = Pick<
  WebhookEndpointRow,
  | 'id'
  | 'companyId'
  | 'url'
  | 'description'
  | 'mode'
  | 'enabled'
  | 'disabledReason'
  | 'consecutiveFailures'
  | 'previousSecretExpiresAt'
  | 'createdAt'
> & { eventTypes: WebhookEventType[] | string };

/** `{a,b}` as a driver may answer a text[] column it does not parse. */
function textArray<T extends string>(value: T[] | string): T[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return (inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''))) as T[];
}

/**
 * An endpoint as the API answers it, the one mapper of a `webhook_endpoints` row: without its
 * secrets, and without the previous secret's expiry once that secret no longer signs (`now`).
 */
export function toEndpoint(row: EndpointColumns, now: Date): WebhookEndpoint {
  return {
    id: row.id,
    companyId: row.companyId,
    url: row.url,
    description: row.description,
    mode: row.mode,
    eventTypes: textArray(row.eventTypes),
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An endpoint's event: what it is now, without its secrets. */
async function recordEndpointEvent(
  tx: Db,
  type: 'created' | 'updated' | 'disabled' | 'deleted',
  row: WebhookEndpointRow,
  now: Date,
): Promise<void> {
  await recordEvent(
    tx,
    {
      companyId: row.companyId,
      type: `webhook_endpoint.${type}`,
      objectType: 'webhook_endpoint',
      objectId: row.id,
      data: toEndpoint(row, now),
    },
    now,
  );
}

/**
 * An endpoint URL as it is saved, checked under the API's setting for private receivers
 * (`WEBHOOK_ALLOW_PRIVATE_URLS`); a refusal names `field`, the request's name for it.
 */
export function checkedEndpointUrl(app: AppContext, raw: string, field = 'url'): Promise<string> {
  return checkEndpointUrl(raw, { allowPrivate: app.config.webhookAllowPrivateUrls, dns: app.dns, field });
}

export interface EndpointFields {
  /** Checked by `checkedEndpointUrl`. */
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
  /** For good: an endpoint never changes mode. */
  mode: Environment;
}

/**
 * Adds an endpoint on `tx`, enabled, with a new signing secret (stored sealed under `key`, the
 * integrations' key) and its `webhook_endpoint.created` event: the endpoint and the secret (to
 * be answered this once).
 */
export async function insertEndpoint(
  tx: Db,
  key: Buffer,
  companyId: string,
  fields: EndpointFields,
  now: Date,
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const id = randomUUID();
  const secret = newWebhookSecret();
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({
      id,
      companyId,
      url: fields.url,
      description: fields.description.trim(),
      mode: fields.mode,
      eventTypes: [...new Set(fields.eventTypes)],
      secret: sealSecret(key, secret, id),
      previousSecret: null,
      previousSecretExpiresAt: null,
      enabled: true,
      disabledReason: null,
      consecutiveFailures: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  await recordEndpointEvent(tx, 'created', row, now);
  return { row, secret };
}

/** POST /company/:id/webhooks, POST /v1/webhook-endpoints: the endpoint and its secret (answered this once). */
export async function createEndpoint(
  app: AppContext,
  scope: EndpointScope,
  body: CreateWebhookEndpointRequest,
): Promise<WebhookSecretResponse> {
  const url = await checkedEndpointUrl(app, body.url);
  const now = app.config.clock.now();
  const { row, secret } = await app.database.db.transaction((tx) =>
    insertEndpoint(
      tx,
      app.config.integrationSecret,
      scope.companyId,
      { url, description: body.description ?? '', eventTypes: body.eventTypes, mode: body.mode },
      now,
    ),
  );
  return { endpoint: toEndpoint(row, now), secret };
}

/** GET /v1/webhook-endpoints/:id: the endpoint within the scope, or 404. */
export async function getEndpoint(app: AppContext, scope: EndpointScope, id: string): Promise<WebhookEndpoint> {
  const [row] = await app.database.db.select().from(webhookEndpoints).where(inScope(scope, id)).limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return toEndpoint(row, app.config.clock.now());
}

/** The endpoint `id` within the scope, locked for the change, or 404. */
async function lockedEndpoint(tx: Db, scope: EndpointScope, id: string): Promise<WebhookEndpointRow> {
  const [row] = await tx.select().from(webhookEndpoints).where(inScope(scope, id)).for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** PATCH /company/:id/webhooks/:endpointId, PATCH /v1/webhook-endpoints/:id (never the mode). */
export async function updateEndpoint(
  app: AppContext,
  scope: EndpointScope,
  id: string,
  body: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  const url = body.url === undefined ? undefined : await checkedEndpointUrl(app, body.url);
  const now = app.config.clock.now();
  const row = await app.database.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, scope, id);
    const change: Partial<typeof webhookEndpoints.$inferInsert> = { updatedAt: now };
    if (url !== undefined) change.url = url;
    if (body.eventTypes !== undefined) change.eventTypes = [...new Set(body.eventTypes)];
    if (body.description !== undefined) change.description = body.description.trim();
    if (body.enabled === true && !before.enabled) {
      Object.assign(change, { enabled: true, disabledReason: null, consecutiveFailures: 0 });
    } else if (body.enabled === false && before.enabled) {
      Object.assign(change, { enabled: false, disabledReason: 'manual' });
    }
    const [after] = await tx.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, before.id)).returning();
    const disabled = before.enabled && !after!.enabled;
    await recordEndpointEvent(tx, disabled ? 'disabled' : 'updated', after!, now);
    return after!;
  });
  return toEndpoint(row, now);
}

/**
 * Removes the endpoint `id` within the scope on `tx` (its deliveries and their attempts go with
 * it) with its `webhook_endpoint.deleted` event: the endpoint as it was, or null when there is none.
 */
export async function removeEndpoint(
  tx: Db,
  scope: EndpointScope,
  id: string,
  now: Date,
): Promise<WebhookEndpointRow | null> {
  const [row] = await tx.delete(webhookEndpoints).where(inScope(scope, id)).returning();
  if (!row) return null;
  await recordEndpointEvent(tx, 'deleted', row, now);
  return row;
}

/** DELETE /company/:id/webhooks/:endpointId, DELETE /v1/webhook-endpoints/:id: the endpoint, its deliveries and their attempts. */
export async function deleteEndpoint(app: AppContext, scope: EndpointScope, id: string): Promise<void> {
  const now = app.config.clock.now();
  await app.database.db.transaction(async (tx) => {
    if (!(await removeEndpoint(tx, scope, id, now))) throw new ApiError('NOT_FOUND');
  });
}

/** POST .../rotate-secret (both APIs): the new secret, answered this once. */
export async function rotateSecret(app: AppContext, scope: EndpointScope, id: string): Promise<WebhookSecretResponse> {
  const now = app.config.clock.now();
  const key = app.config.integrationSecret;
  const secret = newWebhookSecret();
  const row = await app.database.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, scope, id);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        secret: sealSecret(key, secret, before.id),
        previousSecret: resealed(key, before.secret, before.id),
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_HOURS * 3600_000),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await recordEndpointEvent(tx, 'updated', after!, now);
    return after!;
  });
  return { endpoint: toEndpoint(row, now), secret };
}

/**
 * The secrets that sign a delivery now, opened with `key`: the current one, and the previous one
 * until it expires. Throws when a secret does not open (the key changed).
 */
export function signingSecrets(row: WebhookEndpointRow, now: Date, key: Buffer): string[] {
  const secrets = [openSecret(key, row.secret, row.id)];
  if (row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
    secrets.push(openSecret(key, row.previousSecret, row.id));
  }
  return secrets;
}

/**
 * Disables an endpoint on `tx` (its receiver answered 410, or too many events failed): its
 * event is written with the change. Answers whether it was enabled until now.
 */
export async function disableEndpoint(
  tx: Db,
  endpointId: string,
  reason: Exclude<WebhookDisabledReason, 'manual'>,
  now: Date,
): Promise<WebhookEndpointRow | null> {
  const [after] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!after) return null;
  await recordEndpointEvent(tx, 'disabled', after, now);
  return after;
}
