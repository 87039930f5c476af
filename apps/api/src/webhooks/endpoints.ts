/**
 * A workspace's webhook endpoints: the list, adding one (its secret answered once), changing,
 * enabling and disabling, rotating the secret (the previous one signs too for 24 hours) and
 * removing. Each change writes its `webhook_endpoint.*` event in its own transaction; the event
 * never carries the secret. `checkedEndpointUrl`, `insertEndpoint` and `removeEndpoint` are what
 * a store's pairing uses too (integrations/woocommerce.ts), inside its own transaction.
 */
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_ROTATION_HOURS,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDisabledReason,
  type WebhookEndpoint,
  type WebhookEndpointListResponse,
  type WebhookEventType,
  type WebhookSecretResponse,
} from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { webhookEndpoints, type WebhookEndpointRow } from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import type { WorkspaceAccess } from '../workspaces/access';
import { checkEndpointUrl } from './addresses';
import { newWebhookSecret } from './sign';

export function toEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    companyId: row.companyId,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
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
      data: toEndpoint(row),
    },
    now,
  );
}

const ENDPOINTS_OF_COMPANY: NamedStatement = {
  name: 'webhook_endpoints_of_company',
  text: `SELECT id, company_id, url, description, event_types, enabled, disabled_reason, consecutive_failures,
      previous_secret_expires_at, created_at
    FROM webhook_endpoints WHERE company_id = $1 ORDER BY created_at, id`,
};

interface EndpointListRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  url: string;
  description: string;
  event_types: WebhookEventType[] | string;
  enabled: boolean;
  disabled_reason: WebhookDisabledReason | null;
  consecutive_failures: number;
  previous_secret_expires_at: Date | null;
  created_at: Date;
}

/** `{a,b}` as a driver may answer a text[] column it does not parse. */
function textArray<T extends string>(value: T[] | string): T[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return (inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''))) as T[];
}

/** GET /company/:id/webhooks */
export async function listEndpoints(
  database: Pick<Database, 'query'>,
  companyId: string,
  now: Date,
): Promise<WebhookEndpointListResponse> {
  const rows = await database.query<EndpointListRow>(ENDPOINTS_OF_COMPANY, [companyId]);
  return {
    endpoints: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      url: row.url,
      description: row.description,
      eventTypes: textArray(row.event_types),
      enabled: row.enabled,
      disabledReason: row.disabled_reason,
      consecutiveFailures: row.consecutive_failures,
      previousSecretExpiresAt:
        row.previous_secret_expires_at && row.previous_secret_expires_at > now
          ? row.previous_secret_expires_at.toISOString()
          : null,
      createdAt: row.created_at.toISOString(),
    })),
  };
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
}

/**
 * Adds an endpoint on `tx`, enabled, with a new signing secret and its `webhook_endpoint.created`
 * event: the endpoint and the secret (to be answered this once).
 */
export async function insertEndpoint(
  tx: Db,
  companyId: string,
  fields: EndpointFields,
  now: Date,
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const secret = newWebhookSecret();
  const [row] = await tx
    .insert(webhookEndpoints)
    .values({
      id: randomUUID(),
      companyId,
      url: fields.url,
      description: fields.description.trim(),
      eventTypes: [...new Set(fields.eventTypes)],
      secret,
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

/** POST /company/:id/webhooks: the endpoint and its secret (answered this once). */
export async function createEndpoint(
  app: AppContext,
  workspace: WorkspaceAccess,
  body: CreateWebhookEndpointRequest,
): Promise<WebhookSecretResponse> {
  const url = await checkedEndpointUrl(app, body.url);
  const now = app.config.clock.now();
  const { row, secret } = await app.database.db.transaction((tx) =>
    insertEndpoint(
      tx,
      workspace.companyId,
      { url, description: body.description ?? '', eventTypes: body.eventTypes },
      now,
    ),
  );
  return { endpoint: toEndpoint(row), secret };
}

/** The endpoint `id` of the workspace, locked for the change, or 404. */
async function lockedEndpoint(tx: Db, companyId: string, id: string): Promise<WebhookEndpointRow> {
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id.toLowerCase()), eq(webhookEndpoints.companyId, companyId)))
    .for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/** PATCH /company/:id/webhooks/:endpointId */
export async function updateEndpoint(
  app: AppContext,
  workspace: WorkspaceAccess,
  id: string,
  body: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  const url = body.url === undefined ? undefined : await checkedEndpointUrl(app, body.url);
  const now = app.config.clock.now();
  const row = await app.database.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, workspace.companyId, id);
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
  return toEndpoint(row);
}

/**
 * Removes the endpoint `id` of the workspace on `tx` (its deliveries and their attempts go with
 * it) with its `webhook_endpoint.deleted` event: the endpoint as it was, or null when there is none.
 */
export async function removeEndpoint(
  tx: Db,
  companyId: string,
  id: string,
  now: Date,
): Promise<WebhookEndpointRow | null> {
  const [row] = await tx
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id.toLowerCase()), eq(webhookEndpoints.companyId, companyId)))
    .returning();
  if (!row) return null;
  await recordEndpointEvent(tx, 'deleted', row, now);
  return row;
}

/** DELETE /company/:id/webhooks/:endpointId: the endpoint, its deliveries and their attempts. */
export async function deleteEndpoint(app: AppContext, workspace: WorkspaceAccess, id: string): Promise<void> {
  const now = app.config.clock.now();
  await app.database.db.transaction(async (tx) => {
    if (!(await removeEndpoint(tx, workspace.companyId, id, now))) throw new ApiError('NOT_FOUND');
  });
}

/** POST /company/:id/webhooks/:endpointId/rotate-secret: the new secret, answered this once. */
export async function rotateSecret(
  app: AppContext,
  workspace: WorkspaceAccess,
  id: string,
): Promise<WebhookSecretResponse> {
  const now = app.config.clock.now();
  const secret = newWebhookSecret();
  const row = await app.database.db.transaction(async (tx) => {
    const before = await lockedEndpoint(tx, workspace.companyId, id);
    const [after] = await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: before.secret,
        previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_HOURS * 3600_000),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await recordEndpointEvent(tx, 'updated', after!, now);
    return after!;
  });
  return { endpoint: toEndpoint(row), secret };
}

/** The secrets that sign a delivery now: the current one, and the previous one until it expires. */
export function signingSecrets(row: WebhookEndpointRow, now: Date): string[] {
  const secrets = [row.secret];
  if (row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
    secrets.push(row.previousSecret);
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
