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

/** Seconds until `key` is below `max` events in the window again, or 0 when it already is. */
async function windowRetryAfter(db: Queries, key: string, now: Date, max: number, windowMs: number): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const events = await db
    .select({ at: throttleEvents.occurredAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, windowStart)))
    .orderBy(asc(throttleEvents.occurredAt));
  if (events.length < max) return 0;
  // Allowed again once enough of the oldest events leave the window.
  const freeing = events[events.length - max];
  if (!freeing) return 0;
  return Math.max(1, Math.ceil((freeing.at.getTime() + windowMs - now.getTime()) / 1000));
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
  if (claims.length === 0) return 0;
  // Locks in one order, so two claims on the same keys cannot wait on each other.
  const ordered = [...claims].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    let retryAfter = 0;
    for (const { key, limit } of ordered) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rate:${key}`}, 0))`);
      retryAfter = Math.max(retryAfter, await windowRetryAfter(tx, key, now, limit.max, limit.windowSeconds * 1000));
    }
    if (retryAfter > 0) return retryAfter;
    for (const { key, limit } of ordered) {
      const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000);
      await tx
        .delete(throttleEvents)
        .where(and(eq(throttleEvents.key, key), lte(throttleEvents.occurredAt, windowStart)));
      await tx.insert(throttleEvents).values({ key, occurredAt: now });
    }
    return 0;
  });
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
