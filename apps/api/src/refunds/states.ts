/**
 * The refund state machine, and the only code that writes a refund's state: each change is one
 * conditional update (from the state it was read in) and its `refund.<state>` event, on the
 * caller's transaction, so a change and its event commit together or not at all. Consumers
 * (notifications, webhooks, the live channel) only read the events.
 *
 *   requested -> awaiting_address -> ready -> sending -> confirmed
 *   requested -> ready (the merchant gave the address)
 *   sending -> sending (a corrected hash, after a problem)
 *   requested | awaiting_address | ready -> cancelled;  sending -> failed (reverted)
 */
import type { Refund, RefundState } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refunds, type RefundRow } from '../db/schema';
import { recordEvent } from '../events/record';
import { toRefund, type RefundMoment } from './object';

/** The states each state may move to. */
const NEXT: Readonly<Record<RefundState, readonly RefundState[]>> = {
  requested: ['awaiting_address', 'ready', 'cancelled'],
  awaiting_address: ['ready', 'cancelled'],
  ready: ['sending', 'cancelled'],
  sending: ['sending', 'confirmed', 'failed'],
  confirmed: [],
  cancelled: [],
  failed: [],
};

export function canMove(from: RefundState, to: RefundState): boolean {
  return NEXT[from].includes(to);
}

/** `row` as it was read: the same state and, once sent, the same transaction. */
function unchanged(row: RefundRow) {
  return and(
    eq(refunds.id, row.id),
    eq(refunds.state, row.state),
    row.txHash === null ? undefined : eq(refunds.txHash, row.txHash),
  );
}

/** The columns a change may set besides the state. */
export type RefundChanges = Partial<Omit<typeof refunds.$inferInsert, 'id' | 'state' | 'createdAt' | 'updatedAt'>>;

/** Writes the refund's event for the state it is in now. */
async function recordRefundEvent(tx: Db, row: RefundRow, at: RefundMoment): Promise<Refund> {
  const refund = toRefund(row, at);
  await recordEvent(
    tx,
    {
      companyId: row.companyId,
      type: `refund.${row.state}`,
      objectType: 'refund',
      objectId: row.id,
      data: refund,
    },
    at.now,
  );
  return refund;
}

/** A new refund, `requested`, and its event. */
export async function insertRefund(
  tx: Db,
  values: Omit<typeof refunds.$inferInsert, 'state' | 'createdAt' | 'updatedAt'>,
  at: RefundMoment,
): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, state: 'requested', createdAt: at.now, updatedAt: at.now })
    .returning();
  await recordRefundEvent(tx, row!, at);
  return row!;
}

/**
 * Moves `row` to `to` with `changes`, if it is still in the state it was read in, and writes the
 * event. Undefined when the move is not allowed or another change came first.
 */
export async function moveRefund(
  tx: Db,
  row: RefundRow,
  to: RefundState,
  changes: RefundChanges,
  at: RefundMoment,
): Promise<RefundRow | undefined> {
  if (!canMove(row.state, to)) return undefined;
  const [moved] = await tx
    .update(refunds)
    .set({ ...changes, state: to, updatedAt: at.now })
    .where(unchanged(row))
    .returning();
  if (!moved) return undefined;
  await recordRefundEvent(tx, moved, at);
  return moved;
}

/** Changes what the watcher read of a refund in `sending` (confirmations, a problem) without moving it: no event. */
export async function noteRefund(tx: Db, row: RefundRow, changes: RefundChanges, at: RefundMoment): Promise<void> {
  await tx
    .update(refunds)
    .set({ ...changes, updatedAt: at.now })
    .where(unchanged(row));
}
