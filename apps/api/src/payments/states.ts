/**
 * The one module that changes the state of a checkout (a session of a link, or a store's
 * checkout) or of a payment (docs/product.md, "Checkout"). Every other place (the watcher, the
 * wallet path, an assignment, the store's expiry) calls it, always on the transaction of the
 * change, which also writes the change's events with the public object as it now is.
 *
 * The rules (what a state is, from the rows and the time) are `checkout-state.ts`; this module
 * stores them:
 * - a session is worked out from its payments (`sessionOutcome`) and stored by `settleSession`;
 * - a store's checkout is worked out from its sessions and its deadline (`storeCheckoutState`)
 *   and stored by `settleStoreCheckout`, which publishes each change once (the state its events
 *   last said is kept on its row): `expired` is final;
 * - a payment (one transfer): `pending` -> `confirmed` | `reverted`, and `reverted` -> `pending`
 *   when the same transaction is mined again. A transfer that arrives for a checkout that has
 *   expired never pays it: it is kept unmatched (the workspace's inbox) and remembers the
 *   checkout (`late_session_id`), which says `paid_late`.
 *
 * A read never writes. A checkout past its deadline reads as expired and is stored as such,
 * with its `checkout.expired` event, by the watcher's next pass (`expireSessions`,
 * `expireStoreCheckouts`).
 */
import type { Environment, EventType } from '@meridian/contract';
import { and, eq, gt, inArray, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import {
  checkoutOfSession,
  isStoreCheckout,
  linkInScope,
  publicPayment,
  sessionsOfLink,
  storeCheckoutObject,
  type ModeScope,
  type Moment,
} from '../checkout/object';
import type { Db } from '../db/database';
import {
  checkoutSessions,
  paymentLinks,
  payments,
  wallets,
  type CheckoutSessionRow,
  type PaymentLinkRow,
  type PaymentRow,
} from '../db/schema';
import { recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import { paymentRateOf } from './locked-rate';
import {
  checkoutTransitionTypes,
  sessionOutcome,
  sessionStateAt,
  storeCheckoutState,
  type CheckoutPosition,
} from './checkout-state';

export type { Moment } from '../checkout/object';

/** Writes one `checkout.*` event about `checkoutId` with the checkout as it now is. */
async function recordCheckoutEvent(
  tx: Db,
  companyId: string,
  type: EventType,
  checkout: NonNullable<Awaited<ReturnType<typeof checkoutOfSession>>>,
  now: Date,
): Promise<void> {
  await recordEvent(
    tx,
    { companyId, type, objectType: 'checkout', objectId: checkout.id, mode: checkout.mode, data: checkout },
    now,
  );
}

/** Records a payment's event for the workspace it belongs to (an unmatched one has none yet). */
async function recordPaymentEvent(
  tx: Db,
  type: EventType,
  payment: PaymentRow,
  companyIds: readonly string[],
  now: Date,
) {
  if (companyIds.length === 0) return;
  const data = await publicPayment(tx, payment);
  for (const companyId of companyIds) {
    await recordEvent(
      tx,
      { companyId, type, objectType: 'payment', objectId: payment.id, mode: payment.environment, data },
      now,
    );
  }
}

const ownerOf = (payment: PaymentRow): string[] => (payment.companyId === null ? [] : [payment.companyId]);

/**
 * Works out a session's state from its payments and stores it, on `tx` (a savepoint inside the
 * caller's transaction), with its events: the session's own as a checkout of a link, or its
 * store's checkout settled in turn. The session's row is locked before its payments are read,
 * so two changes of one session take turns. Returns the row.
 */
export async function settleSession(tx: Db, sessionId: string, at: Moment): Promise<CheckoutSessionRow | undefined> {
  return tx.transaction(async (inner) => {
    const [session] = await inner
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId))
      .limit(1)
      .for('update');
    if (!session) return undefined;
    const counted = await inner.select().from(payments).where(eq(payments.sessionId, sessionId));
    const late = await inner.select().from(payments).where(eq(payments.lateSessionId, sessionId));
    const next = sessionOutcome(session, counted, late, at.now);
    if (
      next.state === session.state &&
      next.exception === session.exception &&
      next.paidAt?.getTime() === session.paidAt?.getTime()
    ) {
      return session;
    }
    const [updated] = await inner
      .update(checkoutSessions)
      .set({ ...next, updatedAt: at.now })
      .where(eq(checkoutSessions.id, sessionId))
      .returning();
    if (!updated) return undefined;
    const [link] = await inner
      .select({ checkoutExpiresAt: paymentLinks.checkoutExpiresAt })
      .from(paymentLinks)
      .where(eq(paymentLinks.id, updated.linkId))
      .limit(1);
    if (link && isStoreCheckout(link)) {
      await settleStoreCheckout(inner, updated.linkId, at);
    } else {
      const before = { status: session.state, exception: session.exception };
      const types = checkoutTransitionTypes(before, { status: updated.state, exception: updated.exception });
      if (types.length > 0) {
        const checkout = (await checkoutOfSession(inner, updated.id, at))!;
        for (const type of types) await recordCheckoutEvent(inner, updated.companyId, type, checkout, at.now);
      }
    }
    return updated;
  });
}

