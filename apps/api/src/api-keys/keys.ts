/**
 * API keys: made, listed, renamed, rolled and revoked by a workspace's members (checked on every
 * call of the public API by authenticate.ts). A key is `mrd_test_` or `mrd_live_`, 37 random base62
 * characters and a base62 CRC32 checksum (`@meridian/contract`'s api-key-format.ts). Only
 * HMAC-SHA256(key, pepper) is stored, with the pepper's id; the key itself is answered once.
 */
import { randomUUID } from 'node:crypto';
import {
  API_KEY_PREFIXES,
  API_KEY_ROLL_EXPIRY_MS,
  type ApiKey,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  type UpdateApiKeyRequest,
  type UpdatedApiKey,
} from '@meridian/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AuthenticatedSession } from '../accounts/sessions';
import { confirmRecentLogin } from '../accounts/reauthentication';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { apiKeys, type ApiKeyRow } from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import type { WorkspaceAccess } from '../workspaces/access';
import { apiKeyHash, newApiKey } from './secret';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    label: row.label,
    mode: row.mode,
    prefix: API_KEY_PREFIXES[row.mode],
    lastFour: row.lastFour,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** What an event says about a key: never its secret nor its hash. */
function keyData(row: ApiKeyRow, by: string): Record<string, unknown> {
  const { id, label, mode, prefix, lastFour, expiresAt } = toApiKey(row);
  return { id, label, mode, prefix, lastFour, by, expiresAt };
}

/** GET /company/{id}/api-keys: the keys not revoked, newest first (expired ones say so by `expiresAt`). */
export async function listApiKeys(db: Db, companyId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export interface KeyFields {
  label: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
  rolledFrom: string | null;
}

async function insertKey(
  tx: Db,
  app: AppContext,
  companyId: string,
  userId: string | null,
  fields: KeyFields,
  now: Date,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const secret = newApiKey(fields.mode);
  const [pepper] = app.config.apiKeyPeppers;
  if (!pepper) throw new Error('no API key pepper configured');
  const [row] = await tx
    .insert(apiKeys)
    .values({
      id: randomUUID(),
      companyId,
      label: fields.label.trim(),
      mode: fields.mode,
      scopes: [...new Set(fields.scopes)],
      lastFour: secret.slice(-4),
      hash: apiKeyHash(secret, pepper),
      pepperId: pepper.id,
      createdBy: userId,
      createdAt: now,
      rolledFrom: fields.rolledFrom,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return { row, secret };
}

/**
 * Makes a key on `tx` with its `api_key.created` event, by `userId` (a member on the API keys
 * page; for a store's pairing, the member who set the integration up): the row and the key,
 * to be answered this once.
 */
export async function createKey(
  tx: Db,
  app: AppContext,
  companyId: string,
  userId: string | null,
  fields: Omit<KeyFields, 'rolledFrom'>,
  now: Date,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const made = await insertKey(tx, app, companyId, userId, { ...fields, rolledFrom: null }, now);
  await recordEvent(
    tx,
    {
      companyId,
      type: 'api_key.created',
      objectType: 'api_key',
      objectId: made.row.id,
      data: keyData(made.row, userId ?? ''),
    },
    now,
  );
  return made;
}

/** POST /company/{id}/api-keys: the password first when the login is older than 15 minutes. */
export async function createApiKey(
  app: AppContext,
  caller: AuthenticatedSession,
  access: WorkspaceAccess,
  body: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  await confirmRecentLogin(app, caller, body.password);
  const now = app.config.clock.now();
  const { row, secret } = await app.database.db.transaction((tx) =>
    createKey(
      tx,
      app,
      access.companyId,
      caller.user.id,
      { label: body.label, mode: body.mode, scopes: body.scopes },
      now,
    ),
  );
  return { apiKey: toApiKey(row), secret };
}

async function findKey(db: Db, companyId: string, keyId: string): Promise<ApiKeyRow> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId.toLowerCase()), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

/**
 * PATCH /company/{id}/api-keys/{keyId}: a new label, or a roll. A roll makes a new key with the
 * same mode and scopes (and the new label, if given), answered once; the old key stops at
 * `expiresIn` from now (`none`: at once), or earlier if it was to expire sooner.
 */
export async function updateApiKey(
  app: AppContext,
  caller: AuthenticatedSession,
  access: WorkspaceAccess,
  keyId: string,
  body: UpdateApiKeyRequest,
): Promise<UpdatedApiKey> {
  if (body.label === undefined && body.roll === undefined) {
    const message = 'Send a new label, or roll the key';
    throw new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'label', code: 'required', message }] });
  }
  const db = app.database.db;
  const current = await findKey(db, access.companyId, keyId);
  const roll = body.roll;
  if (!roll) {
    const [row] = await db
      .update(apiKeys)
      .set({ label: (body.label ?? current.label).trim() })
      .where(and(eq(apiKeys.id, current.id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw new ApiError('NOT_FOUND');
    return { apiKey: toApiKey(row) };
  }
  await confirmRecentLogin(app, caller, body.password);
  const now = app.config.clock.now();
  const graceEnds = new Date(now.getTime() + API_KEY_ROLL_EXPIRY_MS[roll.expiresIn]);
  const expiresAt = current.expiresAt && current.expiresAt < graceEnds ? current.expiresAt : graceEnds;
  return db.transaction(async (tx) => {
    const [old] = await tx
      .update(apiKeys)
      .set({ expiresAt, ...(body.label !== undefined ? { label: body.label.trim() } : {}) })
      .where(and(eq(apiKeys.id, current.id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!old) throw new ApiError('NOT_FOUND');
    const made = await insertKey(
      tx,
      app,
      access.companyId,
      caller.user.id,
      { label: old.label, mode: old.mode, scopes: old.scopes, rolledFrom: old.id },
      now,
    );
    await recordEvent(
      tx,
      {
        companyId: access.companyId,
        type: 'api_key.rolled',
        objectType: 'api_key',
        objectId: old.id,
        data: { ...keyData(old, caller.user.id), replacedBy: made.row.id },
      },
      now,
    );
    return { apiKey: toApiKey(old), rolled: { apiKey: toApiKey(made.row), secret: made.secret } };
  });
}

/**
 * Revokes the key `keyId` of the workspace on `tx` with its `api_key.revoked` event, by `by` (a
 * member's id): the key as revoked, or null when it has none of that id not yet revoked.
 */
export async function revokeKey(
  tx: Db,
  companyId: string,
  keyId: string,
  by: string,
  now: Date,
): Promise<ApiKeyRow | null> {
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) return null;
  await recordEvent(
    tx,
    { companyId, type: 'api_key.revoked', objectType: 'api_key', objectId: row.id, data: keyData(row, by) },
    now,
  );
  return row;
}

/** DELETE /company/{id}/api-keys/{keyId}: refused from now on, on every instance (each call reads the key's row). */
export async function revokeApiKey(
  app: AppContext,
  caller: AuthenticatedSession,
  access: WorkspaceAccess,
  keyId: string,
  password: string | undefined,
): Promise<void> {
  const db = app.database.db;
  const current = await findKey(db, access.companyId, keyId);
  await confirmRecentLogin(app, caller, password);
  const now = app.config.clock.now();
  await db.transaction(async (tx) => {
    if (!(await revokeKey(tx, access.companyId, current.id, caller.user.id, now))) throw new ApiError('NOT_FOUND');
  });
}
