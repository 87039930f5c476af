import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@meridian/contract';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cooldowns, throttleEvents } from '../db/schema';

/**
 * Claims a cooldown: returns 0 when granted (and starts it), otherwise the whole seconds left.
 * Atomic: of two concurrent claims only one is granted.
 */
export async function claimCooldown(db: Db, key: string, now: Date, seconds: number): Promise<number> {
  const until = new Date(now.getTime() + seconds * 1000);
  const granted = await db
    .insert(cooldowns)
    .values({ key, until })
    .onConflictDoUpdate({ target: cooldowns.key, set: { until }, setWhere: lte(cooldowns.until, now) })
    .returning({ key: cooldowns.key });
  if (granted.length > 0) return 0;
  const [row] = await db.select().from(cooldowns).where(eq(cooldowns.key, key)).limit(1);
  return row ? Math.max(1, Math.ceil((row.until.getTime() - now.getTime()) / 1000)) : 1;
}

/** Gives back a cooldown claimed at `until` (the action it guarded failed); a later claim stays. */
export async function releaseCooldown(db: Db, key: string, now: Date, seconds: number): Promise<void> {
  const until = new Date(now.getTime() + seconds * 1000);
  await db.delete(cooldowns).where(and(eq(cooldowns.key, key), eq(cooldowns.until, until)));
}

/** The database, or a transaction on it. */
type Queries = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The times of `key`'s events still in the window, oldest first. */
async function windowEvents(db: Queries, key: string, now: Date, windowMs: number): Promise<Date[]> {
  const windowStart = new Date(now.getTime() - windowMs);
  const events = await db
    .select({ at: throttleEvents.occurredAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, windowStart)))
    .orderBy(asc(throttleEvents.occurredAt));
  return events.map((event) => event.at);
}

/** Seconds from `now` until the event at `at` leaves a window of `windowMs` (at least 1). */
const secondsUntilOut = (at: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((at.getTime() + windowMs - now.getTime()) / 1000));

/** Seconds until `key` is below `max` events in the window again, or 0 when it already is. */
async function windowRetryAfter(db: Queries, key: string, now: Date, max: number, windowMs: number): Promise<number> {
  const quota = quotaOf(await windowEvents(db, key, now, windowMs), { max, windowSeconds: windowMs / 1000 }, now);
  return quota.remaining > 0 ? 0 : quota.resetSeconds;
}

/** Seconds until `key` has room under `limit` again, or 0 when it has (nothing is counted). */
export async function limitRetryAfter(db: Db, key: string, now: Date, limit: WindowLimit): Promise<number> {
  return windowRetryAfter(db, key, now, limit.max, limit.windowSeconds * 1000);
}

/** Seconds until the account may try again, or 0 when below the failure limit. */
export async function loginRetryAfter(db: Queries, key: string, now: Date): Promise<number> {
  return windowRetryAfter(db, key, now, LOGIN_MAX_FAILURES, LOGIN_FAILURE_WINDOW_MS);
}

export async function recordLoginFailure(db: Queries, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db.delete(throttleEvents).where(and(eq(throttleEvents.key, key), lte(throttleEvents.occurredAt, windowStart)));
  await db.insert(throttleEvents).values({ key, occurredAt: now });
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}

/**
 * Checks the failure limit and counts this attempt as a failure in one step, before the
 * password is checked: returns 0 when the attempt may go ahead, otherwise the seconds to wait.
 * A success then clears the failures (`clearLoginFailures`). The check and the count hold a
 * lock on the key for the length of a transaction, so concurrent attempts are counted one
 * after the other and never more than the limit are let through (PostgreSQL and PGlite alike).
 */
export async function claimLoginAttempt(db: Db, key: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`login:${key}`}, 0))`);
    const retryAfter = await loginRetryAfter(tx, key, now);
    if (retryAfter > 0) return retryAfter;
    await recordLoginFailure(tx, key, now);
    return 0;
  });
}

/** A limit on how often something happens: at most `max` times per `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Counts one event against each limit, all or none: returns 0 when every limit had room (and
 * the event is counted under each key), otherwise the most seconds to wait of those without
 * room (and nothing is counted). Like `claimLoginAttempt`, the checks and the counts hold locks
 * on the keys for one transaction, so concurrent claims never get past a limit. Events older
 * than their window are deleted when a new one is counted.
 */
export async function claimRateLimits(
  db: Db,
  claims: readonly { key: string; limit: WindowLimit }[],
  now: Date,
): Promise<number> {
  return (await claimQuotas(db, claims, now)).retryAfterSeconds;
}

/**
 * Where a caller stands against one limit after a request: of `limit` requests a window,
 * `remaining` are left, and in `resetSeconds` one more is (a counted request leaves the window;
 * 0 when none is counted). Over the limit, that is the Retry-After. What the RateLimit-* headers
 * of the public API report.
 */
export interface Quota {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** A limit's quota from the events in its window (oldest first). */
function quotaOf(events: readonly Date[], limit: WindowLimit, now: Date): Quota {
  // The next to leave the window, or at the limit the one whose leaving makes room.
  const freeing = events[Math.max(0, events.length - limit.max)];
  return {
    limit: limit.max,
    remaining: Math.max(0, limit.max - events.length),
    resetSeconds: freeing ? secondsUntilOut(freeing, limit.windowSeconds * 1000, now) : 0,
  };
}

/** `claimRateLimits`, also answering each limit's quota once this request is counted (or refused). */
export async function claimQuotas(
  db: Db,
  claims: readonly { key: string; limit: WindowLimit }[],
  now: Date,
): Promise<{ retryAfterSeconds: number; quotas: Quota[] }> {
  if (claims.length === 0) return { retryAfterSeconds: 0, quotas: [] };
  // Locks in one order, so two claims on the same keys cannot wait on each other.
  const ordered = [...claims].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    let retryAfterSeconds = 0;
    const counted: Date[][] = [];
    for (const { key, limit } of ordered) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
      counted.push(await windowEvents(tx, key, now, limit.windowSeconds * 1000));
    }
    const before = ordered.map(({ limit }, index) => quotaOf(counted[index] ?? [], limit, now));
    // Allowed again once enough of the oldest events leave the window of every full limit.
    for (const quota of before) {
      if (quota.remaining === 0) retryAfterSeconds = Math.max(retryAfterSeconds, quota.resetSeconds);
    }
    if (retryAfterSeconds > 0) return { retryAfterSeconds, quotas: before };
    for (const { key, limit } of ordered) {
      const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
      await tx
        .delete(throttleEvents)
        .where(and(eq(throttleEvents.key, key), lte(throttleEvents.occurredAt, windowStart)));
      await tx.insert(throttleEvents).values({ key, occurredAt: now });
    }
    return {
      retryAfterSeconds: 0,
      quotas: ordered.map(({ limit }, index) => quotaOf([...(counted[index] ?? []), now], limit, now)),
    };
  });
}

/** A caller's quota against one limit, counting nothing (an answer refused before anything was counted). */
export async function readQuota(db: Db, key: string, limit: WindowLimit, now: Date): Promise<Quota> {
  return quotaOf(await windowEvents(db, key, now, limit.windowSeconds * 1000), limit, now);
}

/**
 * Takes back events counted by `claimRateLimits` at `now` (the request they were counted for
 * was refused): a refused request leaves nothing behind.
 */
export async function releaseRateLimits(db: Db, keys: readonly string[], now: Date): Promise<void> {
  for (const key of keys) {
    await db.delete(throttleEvents).where(and(eq(throttleEvents.key, key), eq(throttleEvents.occurredAt, now)));
  }
}