/** Settles several sessions, in the order of their ids (two writers never wait on each other in a circle). */
export async function settleSessions(tx: Db, sessionIds: Iterable<string>, at: Moment): Promise<void> {
  for (const id of [...new Set(sessionIds)].sort()) await settleSession(tx, id, at);
}

/**
 * Works out a store's checkout from its sessions and its deadline and, when that differs from
 * what its events last said, stores it and writes the events of the change. Its row is locked
 * first. Expired, once stored, stays: its sessions cannot be paid any more either.
 */
export async function settleStoreCheckout(tx: Db, linkId: string, at: Moment): Promise<CheckoutPosition | undefined> {
  return tx.transaction(async (inner) => {
    const [link] = await inner.select().from(paymentLinks).where(eq(paymentLinks.id, linkId)).limit(1).for('update');
    if (!link || !isStoreCheckout(link)) return undefined;
    const sessions = await sessionsOfLink(inner, link.id);
    const next = storeCheckoutState(link, sessions, at.now);
    const stored: CheckoutPosition = { status: link.checkoutStatus ?? 'open', exception: link.checkoutException };
    if (next.status === stored.status && next.exception === stored.exception) return next;
    const [updated] = await inner
      .update(paymentLinks)
      .set({ checkoutStatus: next.status, checkoutException: next.exception })
      .where(eq(paymentLinks.id, link.id))
      .returning();
    const types = checkoutTransitionTypes(stored, next);
    if (types.length > 0) {
      const checkout = await storeCheckoutObject(inner, updated!, sessions, at);
      for (const type of types) await recordCheckoutEvent(inner, link.companyId, type, checkout, at.now);
    }
    return next;
  });
}

/** `checkout.opened`: a session just opened on a link (not a store's checkout, opened when it was made). */
export async function recordSessionOpened(tx: Db, sessionId: string, at: Moment): Promise<void> {
  const [row] = await tx
    .select({ companyId: checkoutSessions.companyId, checkoutExpiresAt: paymentLinks.checkoutExpiresAt })
    .from(checkoutSessions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, checkoutSessions.linkId))
    .where(eq(checkoutSessions.id, sessionId))
    .limit(1);
  if (!row || isStoreCheckout(row)) return;
  const checkout = await checkoutOfSession(tx, sessionId, at);
  if (checkout) await recordCheckoutEvent(tx, row.companyId, 'checkout.opened', checkout, at.now);
}

/** `checkout.opened`: a store's checkout just made (stored `open`), on the transaction that made it. */
export async function recordStoreCheckoutOpened(tx: Db, link: PaymentLinkRow, at: Moment): Promise<void> {
  const checkout = await storeCheckoutObject(tx, link, [], at);
  await recordCheckoutEvent(tx, link.companyId, 'checkout.opened', checkout, at.now);
}

/**
 * POST /v1/checkouts/{id}/expire: a store's checkout (or a session of a link) ends now, unless
 * it is paid or its payment is confirming. Its open sessions end with it (their amounts stay
 * held, so that money sent afterwards is still known as late for it). Idempotent: an expired
 * checkout stays as it is.
 */
