/**
 * Where a payment, a checkout session and a dynamic link's one payment stand, as every screen
 * shows them: decided here, from the API's objects, so the dashboard only draws the answer.
 */
import type { SessionException, SessionState } from './checkout';
import type { DynamicLinkPaymentStatus, Payment } from './payments';

/** A payment on the payment tables: its own state, or once final what sets it apart. */
export const PAYMENT_DISPLAY_STATUSES = ['pending', 'confirmed', 'reverted', 'late', 'underpaid', 'overpaid'] as const;
export type PaymentDisplayStatus = (typeof PAYMENT_DISPLAY_STATUSES)[number];

/**
 * A payment's status on the tables: its own state while pending or reverted; once confirmed, late
 * when it came after its checkout expired, else what its checkout says of it (short, too much).
 */
export function paymentDisplayStatus(payment: Pick<Payment, 'state' | 'late' | 'session'>): PaymentDisplayStatus {
  if (payment.state !== 'confirmed') return payment.state;
  if (payment.late) return 'late';
  const exception = payment.session?.exception;
  if (exception === 'paid_late') return 'late';
  if (exception === 'underpaid' || exception === 'overpaid') return exception;
  return 'confirmed';
}

/**
 * Where a checkout session stands for the payer, before the wallet's own step: paid late (the
 * money came after it expired), paid, confirming (the full amount seen, not final), underpaid
 * (still open, short), expired (its state, or its time is up), else awaiting the payment.
 */
export type SessionProgress = 'paidLate' | 'paid' | 'confirming' | 'underpaid' | 'expired' | 'awaiting';

export function sessionProgress(
  session: { state: SessionState; exception: SessionException | null; expiresAt: string },
  now: Date,
): SessionProgress {
  if (session.exception === 'paid_late') return 'paidLate';
  if (session.state === 'paid') return 'paid';
  if (session.state === 'processing') return 'confirming';
  if (session.exception === 'underpaid' && session.state === 'open') return 'underpaid';
  if (session.state === 'expired' || now.getTime() >= new Date(session.expiresAt).getTime()) return 'expired';
  return 'awaiting';
}

/**
 * A dynamic link's state, from its one payment as the API answers it with the link: paid once
 * its checkout session is paid (with the payment that counts for it), expired when it ran out
 * unpaid, else pending (none opened yet, or one open or confirming).
 */
export type DynamicLinkState = 'pending' | 'paid' | 'expired';

export function dynamicLinkState(payment: DynamicLinkPaymentStatus | null | undefined): DynamicLinkState {
  if (payment?.state === 'paid' && payment.paymentId) return 'paid';
  if (payment?.state === 'expired') return 'expired';
  return 'pending';
}
