/**
 * The rules that say where a checkout stands, as pure functions of its rows and the time: what
 * every read computes, and what the one module that stores states (`states.ts`) compares with
 * what it stored, to publish each change once.
 *
 * - A session of a link: `open` -> `processing` (the full amount seen, not final) -> `paid`;
 *   `open` -> `expired` at its deadline; `processing` -> `open` when a reorg takes back what
 *   counted. Beside it an exception: `underpaid`, `overpaid`, `paid_late` (money arrived after it
 *   expired: it does not count, and waits unmatched for the merchant), `marked` (assigned by a
 *   member). Expired is final: nothing that arrives afterwards pays it.
 * - A store's checkout: `open` from its creation until it is paid or its own deadline passes
 *   (final, like a session's); its buyer may open several sessions on it (a price held for a
 *   while each), and it is `processing` or `paid` as the session its payment counts for is.
 */
import type { CheckoutStatus, SessionException, SessionState } from '@meridian/contract';
import type { CheckoutSessionRow, PaymentLinkRow, PaymentRow } from '../db/schema';

/** A session's state as read at `now`: an open one past its deadline is expired. */
export function sessionStateAt(session: Pick<CheckoutSessionRow, 'state' | 'expiresAt'>, now: Date): SessionState {
  return session.state === 'open' && now.getTime() >= session.expiresAt.getTime() ? 'expired' : session.state;
}

/** The same rule in SQL, for a session aliased `alias` and the time in parameter `now` (`$4`). */
export function sessionStateSql(alias: string, now: string): string {
  return `CASE WHEN ${alias}.state = 'open' AND ${alias}.expires_at <= ${now}::timestamptz THEN 'expired' ELSE ${alias}.state END`;
}

/**
 * The state a session's payments give it: `counted` are the transfers tied to it (they arrived
 * while it was open, or a member assigned them), `late` those that arrived after it expired.
 */
export function sessionOutcome(
  session: Pick<CheckoutSessionRow, 'amount' | 'expiresAt' | 'paidAt' | 'state'>,
  counted: readonly Pick<PaymentRow, 'amount' | 'state' | 'match'>[],
  late: readonly Pick<PaymentRow, 'state'>[],
  now: Date,
): { state: SessionState; exception: SessionException | null; paidAt: Date | null } {
  const kept = counted.filter((row) => row.state !== 'reverted');
  const received = kept.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const amount = BigInt(session.amount);
  let state: SessionState;
  if (received >= amount && received > 0n) {
    state = kept.every((row) => row.state === 'confirmed') ? 'paid' : 'processing';
  } else {
    state = now.getTime() >= session.expiresAt.getTime() ? 'expired' : 'open';
  }
  let exception: SessionException | null = null;
  if (received > amount) exception = 'overpaid';
  else if (received > 0n && received < amount && !(state === 'expired' && late.some(isKept))) exception = 'underpaid';
  else if (state === 'expired' && late.some(isKept)) exception = 'paid_late';
  else if (kept.some((row) => row.match === 'marked')) exception = 'marked';
  const paidAt = state === 'paid' ? (session.paidAt ?? now) : null;
  return { state, exception, paidAt };
}

const isKept = (row: Pick<PaymentRow, 'state'>) => row.state !== 'reverted';

/** A checkout's public status and exception. */
export interface CheckoutPosition {
  status: CheckoutStatus;
  exception: SessionException | null;
}

/**
 * Where a store's checkout stands, from its row and its sessions: as the session its payment
 * counts for, once there is one; otherwise open until its deadline (or once published expired:
 * final), with `paid_late` when money came for one of its sessions after that session expired.
 */
export function storeCheckoutState(
  link: Pick<PaymentLinkRow, 'checkoutExpiresAt' | 'checkoutStatus'>,
  /** Newest first. */
  sessions: readonly Pick<CheckoutSessionRow, 'state' | 'exception'>[],
  now: Date,
): CheckoutPosition {
  const settled = sessions.find((session) => session.state === 'paid' || session.state === 'processing');
  if (settled) return { status: settled.state, exception: settled.exception };
  const expired =
    link.checkoutStatus === 'expired' || (link.checkoutExpiresAt !== null && now >= link.checkoutExpiresAt);
  // Money late for any of its sessions says so; otherwise what its latest session received.
  const exception = sessions.some((session) => session.exception === 'paid_late')
    ? 'paid_late'
    : sessions[0]?.exception === 'underpaid'
      ? 'underpaid'
      : null;
  return { status: expired ? 'expired' : 'open', exception };
}

/**
 * The event types of a checkout's move from `before` to `after`: processing (received in full,
 * confirming), paid, expired, reopened (a reorg took back what counted), and each exception as
 * it appears (underpaid, overpaid, paid late).
 */
export function checkoutTransitionTypes(
  before: CheckoutPosition,
  after: CheckoutPosition,
): (
  | 'checkout.processing'
  | 'checkout.paid'
  | 'checkout.expired'
  | 'checkout.reopened'
  | 'checkout.underpaid'
  | 'checkout.overpaid'
  | 'checkout.paid_late'
)[] {
  const types: ReturnType<typeof checkoutTransitionTypes> = [];
  if (after.status !== before.status) {
    if (after.status === 'processing') types.push('checkout.processing');
    else if (after.status === 'paid') types.push('checkout.paid');
    else if (after.status === 'expired') types.push('checkout.expired');
    else if (after.status === 'open') types.push('checkout.reopened');
  }
  if (after.exception !== before.exception) {
    if (after.exception === 'underpaid') types.push('checkout.underpaid');
    else if (after.exception === 'overpaid') types.push('checkout.overpaid');
    else if (after.exception === 'paid_late') types.push('checkout.paid_late');
  }
  return types;
}