export async function expireCheckoutNow(tx: Db, scope: ModeScope, id: string, at: Moment) {
  const [link] = await tx.select().from(paymentLinks).where(linkInScope(scope, id)).limit(1).for('update');
  if (link && isStoreCheckout(link)) {
    const sessions = await sessionsOfLink(tx, link.id);
    const position = storeCheckoutState(link, sessions, at.now);
    if (position.status === 'paid' || position.status === 'processing') throw new ApiError('CHECKOUT_NOT_EXPIRABLE');
    if (position.status === 'expired') return;
    await tx
      .update(paymentLinks)
      .set({ checkoutExpiresAt: at.now, updatedAt: at.now })
      .where(eq(paymentLinks.id, link.id));
    await endOpenSessions(tx, eq(checkoutSessions.linkId, link.id), at);
    await settleStoreCheckout(tx, link.id, at);
    return;
  }
  const [session] = link
    ? []
    : await tx
        .select()
        .from(checkoutSessions)
        .innerJoin(paymentLinks, eq(paymentLinks.id, checkoutSessions.linkId))
        .where(
          and(
            eq(checkoutSessions.id, id),
            eq(checkoutSessions.companyId, scope.companyId),
            eq(checkoutSessions.environment, scope.mode),
            isNull(paymentLinks.checkoutExpiresAt),
          ),
        )
        .limit(1);
  if (!session) throw new ApiError('NOT_FOUND');
  const state = sessionStateAt(session.checkout_sessions, at.now);
  if (state === 'paid' || state === 'processing') throw new ApiError('CHECKOUT_NOT_EXPIRABLE');
  await endOpenSessions(tx, eq(checkoutSessions.id, id), at);
}

/** Moves the deadline of the open sessions `which` to now, and settles them (expired, with their events). */
async function endOpenSessions(tx: Db, which: SQL, at: Moment): Promise<void> {
  const ended = await tx
    .update(checkoutSessions)
    .set({ expiresAt: at.now, updatedAt: at.now })
    .where(and(which, eq(checkoutSessions.state, 'open'), gt(checkoutSessions.expiresAt, at.now)))
    .returning({ id: checkoutSessions.id });
  await settleSessions(
    tx,
    ended.map((row) => row.id),
    at,
  );
}

/**
 * The watcher's sweep: stores as expired (with `checkout.expired`) the open sessions of a chain
 * past their deadline, and frees the amounts held past their 24 hours.
 */
export async function expireSessions(db: Db, chainId: number, at: Moment): Promise<void> {
  const due = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.state, 'open'),
        lte(checkoutSessions.expiresAt, at.now),
      ),
    );
  for (const { id } of due) await settleSession(db, id, at);
  await db
    .update(checkoutSessions)
    .set({ amountHeld: false })
    .where(
      and(
        eq(checkoutSessions.chainId, chainId),
        eq(checkoutSessions.amountHeld, true),
        lte(checkoutSessions.holdUntil, at.now),
      ),
    );
}

/** The sweep of stores' checkouts of a mode past their deadline: stored expired, with `checkout.expired`. */
export async function expireStoreCheckouts(db: Db, environment: Environment, at: Moment): Promise<void> {
  const due = await db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(
      and(
        eq(paymentLinks.checkoutStatus, 'open'),
        eq(paymentLinks.environment, environment),
        lte(paymentLinks.checkoutExpiresAt, at.now),
      ),
    );
  for (const { id } of due) await db.transaction((tx) => settleStoreCheckout(tx, id, at));
}

/**
 * A new transfer, `pending`. For a checkout still open it counts (`payment.detected`, and the
 * checkout settled by the caller); for one that has expired it is late: unmatched, in the
 * checkout's workspace's inbox and that of every workspace that proved its address
 * (`payment.unmatched`), and the checkout says `paid_late`. With no checkout, it is unmatched
 * (`payment.unmatched`). Undefined when it was recorded already.
 */
export async function paymentDetected(
  tx: Db,
  values: Omit<
    typeof payments.$inferInsert,
    'state' | 'confirmedAt' | 'revertedAt' | 'lateSessionId' | keyof ReturnType<typeof paymentRateOf>
  >,
  at: Moment,
): Promise<PaymentRow | undefined> {
  let row: Omit<typeof payments.$inferInsert, 'state'> = { ...values, lateSessionId: null };
  if (values.sessionId) {
    const [session] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, values.sessionId))
      .limit(1);
    if (session && sessionStateAt(session, values.detectedAt) === 'expired') {
      row = { ...values, sessionId: null, match: null, lateSessionId: values.sessionId };
    } else if (session) {
      // A payment keeps the rate its session locked.
      row = { ...row, ...paymentRateOf(session) };
    }
  }
  const [inserted] = await tx
    .insert(payments)
    .values({ ...row, state: 'pending', confirmedAt: null, revertedAt: null })
    .onConflictDoNothing()
    .returning();
  if (!inserted) return undefined;
  if (inserted.sessionId !== null)
    await recordPaymentEvent(tx, 'payment.detected', inserted, ownerOf(inserted), at.now);
  else {
    await recordUnmatched(tx, inserted, at.now);
    if (inserted.lateSessionId !== null) await settleSession(tx, inserted.lateSessionId, at);
  }
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
  at: Moment,
): Promise<void> {
  const [back] = await tx
    .update(payments)
    .set({ ...block, state: 'pending', revertedAt: null, confirmedAt: null })
    .where(eq(payments.id, existing.id))
    .returning();
  if (back && existing.state === 'reverted')
    await recordPaymentEvent(tx, 'payment.detected', back, ownerOf(back), at.now);
}

