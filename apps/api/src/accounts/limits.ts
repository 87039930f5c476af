import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@meridian/contract';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
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

/** Seconds until the account may try again, or 0 when below the failure limit. */
export async function loginRetryAfter(db: Db, key: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await db
    .select({ at: throttleEvents.occurredAt })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, key), gt(throttleEvents.occurredAt, windowStart)))
    .orderBy(asc(throttleEvents.occurredAt));
  if (failures.length < LOGIN_MAX_FAILURES) return 0;
  // Allowed again once enough of the oldest failures leave the window.
  const freeing = failures[failures.length - LOGIN_MAX_FAILURES];
  if (!freeing) return 0;
  return Math.max(1, Math.ceil((freeing.at.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

export async function recordLoginFailure(db: Db, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db.delete(throttleEvents).where(and(eq(throttleEvents.key, key), lte(throttleEvents.occurredAt, windowStart)));
  await db.insert(throttleEvents).values({ key, occurredAt: now });
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, key));
}
