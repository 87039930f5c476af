/**
 * The RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset headers on every answer of the
 * public API (`/v1`), after draft-ietf-httpapi-ratelimit-headers-06 (docs/decisions.md, "API
 * keys and the public API"): the quota the request was counted against, the key's, or without
 * a valid key the client address's. The route's run notes the quota it claimed; an answer given
 * before that (a body that is not JSON, an unknown path, a scope the key lacks) reads it here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { claimQuotas, readQuota, type Quota } from '../accounts/limits';
import { authenticateApiKey } from '../api-keys/keys';
import type { AppContext } from '../context';
import { PUBLIC_API_PREFIX } from '../security/csrf';

const noted = new WeakMap<FastifyRequest, Quota>();
/** The key a public request was made with, and its budget, once the key is known. */
const keys = new WeakMap<FastifyRequest, { keyId: string; limit: WindowLimit }>();

/** A named limit (a route limit, or one of RATE_LIMITS). */
type WindowLimit = { name: string; max: number; windowSeconds: number };

/** The counter of the key's budget (the same as the route limits' per-key counter). */
export const apiKeyCounter = (name: string, keyId: string) => `${name}:apiKey:${keyId}`;
/** The counter of an address's keyless budget. */
export const keylessCounter = (name: string, ip: string) => `${name}:ip:${ip}`;

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

/**
 * Counts a request without a valid key against its address's budget (`RATE_LIMITS.publicApiKeyless`
 * as the server has it) and notes the quota; answers the seconds to wait when it is spent.
 */
export async function claimKeyless(app: AppContext, request: FastifyRequest, limit: WindowLimit): Promise<number> {
  const { retryAfterSeconds, quotas } = await claimQuotas(
    app.database.db,
    [{ key: keylessCounter(limit.name, request.ip), limit }],
    app.config.clock.now(),
  );
  noteQuotas(request, quotas);
  return retryAfterSeconds;
}

/** The quota of an answer the route's run did not count: the key's when it is valid, else the address's. */
async function quotaOf(app: AppContext, request: FastifyRequest, limits: PublicLimits): Promise<Quota | undefined> {
  const now = app.config.clock.now();
  let key = keys.get(request);
  if (!key && request.headers.authorization) {
    const caller = await authenticateApiKey(app, request).catch(() => null);
    if (caller) key = { keyId: caller.keyId, limit: limits.key };
  }
  if (key) return readQuota(app.database.db, apiKeyCounter(key.limit.name, key.keyId), key.limit, now);
  await claimKeyless(app, request, limits.keyless);
  return noted.get(request);
}

/** The public API's budgets as the server has them (`RATE_LIMITS.publicApiKey` and `publicApiKeyless`). */
export interface PublicLimits {
  key: WindowLimit;
  keyless: WindowLimit;
}

/** Adds the RateLimit-* headers to every answer under /v1. */
export function installQuotaHeaders(server: FastifyInstance, app: AppContext, limits: PublicLimits): void {
  // A callback hook: answers outside /v1, and those whose quota is noted, pass without a promise.
  server.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith(PUBLIC_API_PREFIX)) return done(null, payload);
    const send = (quota: Quota | undefined) => {
      if (quota) {
        void reply.header('ratelimit-limit', String(quota.limit));
        void reply.header('ratelimit-remaining', String(quota.remaining));
        void reply.header('ratelimit-reset', String(quota.resetSeconds));
      }
      done(null, payload);
    };
    const quota = noted.get(request);
    if (quota) return send(quota);
    quotaOf(app, request, limits).then(send, (error: unknown) => {
      request.log.error({ err: error }, 'rate-limit headers not read');
      send(undefined);
    });
  });
}
