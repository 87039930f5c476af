/**
 * `Idempotency-Key` on the public API's POSTs: the first request with a key runs and its answer
 * is kept for 24 hours; the same key with the same request answers that again without running
 * anything; the same key with another request is refused with 409 IDEMPOTENCY_KEY_REUSED, and
 * while the first request still runs with 409 IDEMPOTENCY_KEY_IN_USE and `Retry-After`. Requests
 * are compared by meaning: the fingerprint is of the body's canonical JSON (keys sorted at every
 * level), so the same JSON written with its keys in another order, or other spacing, is the same
 * request. A request that fails keeps nothing: it may be sent again. Keys are per API key.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from '../http/errors';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

export type IdempotencyClaim =
  { kind: 'none' } | { kind: 'fresh'; apiKeyId: string; key: string } | { kind: 'replay'; response: unknown };

/** How long a client waits before asking again about a request still running. */
const IN_USE_RETRY_AFTER_S = 1;

/** A JSON value written one way: objects' keys sorted at every level, no spacing. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request's fingerprint: its method, path and the canonical JSON of its body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0] ?? ''}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

/** Before the handler: the stored answer to replay, or a claim on the key for this request. */
export async function claimIdempotencyKey(
  db: Db,
  apiKeyId: string,
  request: FastifyRequest,
  now: Date,
): Promise<IdempotencyClaim> {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return { kind: 'none' };
  if (typeof header !== 'string' || !KEY_SHAPE.test(header)) {
    throw new ApiError('BAD_REQUEST', {
      message: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID, for instance).',
    });
  }
  const hash = requestHash(request);
  // A key older than the window is free again.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.apiKeyId, apiKeyId),
        eq(idempotencyKeys.key, header),
        lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
      ),
    );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ apiKeyId, key: header, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { kind: 'fresh', apiKeyId, key: header };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.apiKeyId, apiKeyId), eq(idempotencyKeys.key, header)))
    .limit(1);
  // While the first request runs nothing can be said of it yet: not even whether it is this one.
  if (row && row.status === null) {
    throw new ApiError('IDEMPOTENCY_KEY_IN_USE', {
      message:
        'The first request with this Idempotency-Key is still running. Send it again in a moment for its answer.',
      retryAfterSeconds: IN_USE_RETRY_AFTER_S,
    });
  }
  if (!row || row.requestHash !== hash) {
    throw new ApiError('IDEMPOTENCY_KEY_REUSED');
  }
  return { kind: 'replay', response: row.response };
}

/** After a success: the answer kept for the window. */
export async function storeIdempotentAnswer(
  db: Db,
  claim: IdempotencyClaim,
  status: number,
  response: unknown,
): Promise<void> {
  if (claim.kind !== 'fresh') return;
  await db
    .update(idempotencyKeys)
    .set({ status, response })
    .where(and(eq(idempotencyKeys.apiKeyId, claim.apiKeyId), eq(idempotencyKeys.key, claim.key)));
}

/** After a failure: the key is free again (nothing was done). */
export async function releaseIdempotencyKey(db: Db, claim: IdempotencyClaim): Promise<void> {
  if (claim.kind !== 'fresh') return;
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.apiKeyId, claim.apiKeyId),
        eq(idempotencyKeys.key, claim.key),
        isNull(idempotencyKeys.status),
      ),
    );
}
