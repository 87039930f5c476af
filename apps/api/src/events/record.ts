/**
 * The event stream's one way in. Every state change of a checkout session or a payment, a
 * wallet verified and an invitation sent writes its event with `recordEvent`, on the transaction
 * that makes the change: if the change rolls back, so does its event; once it commits, the
 * event is there for every consumer, even if the process dies the next instant.
 *
 * Ids are the consumers' cursors, so they must appear in the order they are given: a writing
 * transaction takes `lockEvents` (a transaction-level advisory lock) before its id is drawn and
 * holds it to its commit. A transaction that may settle several sessions takes it first of all,
 * before any row lock, so that no two transactions wait on each other through it.
 */
import type { EventObjectType, EventType } from '@meridian/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions, events, type CheckoutSessionRow, type InviteRow, type PaymentRow } from '../db/schema';
import { notifyWorkspace } from '../live/notify';

/** The advisory lock every event-writing transaction holds until it commits. */
const EVENT_LOCK_KEY = 'meridian:events';

export interface NewEvent {
  companyId: string;
  type: EventType;
  objectType: EventObjectType;
  objectId: string;
  data: Record<string, unknown>;
}

/** Takes the stream's write lock for the rest of the transaction (again in it: a no-op). */
export async function lockEvents(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${EVENT_LOCK_KEY}, 0))`);
}

/** Writes one event on `tx`, the transaction of the change it records. */
export async function recordEvent(tx: Db, event: NewEvent, now: Date): Promise<void> {
  await lockEvents(tx);
  await tx.insert(events).values({ ...event, createdAt: now });
  await notifyWorkspace(tx, event.companyId);
  for (const listener of listeners) listener();
}

/** What an event says about a checkout session: the facts a consumer renders and links. */
export function sessionData(session: CheckoutSessionRow): Record<string, unknown> {
  return {
    sessionId: session.id,
    linkId: session.linkId,
    environment: session.environment,
    chainId: session.chainId,
    state: session.state,
    exception: session.exception,
    token: { symbol: session.tokenSymbol, contract: session.tokenAddress, decimals: session.tokenDecimals },
    amount: session.amount,
    totalCents: session.totalCents,
    paidAt: session.paidAt?.toISOString() ?? null,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** What an event says about a payment. */
export function paymentData(payment: PaymentRow): Record<string, unknown> {
  return {
    paymentId: payment.id,
    sessionId: payment.sessionId,
    environment: payment.environment,
    chainId: payment.chainId,
    txHash: payment.txHash,
    token: { symbol: payment.tokenSymbol, contract: payment.tokenAddress, decimals: payment.tokenDecimals },
    amount: payment.amount,
    state: payment.state,
    match: payment.match,
    detectedAt: payment.detectedAt.toISOString(),
  };
}

/**
 * The events of a session's move from `before` to `after` (its state, then its exception):
 * processing (received in full, confirming), paid or paid late, expired, reopened (a reorg took
 * back what counted), and an under- or overpayment as it appears.
 */
export function sessionTransitionTypes(
  before: Pick<CheckoutSessionRow, 'state' | 'exception'>,
  after: Pick<CheckoutSessionRow, 'state' | 'exception'>,
): EventType[] {
  const types: EventType[] = [];
  if (after.state !== before.state) {
    if (after.state === 'processing') types.push('checkout.processing');
    else if (after.state === 'paid')
      types.push(after.exception === 'paid_late' ? 'checkout.paid_late' : 'checkout.paid');
    else if (after.state === 'expired') types.push('checkout.expired');
    else if (after.state === 'open') types.push('checkout.reopened');
  }
  if (after.exception !== before.exception) {
    if (after.exception === 'underpaid') types.push('checkout.underpaid');
    else if (after.exception === 'overpaid') types.push('checkout.overpaid');
  }
  return types;
}

/** Records the events of a session's change, on the transaction that stored it. */
export async function recordSessionChange(
  tx: Db,
  before: Pick<CheckoutSessionRow, 'state' | 'exception'>,
  after: CheckoutSessionRow,
  now: Date,
): Promise<void> {
  for (const type of sessionTransitionTypes(before, after)) {
    await recordEvent(
      tx,
      {
        companyId: after.companyId,
        type,
        objectType: 'checkout_session',
        objectId: after.id,
        data: sessionData(after),
      },
      now,
    );
  }
}

/** Records a payment's event when it belongs to a workspace (an unmatched one has none yet). */
export async function recordPaymentEvent(tx: Db, type: EventType, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.companyId === null) return;
  await recordEvent(
    tx,
    { companyId: payment.companyId, type, objectType: 'payment', objectId: payment.id, data: paymentData(payment) },
    now,
  );
}

const listeners = new Set<() => void>();

/**
 * Calls `listener` after each event written in this process (the consumer's cue: it waits for
 * the writing transaction to commit before it reads); returns the unsubscribe.
 */
export function onEventWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records `checkout.opened` for a session just inserted on `tx`. */
export async function recordSessionOpened(tx: Db, sessionId: string, now: Date): Promise<void> {
  const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  if (!session) return;
  await recordEvent(
    tx,
    {
      companyId: session.companyId,
      type: 'checkout.opened',
      objectType: 'checkout_session',
      objectId: session.id,
      data: sessionData(session),
    },
    now,
  );
}

/** `member.invited`: the invitation as its workspace lists it, and who sent it. */
export function inviteEvent(invite: InviteRow, invitedBy: string): NewEvent {
  return {
    companyId: invite.companyId,
    type: 'member.invited',
    objectType: 'invite',
    objectId: invite.id,
    data: {
      id: invite.id,
      email: invite.email,
      privilege: invite.privilege,
      invitedBy,
      invitedAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    },
  };
}
