/**
 * A session's amount is unique on its payout address: the price in the token plus an offset of 1
 * to 9,999 units of 10^-6 token, so that a transfer names its session.
 */
import { randomInt } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions } from '../db/schema';
import { ApiError } from '../http/errors';

/** The unique offset added to a session's amount: 1 to 9,999 units of 10^-6 token. */
export const OFFSET_MAX = 9999;

/** One offset step in a token's units: 10^-6 token (1 unit for tokens with 6 decimals or fewer). */
export function offsetUnit(decimals: number): bigint {
  return 10n ** BigInt(Math.max(decimals - 6, 0));
}

/**
 * Takes a free amount for a new session on `payTo`, one opening at a time per address and token
 * (the lock is held until `tx` ends): the amounts no longer held are released, the free offsets
 * read and one drawn at random. All 9,999 taken: RATE_LIMITED for a minute.
 */
export async function takeUniqueAmount(
  tx: Db,
  to: { chainId: number; token: { symbol: string; decimals: number }; payTo: string },
  base: bigint,
  now: Date,
): Promise<bigint> {
  const { chainId, token, payTo } = to;
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${chainId}:${token.symbol}:${payTo}`}, 0))`,
  );
  await tx
    .update(checkoutSessions)
    .set({ amountHeld: false })
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.payTo, payTo),
        eq(checkoutSessions.amountHeld, true),
        lte(checkoutSessions.holdUntil, now),
      ),
    );
  const unit = offsetUnit(token.decimals);
  const low = base + unit;
  const high = base + unit * BigInt(OFFSET_MAX);
  const taken = await tx
    .select({ amount: checkoutSessions.amount })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.tokenSymbol, token.symbol),
        eq(checkoutSessions.payTo, payTo),
        eq(checkoutSessions.amountHeld, true),
        sql`${checkoutSessions.amount} BETWEEN ${low.toString()} AND ${high.toString()}`,
      ),
    );
  const used = new Set(taken.map((row) => row.amount));
  if (used.size >= OFFSET_MAX) throw new ApiError('RATE_LIMITED', { retryAfterSeconds: 60 });
  let amount: bigint;
  do {
    amount = base + unit * BigInt(randomInt(1, OFFSET_MAX + 1));
  } while (used.has(amount.toString()));
  return amount;
}
