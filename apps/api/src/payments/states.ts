/**
 * The one module that changes the state of a checkout session or of a payment (docs/product.md,
 * "Checkout"). Every other place (the watcher, the wallet path, an assignment) calls it, always
 * on the transaction of the change, which also writes the change's events.
 *
 * - A session: `open` -> `processing` (the full amount seen, not yet final) -> `paid`; `open` ->
 *   `expired`; `processing` -> `open` when a reorg takes back what counted; beside it an
 *   `exception` (`underpaid`, `overpaid`, `paid_late`, `marked`). It is worked out from its
 *   payments (`sessionOutcome`) and stored by `settleSession`.
 * - A payment (one transfer): `pending` -> `confirmed` | `reverted`, and `reverted` -> `pending`
 *   when the same transaction is mined again.
 *
 * A read never writes. An open session past its deadline reads as expired (`sessionStateAt`,
 * `SESSION_STATE_SQL`) and is stored as such, with its `checkout.expired` event, by the watcher's
 * next pass (`expireSessions`).
 */
import type { SessionException, SessionState } from '@meridian/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions, payments, wallets, type CheckoutSessionRow, type PaymentRow } from '../db/schema';
import { paymentData, recordEvent, recordPaymentEvent, recordSessionChange } from '../events/record';

/** A session's state as read at `now`: an open one past its deadline is expired. */
export function sessionStateAt(session: Pick<CheckoutSessionRow, 'state' | 'expiresAt'>, now: Date): SessionState {
  return session.state === 'open' && now.getTime() >= session.expiresAt.getTime() ? 'expired' : session.state;
}

/** The same rule in SQL, for a session aliased `alias` and the time in parameter `now` (`$4`). */
export function sessionStateSql(alias: string, now: string): string {
  return `CASE WHEN ${alias}.state = 'open' AND ${alias}.expires_at <= ${now}::timestamptz THEN 'expired' ELSE ${alias}.state END`;
}

/** The state a session's payments give it. */
export function sessionOutcome(
  session: Pick<CheckoutSessionRow, 'amount' | 'expiresAt' | 'paidAt' | 'state'>,
  rows: readonly Pick<PaymentRow, 'amount' | 'state' | 'detectedAt' | 'match'>[],
  now: Date,
): { state: SessionState; exception: SessionException | null; paidAt: Date | null } {
  const counted = rows.filter((row) => row.state !== 'reverted');
  const received = counted.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const amount = BigInt(session.amount);
  let state: SessionState;
  if (received >= amount && received > 0n) {
    state = counted.every((row) => row.state === 'confirmed') ? 'paid' : 'processing';
  } else {
    state = now.getTime() >= session.expiresAt.getTime() ? 'expired' : 'open';
  }
  const late = counted.some((row) => row.detectedAt.getTime() > session.expiresAt.getTime());
  let exception: SessionException | null = null;
  if (received > amount) exception = 'overpaid';
  else if (received > 0n && received < amount) exception = 'underpaid';
  else if (late && received >= amount) exception = 'paid_late';
  else if (counted.some((row) => row.match === 'marked')) exception = 'marked';
  const paidAt = state === 'paid' ? (session.paidAt ?? now) : null;
  return { state, exception, paidAt };
}

/**
 * Works out a session's state from its payments and stores it with its events, on `tx` (a
 * savepoint inside the caller's transaction). The session's row is locked before its payments
 * are read, so two changes of one session take turns. Returns the row.
 */
export async function settleSession(tx: Db, sessionId: string, now: Date): Promise<CheckoutSessionRow | undefined> {
  return tx.transaction(async (inner) => {
    const [session] = await inner
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
      .limit(1)
      .for('update');
    if (!session) return undefined;
    const rows = await inner.select().from(payments).where(eq(payments.sessionId, sessionId));
    const next = sessionOutcome(session, rows, now);
    if (
      next.state === session.state &&
      next.exception === session.exception &&
      next.paidAt?.getTime() === session.paidAt?.getTime()
    ) {
      return session;
    }
    const [updated] = await inner
      .update(checkoutSessions)
      .set({ ...next, updatedAt: now })
      .where(eq(checkoutSessions.id, sessionId))
      .returning();
    if (updated) await recordSessionChange(inner, session, updated, now);
    return updated;
  });
}

/** Settles several sessions, in the order of their ids (two writers never wait on each other in a circle). */
export async function settleSessions(tx: Db, sessionIds: Iterable<string>, now: Date): Promise<void> {
  for (const id of [...new Set(sessionIds)].sort()) await settleSession(tx, id, now);
}

