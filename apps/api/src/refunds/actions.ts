/**
 * A workspace's refunds: read them (one, or a payment's), cancel one before anything was sent,
 * record the transaction that sends it, and make a new payer's link to copy.
 */
import {
  isRefundState,
  isUuid,
  REFUND_CANCELLABLE_STATES,
  type PaymentRefundsResponse,
  type Refund,
  type RefundPayerLinkResponse,
} from '@meridian/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { checkoutSessions, payments, refunds, type RefundRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { amountOf, paymentRate, refundedUnits, scopedPayment, type RefundScope } from './amounts';
import { refundMoment } from './create';
import { toRefund, type RefundMoment } from './object';
import { issuePayerLink } from './payer';
import { moveRefund } from './states';

/** The refund `id` of the scope (a workspace, and through `/v1` the key's mode), or NOT_FOUND. */
export async function scopedRefund(db: Db, scope: RefundScope, id: string): Promise<RefundRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.id, id.toLowerCase()),
            eq(refunds.companyId, scope.companyId),
            scope.mode ? eq(refunds.environment, scope.mode) : undefined,
          ),
        )
        .limit(1)
    : [];
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function getRefund(app: AppContext, scope: RefundScope, id: string): Promise<Refund> {
  return toRefund(await scopedRefund(app.database.db, scope, id), refundMoment(app));
}

/** GET /payments/{id}/refunds: the refunds, what the payment received, and what it can still give back. */
export async function listPaymentRefunds(
  app: AppContext,
  scope: RefundScope,
  paymentId: string,
): Promise<PaymentRefundsResponse> {
  const db = app.database.db;
  const found = await scopedPayment(db, scope, paymentId.toLowerCase());
  if (!found) throw new ApiError('NOT_FOUND');
  const { payment, session } = found;
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  const rate = session ? paymentRate(payment, session) : { currency: 'USD' as const, rate: '0' };
  const paid = BigInt(payment.amount);
  const canRefund = payment.state === 'confirmed' && session !== undefined;
  const remaining = canRefund ? paid - (await refundedUnits(db, payment.id)) : 0n;
  const at = refundMoment(app);
  return {
    refunds: rows.map((row) => toRefund(row, at)),
    paid: amountOf(paid, payment, rate),
    refundable: amountOf(remaining > 0n ? remaining : 0n, payment, rate),
    canRefund: canRefund && remaining > 0n,
  };
}

/** The most refunds a customer's page lists. */
export const CUSTOMER_REFUNDS_LISTED = 100;

/**
 * The refunds of the payments of customer `customerId`'s checkouts in workspace `companyId`, in
 * every state, newest first (at most `CUSTOMER_REFUNDS_LISTED`): the customer's page.
 */
export async function customerRefunds(app: AppContext, companyId: string, customerId: string): Promise<Refund[]> {
  const db = app.database.db;
  const paid = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(checkoutSessions, eq(checkoutSessions.id, payments.sessionId))
    .where(and(eq(checkoutSessions.customerId, customerId), eq(checkoutSessions.companyId, companyId)));
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.companyId, companyId), inArray(refunds.paymentId, paid)))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(CUSTOMER_REFUNDS_LISTED);
  const at = refundMoment(app);
  return rows.map((row) => toRefund(row, at));
}

/** Runs a change of `row` in a transaction; REFUND_STATE_CONFLICT when its state does not allow it (or it moved meanwhile). */
async function change(
  app: AppContext,
  row: RefundRow,
  move: (tx: Db, at: RefundMoment) => Promise<RefundRow | undefined>,
): Promise<RefundRow> {
  const at = refundMoment(app);
  const moved = await app.database.db.transaction((tx) => move(tx, at));
  if (!moved) throw new ApiError('REFUND_STATE_CONFLICT');
  return moved;
}

/** POST /refunds/{id}/cancel: before anything was sent; the payer's link stops working. */
export async function cancelRefund(app: AppContext, scope: RefundScope, id: string): Promise<Refund> {
  const row = await scopedRefund(app.database.db, scope, id);
  if (!isRefundState(row.state, REFUND_CANCELLABLE_STATES)) throw new ApiError('REFUND_STATE_CONFLICT');
  const moved = await change(app, row, (tx, at) =>
    moveRefund(tx, row, 'cancelled', { cancelledAt: at.now, linkHash: null, linkExpiresAt: null }, at),
  );
  return toRefund(moved, refundMoment(app));
}

/**
 * POST /refunds/{id}/sent: a refund `ready`, or `sending` with a problem (a corrected hash), is
 * `sending` this transaction; the watcher reads it. A hash another refund already names is CONFLICT.
 */
export async function markRefundSent(app: AppContext, scope: RefundScope, id: string, hash: string): Promise<Refund> {
  const db = app.database.db;
  const row = await scopedRefund(db, scope, id);
  const txHash = hash.trim().toLowerCase();
  if (row.state === 'sending' && row.txHash === txHash) return toRefund(row, refundMoment(app));
  if (!(row.state === 'ready' || (row.state === 'sending' && row.problem !== null))) {
    throw new ApiError('REFUND_STATE_CONFLICT');
  }
  const [other] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.chainId, row.chainId), eq(refunds.txHash, txHash), ne(refunds.state, 'failed')))
    .limit(1);
  if (other) {
    throw new ApiError('CONFLICT', { message: 'Another refund already names this transaction.' });
  }
  const moved = await change(app, row, (tx, at) =>
    moveRefund(
      tx,
      row,
      'sending',
      {
        txHash,
        sentAt: at.now,
        problem: null,
        fromAddress: null,
        blockNumber: null,
        blockHash: null,
        confirmations: null,
      },
      at,
    ),
  );
  return toRefund(moved, refundMoment(app));
}

/** POST /refunds/{id}/payer-link: a new link for the merchant to copy (the last one stops working). */
export async function makePayerLink(app: AppContext, scope: RefundScope, id: string): Promise<RefundPayerLinkResponse> {
  const row = await scopedRefund(app.database.db, scope, id);
  const at = refundMoment(app);
  const issued = await app.database.db.transaction((tx) => issuePayerLink(tx, row, false, at));
  if (!issued) throw new ApiError('REFUND_STATE_CONFLICT');
  return { refund: toRefund(issued.row, at), payerUrl: issued.url };
}