/** Pending payments final now: `confirmed`, their events, and their checkouts settled. */
export async function confirmPayments(tx: Db, paymentIds: readonly string[], at: Moment): Promise<void> {
  if (paymentIds.length === 0) return;
  const rows = await tx
    .update(payments)
    .set({ state: 'confirmed', confirmedAt: at.now })
    .where(and(inArray(payments.id, [...paymentIds]), eq(payments.state, 'pending')))
    .returning();
  for (const payment of rows) await recordPaymentEvent(tx, 'payment.confirmed', payment, ownerOf(payment), at.now);
  await settleSessions(tx, sessionsOf(rows), at);
}

/** The payments of a chain's blocks above `blockNumber` (orphaned by a reorg): `reverted`, and their checkouts settled. */
export async function revertPaymentsAbove(tx: Db, chainId: number, blockNumber: bigint, at: Moment): Promise<number> {
  const reverted = await tx
    .update(payments)
    .set({ state: 'reverted', revertedAt: at.now })
    .where(and(eq(payments.chainId, chainId), gt(payments.blockNumber, blockNumber), ne(payments.state, 'reverted')))
    .returning();
  for (const payment of reverted) await recordPaymentEvent(tx, 'payment.reverted', payment, ownerOf(payment), at.now);
  await settleSessions(tx, sessionsOf(reverted), at);
  return reverted.length;
}

/**
 * An unmatched payment assigned to an open session (`marked`), if it still is unmatched, the
 * session still open, and `visible` holds: `payment.assigned`, and the session (and the one it
 * came late for, if any) settled. Returns whether it was assigned.
 */
export async function assignToSession(
  tx: Db,
  paymentId: string,
  session: Pick<CheckoutSessionRow, 'id' | 'companyId'>,
  visible: SQL | undefined,
  at: Moment,
): Promise<boolean> {
  const [target] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, session.id))
    .limit(1)
    .for('update');
  if (!target || sessionStateAt(target, at.now) !== 'open') throw new ApiError('CHECKOUT_EXPIRED');
  const rows = await tx
    .update(payments)
    .set({ sessionId: session.id, match: 'marked', companyId: session.companyId, ...paymentRateOf(target) })
    .where(and(eq(payments.id, paymentId), isNull(payments.sessionId), visible))
    .returning();
  for (const row of rows) await recordPaymentEvent(tx, 'payment.assigned', row, ownerOf(row), at.now);
  if (rows.length > 0) await settleSessions(tx, sessionsOf(rows), at);
  return rows.length > 0;
}

/**
 * `payment.unmatched`, in the stream of every workspace that sees the transfer: the workspace of
 * the checkout it came late for, and those with a Moonbeam wallet on its address proved by a
 * signature (the unmatched inbox's rule).
 */
async function recordUnmatched(tx: Db, payment: PaymentRow, now: Date): Promise<void> {
  const seers = await tx
    .selectDistinct({ companyId: wallets.companyId })
    .from(wallets)
    .where(and(eq(wallets.address, payment.toAddress), eq(wallets.network, 'moonbeam'), isNotNull(wallets.verifiedAt)));
  const companyIds = new Set([...ownerOf(payment), ...seers.map((seer) => seer.companyId)]);
  await recordPaymentEvent(tx, 'payment.unmatched', payment, [...companyIds], now);
}

/** The sessions a change of these payments settles: those they count for, and those they came late for. */
function sessionsOf(rows: readonly PaymentRow[]): string[] {
  return rows.flatMap((row) => [row.sessionId, row.lateSessionId].filter((id): id is string => id !== null));
}
