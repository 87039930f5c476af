/**
 * The check of every call of the public API: the key in `Authorization: Bearer`, looked up by
 * its HMAC under each pepper, within the client address's budget of refused keys.
 */
import { apiKeyMode, type ApiKeyMode, type ApiKeyScope } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { claimRateLimits, limitRetryAfter } from '../accounts/limits';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { apiKeys } from '../db/schema';
import { ApiError } from '../http/errors';
import { apiKeyHash } from './secret';

/** The caller of a public route: the key's workspace, mode and scopes. */
export interface ApiKeyCaller {
  keyId: string;
  companyId: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[];
  /** The member who made the key (the author of what it creates), null once they left. */
  createdBy: string | null;
}

const KEY_BY_HASH: NamedStatement = {
  name: 'api_key_by_hash',
  text: `SELECT id, company_id, mode, scopes, created_by, expires_at, revoked_at
    FROM api_keys WHERE hash = $1`,
};

interface KeyCheckRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  mode: ApiKeyMode;
  scopes: ApiKeyScope[] | string;
  created_by: string | null;
  expires_at: Date | null;
  revoked_at: Date | null;
}

const LAST_USED_EVERY_MS = 60_000;
/** When this process last wrote each key's `last_used_at`: at most one write a minute per key. */
const lastUsedWritten = new Map<string, number>();

/** A text[] as a driver may leave it (`{a,b}`), or already parsed. */
function textArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

function refused(message: string): ApiError {
  return new ApiError('UNAUTHENTICATED', { message });
}

/** The counter of an address's failed keys (`API_KEY_LIMITS.apiKeyFailureIp`). */
export const apiKeyFailureCounter = (limit: { name: string }, ip: string) => `${limit.name}:ip:${ip}`;

/**
 * The key a public call is made with, within the client address's failures
 * (`API_KEY_LIMITS.apiKeyFailureIp`): an address over them gets 429 with Retry-After before its key
 * is looked up; each refused key (401) counts one, in one locked step, so no more than the limit
 * of refusals ever answers an address in a window. A valid key counts nothing, and the count is
 * the address's alone (the client's address as TRUSTED_PROXIES says).
 */
export async function authenticateApiKey(
  app: AppContext,
  request: FastifyRequest,
  database: Pick<Database, 'query'> = app.database,
): Promise<ApiKeyCaller> {
  const now = app.config.clock.now();
  const limit = app.apiKeyFailureLimit;
  const failures = apiKeyFailureCounter(limit, request.ip);
  const waiting = await limitRetryAfter(app.database.db, failures, now, limit);
  if (waiting > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: waiting });
  try {
    return await checkApiKey(app, request, database, now);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') {
      const retryAfterSeconds = await claimRateLimits(app.database.db, [{ key: failures, limit }], now);
      if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
    }
    throw error;
  }
}

/**
 * `Authorization: Bearer mrd_...`, and nothing else (a session cookie is not a key). A key whose
 * checksum fails is refused without a database look-up; a revoked or expired one at once, since
 * every call reads the key's row.
 */
export async function checkApiKey(
  app: AppContext,
  request: FastifyRequest,
  database: Pick<Database, 'query'>,
  now: Date,
): Promise<ApiKeyCaller> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
  const token = match?.[1];
  if (!token) {
    throw refused('Send an API key as Authorization: Bearer mrd_...; this API does not accept session cookies.');
  }
  if (apiKeyMode(token) === null) {
    throw refused('This is not a Meridian API key: check it for a typing mistake (its checksum does not match).');
  }
  for (const pepper of app.config.apiKeyPeppers) {
    const [row] = await database.query<KeyCheckRow>(KEY_BY_HASH, [apiKeyHash(token, pepper)]);
    if (!row) continue;
    if (row.revoked_at !== null) throw refused('This API key was revoked.');
    if (row.expires_at !== null && row.expires_at.getTime() <= now.getTime()) {
      throw refused('This API key has expired.');
    }
    await noteUse(app.database.db, row.id, now);
    return {
      keyId: row.id,
      companyId: row.company_id,
      mode: row.mode,
      scopes: textArray(row.scopes) as ApiKeyScope[],
      createdBy: row.created_by,
    };
  }
  throw refused('This API key is not valid.');
}

/** Writes `last_used_at` when this process has not in the last minute. */
async function noteUse(db: Db, keyId: string, now: Date): Promise<void> {
  const written = lastUsedWritten.get(keyId);
  if (written !== undefined && now.getTime() - written < LAST_USED_EVERY_MS) return;
  lastUsedWritten.set(keyId, now.getTime());
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