/**
 * The watcher's sweep: stores as expired (with `checkout.expired`) the open sessions of a chain
 * past their deadline, and frees the amounts held past their 24 hours.
 */
export async function expireSessions(db: Db, chainId: number, now: Date): Promise<void> {
  const due = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.state, 'open'),
        lte(checkoutSessions.expiresAt, now),
      ),
    );
  for (const { id } of due) await settleSession(db, id, now);
  await db
    .update(checkoutSessions)
    .set({ amountHeld: false })
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.amountHeld, true),
        lte(checkoutSessions.holdUntil, now),
      ),
    );
}

/**
 * A new transfer, `pending`, with its `payment.detected` (`payment.unmatched` when no session
 * claims it); undefined when it was recorded already.
 */
export async function paymentDetected(
  tx: Db,
  values: Omit<typeof payments.$inferInsert, 'state' | 'confirmedAt' | 'revertedAt'>,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [inserted] = await tx
    .insert(payments)
    .values({ ...values, state: 'pending', confirmedAt: null, revertedAt: null })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return undefined;
  if (inserted.companyId !== null) await recordPaymentEvent(tx, 'payment.detected', inserted, now);
  else await recordUnmatched(tx, inserted, now);
  return inserted;
}

/**
 * A recorded transfer seen in another block (a reorg mined it again): `pending` there, and
 * `payment.detected` again when it had been reverted.
 */
export async function paymentMinedAgain(
  tx: Db,
  existing: PaymentRow,
  block: { blockNumber: bigint; blockHash: string },
  now: Date,
): Promise<void> {
  const [back] = await tx
    .update(payments)
    .set({ ...block, state: 'pending', revertedAt: null, confirmedAt: null })
    .where(eq(payments.id, existing.id))
    .returning();
  if (back && existing.state === 'reverted') await recordPaymentEvent(tx, 'payment.detected', back, now);
}

/** Pending payments final now: `confirmed`, their events, and their sessions settled. */
export async function confirmPayments(tx: Db, paymentIds: readonly string[], now: Date): Promise<void> {
  if (paymentIds.length === 0) return;
  const rows = await tx
    .update(payments)
    .set({ state: 'confirmed', confirmedAt: now })
    .where(and(inArray(payments.id, [...paymentIds]), eq(payments.state, 'pending')))
    .returning();
  for (const payment of rows) await recordPaymentEvent(tx, 'payment.confirmed', payment, now);
  await settleSessions(tx, sessionsOf(rows), now);
}

/** The payments of a chain's blocks above `blockNumber` (orphaned by a reorg): `reverted`, and their sessions settled. */
export async function revertPaymentsAbove(tx: Db, chainId: number, blockNumber: bigint, now: Date): Promise<number> {
  const reverted = await tx
    .update(payments)
    .set({ state: 'reverted', revertedAt: now })
    .where(and(eq(payments.chainId, chainId), gt(payments.blockNumber, blockNumber), ne(payments.state, 'reverted')))
    .returning();
  for (const payment of reverted) await recordPaymentEvent(tx, 'payment.reverted', payment, now);
  await settleSessions(tx, sessionsOf(reverted), now);
  return reverted.length;
}

/**
 * An unmatched payment assigned to a session (`marked`), if it still is unmatched and `visible`
 * holds: `payment.assigned`, and the session settled. Returns whether it was assigned.
 */
export async function assignToSession(
  tx: Db,
  paymentId: string,
  session: Pick<CheckoutSessionRow, 'id' | 'companyId'>,
  visible: SQL | undefined,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ sessionId: session.id, match: 'marked', companyId: session.companyId })
    .where(and(eq(payments.id, paymentId), isNull(payments.sessionId), visible))
    .returning();
  for (const row of rows) await recordPaymentEvent(tx, 'payment.assigned', row, now);
  if (rows.length > 0) await settleSession(tx, session.id, now);
  return rows.length > 0;
}

/**
 * `payment.unmatched`, in the stream of every workspace that sees the transfer: those with a
 * Moonbeam wallet on its address proved by a signature (the unmatched inbox's rule).
 */
async function recordUnmatched(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  const seers = await tx
    .selectDistinct({ companyId: wallets.companyId })
    .from(wallets)
    .where(and(eq(wallets.address, payment.toAddress), eq(wallets.network, 'moonbeam'), isNotNull(wallets.verifiedAt)));
  for (const { companyId } of seers) {
    await recordEvent(
      tx,
      { companyId, type: 'payment.unmatched', objectType: 'payment', objectId: payment.id, data: paymentData(payment) },
      now,
    );
  }
}

function sessionsOf(rows: readonly PaymentRow[]): string[] {
  return rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
}
