/**
 * The RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers on every answer of the
 * public API (`/v1`), after draft-ietf-httpapi-ratelimit-headers-06 (docs/decisions.md, "API
 * keys and the public API"): the quota the request is held to. With a valid key, the key's
 * (`API_KEY_LIMITS.publicApiKey`); without one, the client address's failed keys
 * (`apiKeyFailureIp`, which refuses the address once spent); the public document, its own per
 * address. The route's run notes the quota it claimed; an answer given before that (a body that
 * is not JSON, an unknown path, a scope the key lacks) reads it here, counting nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { claimQuotas, readQuota, type Quota } from '../accounts/limits';
import { apiKeyFailureCounter, checkApiKey } from '../api-keys/authenticate';
import type { AppContext } from '../context';
import { PUBLIC_API_PREFIX } from '../security/csrf';

/** A named limit (a route limit, or one of API_KEY_LIMITS). */
type WindowLimit = { name: string; max: number; windowSeconds: number };

const noted = new WeakMap<FastifyRequest, Quota>();
/** The key a public request was made with, and its budget, once the key is known. */
const keys = new WeakMap<FastifyRequest, { keyId: string; limit: WindowLimit }>();

/** The counter of the key's budget (the route limits' per-key counter). */
export const apiKeyCounter = (name: string, keyId: string) => `${name}:apiKey:${keyId}`;

/** The quota the answer reports: the tightest of those the request was counted against. */
export function noteQuotas(request: FastifyRequest, quotas: readonly Quota[]): void {
  const tightest = [...quotas].sort((a, b) => a.remaining - b.remaining || b.resetSeconds - a.resetSeconds)[0];
  if (tightest) noted.set(request, tightest);
}

/** The request was refused after it was counted, and its count given back. */
export function noteQuotaReleased(request: FastifyRequest): void {
  const quota = noted.get(request);
  if (quota) noted.set(request, { ...quota, remaining: Math.min(quota.limit, quota.remaining + 1) });
}

/** The public request's key is known: an answer refused before it was counted reports the key's quota. */
export function noteApiKey(request: FastifyRequest, keyId: string, limit: WindowLimit): void {
  keys.set(request, { keyId, limit });
}

/** The address's failed keys as they stand: after a refused key (counted by the key check), or any keyless answer. */
async function failedKeysQuota(app: AppContext, request: FastifyRequest): Promise<Quota> {
  const limit = app.apiKeyFailureLimit;
  return readQuota(app.database.db, apiKeyFailureCounter(limit, request.ip), limit, app.config.clock.now());
}

/** A public request's key was refused (401, or 429 once the address's failures are spent): its answer reports them. */
export async function noteRefusedKey(app: AppContext, request: FastifyRequest): Promise<void> {
  noted.set(request, await failedKeysQuota(app, request));
}

/** Counts a request against a per-address limit (the public document's) and notes the quota; answers the seconds to wait when spent. */
export async function claimAddressLimit(app: AppContext, request: FastifyRequest, limit: WindowLimit): Promise<number> {
  const { retryAfterSeconds, quotas } = await claimQuotas(
    app.database.db,
    [{ key: `${limit.name}:ip:${request.ip}`, limit }],
    app.config.clock.now(),
  );
  noteQuotas(request, quotas);
  return retryAfterSeconds;
}

/** The quota of an answer the route's run did not count: the key's when it is valid, else the address's failed keys. */
async function quotaOf(app: AppContext, request: FastifyRequest, keyLimit: WindowLimit): Promise<Quota> {
  const now = app.config.clock.now();
  let key = keys.get(request);
  if (!key && request.headers.authorization) {
    // Identified only: a key refused here is not counted as a failure (the answer was given already).
    const caller = await checkApiKey(app, request, app.database, now).catch(() => null);
    if (caller) key = { keyId: caller.keyId, limit: keyLimit };
  }
  if (key) return readQuota(app.database.db, apiKeyCounter(key.limit.name, key.keyId), key.limit, now);
  return failedKeysQuota(app, request);
}

function setHeaders(reply: FastifyReply, quota: Quota): void {
  void reply.header('ratelimit-limit', String(quota.limit));
  void reply.header('ratelimit-remaining', String(quota.remaining));
  void reply.header('ratelimit-reset', String(quota.resetSeconds));
}

/** The RateLimit-* headers of an answer under /v1 (the quota noted, or read); none when it cannot be read. */
export async function addQuotaHeaders(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  keyLimit: WindowLimit,
): Promise<void> {
  try {
    setHeaders(reply, noted.get(request) ?? (await quotaOf(app, request, keyLimit)));
  } catch (error) {
    request.log.error({ err: error }, 'rate-limit headers not read');
  }
}

/** Adds the RateLimit-* headers to every answer under /v1; `keyLimit` is a key's budget as the server has it. */
export function installQuotaHeaders(server: FastifyInstance, app: AppContext, keyLimit: WindowLimit): void {
  // A callback hook: answers outside /v1, and those whose quota is noted, pass without a promise.
  server.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith(PUBLIC_API_PREFIX)) return done(null, payload);
    const quota = noted.get(request);
    if (quota) {
      setHeaders(reply, quota);
      return done(null, payload);
    }
    void addQuotaHeaders(app, request, reply, keyLimit).then(() => done(null, payload));
  });
}
