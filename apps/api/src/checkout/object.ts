/**
 * The public checkout and payment objects, built here and nowhere else: `/v1` answers them, and
 * every `checkout.*` and `payment.*` event carries them (the events are written with the object
 * as it is at that moment, on the transaction of the change).
 *
 * A checkout is a session of a payment link (its id is the session's), or a checkout a store made
 * through `/v1` (kept as a one-payment link whose `checkout_expires_at` is set; its id is that
 * row's, the same for all the sessions its buyer opens on it: choosing a token fixes a price for
 * a while, and a buyer whose price ran out gets a new one on the same checkout).
 */
import { formatMinor, type Checkout, type PublicPayment } from '@meridian/contract';
import { and, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  checkoutSessions,
  paymentLinks,
  payments,
  type CheckoutSessionRow,
  type PaymentLinkRow,
  type PaymentRow,
} from '../db/schema';
import { sessionStateAt, storeCheckoutState } from '../payments/checkout-state';

/** What the objects need besides the database: the time, and the dashboard's public address for `url`. */
export interface Moment {
  now: Date;
  publicUrl: string;
}

/** The checkout a session counts for, and the link it is a session of (null for a store's checkout). */
export interface CheckoutRefs {
  checkoutId: string;
  paymentLinkId: string | null;
}

/**
 * The dashboard's page of a checkout's payments: its link's, or for a store's checkout its own
 * row's (a store's checkout is listed with the links, under its own id).
 */
export function dashboardLinkId(checkout: Pick<Checkout, 'id' | 'paymentLinkId'>): string {
  return checkout.paymentLinkId ?? checkout.id;
}

/** Whether a link row is a checkout a store made through `/v1`. */
export function isStoreCheckout(link: Pick<PaymentLinkRow, 'checkoutExpiresAt'>): boolean {
  return link.checkoutExpiresAt !== null;
}

/** The checkout of a session of `link`. */
export function refsOf(sessionId: string, link: Pick<PaymentLinkRow, 'id' | 'checkoutExpiresAt'>): CheckoutRefs {
  return isStoreCheckout(link)
    ? { checkoutId: link.id, paymentLinkId: null }
    : { checkoutId: sessionId, paymentLinkId: link.id };
}

/** The checkouts of sessions, by session id. */
export async function sessionRefs(db: Db, sessionIds: readonly (string | null)[]): Promise<Map<string, CheckoutRefs>> {
  const ids = [...new Set(sessionIds.filter((id): id is string => id !== null))];
  const refs = new Map<string, CheckoutRefs>();
  if (ids.length === 0) return refs;
  const rows = await db
    .select({ id: checkoutSessions.id, linkId: paymentLinks.id, checkoutExpiresAt: paymentLinks.checkoutExpiresAt })
    .from(checkoutSessions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, checkoutSessions.linkId))
    .where(inArray(checkoutSessions.id, ids));
  for (const row of rows)
    refs.set(row.id, refsOf(row.id, { id: row.linkId, checkoutExpiresAt: row.checkoutExpiresAt }));
  return refs;
}

/** A payment row as `/v1` answers it, with the checkouts of its sessions (`sessionRefs`). */
export function toPublicPayment(row: PaymentRow, refs: ReadonlyMap<string, CheckoutRefs>): PublicPayment {
  const own = row.sessionId ? refs.get(row.sessionId) : undefined;
  const late = row.lateSessionId ? refs.get(row.lateSessionId) : undefined;
  return {
    id: row.id,
    mode: row.environment,
    status: row.state,
    checkoutId: own?.checkoutId ?? null,
    paymentLinkId: (own ?? late)?.paymentLinkId ?? null,
    lateForCheckoutId: own ? null : (late?.checkoutId ?? null),
    chainId: row.chainId,
    txHash: row.txHash,
    from: row.fromAddress,
    to: row.toAddress,
    token: { symbol: row.tokenSymbol, contract: row.tokenAddress, decimals: row.tokenDecimals },
    amount: row.amount,
    detectedAt: row.detectedAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    revertedAt: row.revertedAt?.toISOString() ?? null,
  };
}

/** One payment as `/v1` answers it. */
export async function publicPayment(db: Db, row: PaymentRow): Promise<PublicPayment> {
  return toPublicPayment(row, await sessionRefs(db, [row.sessionId, row.lateSessionId]));
}

/**
 * The payment a checkout shows, of the payments of its sessions: the latest one that counts for
 * it, else the latest that arrived after it expired, else none.
 */
async function paymentOf(db: Db, sessionIds: readonly string[]): Promise<PaymentRow | undefined> {
  if (sessionIds.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(
      or(
        and(inArray(payments.sessionId, [...sessionIds]), ne(payments.state, 'reverted')),
        inArray(payments.lateSessionId, [...sessionIds]),
      ),
    )
    // Counted payments (a session) before late ones, then the latest.
    .orderBy(desc(inArray(payments.sessionId, [...sessionIds])), desc(payments.detectedAt), desc(payments.id))
    .limit(1);
  return row;
}

/** The rate a session locked (its latest session's, for a store's checkout); null before any. */
function lockedRateOf(session: CheckoutSessionRow | undefined): Pick<Checkout, 'rate' | 'rateSource' | 'rateAt'> {
  return session
    ? { rate: session.rate, rateSource: session.rateSource, rateAt: session.rateAt.toISOString() }
    : { rate: null, rateSource: null, rateAt: null };
}

const payUrl = (publicUrl: string, link: Pick<PaymentLinkRow, 'slug'>) => `${publicUrl}/pay/${link.slug}`;

/** A session of a payment link, as a checkout. */
async function linkSessionCheckout(
  db: Db,
  session: CheckoutSessionRow,
  link: PaymentLinkRow,
  at: Moment,
): Promise<Checkout> {
  const payment = await paymentOf(db, [session.id]);
  return {
    id: session.id,
    mode: session.environment,
    status: sessionStateAt(session, at.now),
    exception: session.exception,
    amount: formatMinor(session.totalCents, session.currency),
    currency: session.currency,
    ...lockedRateOf(session),
    description: link.summary ?? link.name,
    orderReference: null,
    metadata: {},
    paymentLinkId: link.id,
    url: `${payUrl(at.publicUrl, link)}?session=${session.id}`,
    returnUrl: link.redirectUrl,
    expiresAt: session.expiresAt.toISOString(),
    payment: payment ? toPublicPayment(payment, new Map([[session.id, refsOf(session.id, link)]])) : null,
    createdAt: session.createdAt.toISOString(),
  };
}

/** A store's checkout, from its row and its sessions (newest first). */
export async function storeCheckoutObject(
  db: Db,
  link: PaymentLinkRow,
  sessions: readonly CheckoutSessionRow[],
  at: Moment,
): Promise<Checkout> {
  const { status, exception } = storeCheckoutState(link, sessions, at.now);
  const payment = await paymentOf(
    db,
    sessions.map((session) => session.id),
  );
  const refs = new Map(sessions.map((session) => [session.id, refsOf(session.id, link)] as const));
  return {
    id: link.id,
    mode: link.environment,
    status,
    exception,
    amount: formatMinor(Number(link.amountCents ?? 0), link.currency),
    currency: link.currency,
    ...lockedRateOf(sessions[0]),
    description: link.summary ?? link.name,
    orderReference: link.orderReference,
    metadata: link.metadata ?? {},
    paymentLinkId: null,
    url: payUrl(at.publicUrl, link),
    returnUrl: link.redirectUrl,
    expiresAt: link.checkoutExpiresAt!.toISOString(),
    payment: payment ? toPublicPayment(payment, refs) : null,
    createdAt: link.createdAt.toISOString(),
  };
}

/** The sessions opened on a link, newest first. */
export function sessionsOfLink(db: Db, linkId: string): Promise<CheckoutSessionRow[]> {
  return db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.linkId, linkId))
    .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id));
}

/** A store's checkout as it is now. */
export async function storeCheckout(db: Db, link: PaymentLinkRow, at: Moment): Promise<Checkout> {
  return storeCheckoutObject(db, link, await sessionsOfLink(db, link.id), at);
}

/** A workspace's mode: what a key sees. */
export interface ModeScope {
  companyId: string;
  mode: PaymentLinkRow['environment'];
}

/** The link row `id` of a workspace's mode (a store's checkout is one), as a condition. */
export function linkInScope(scope: ModeScope, id: string): SQL | undefined {
  return and(
    eq(paymentLinks.id, id),
    eq(paymentLinks.companyId, scope.companyId),
    eq(paymentLinks.environment, scope.mode),
  );
}

/** A session and the link it is a session of, where `which` holds. */
async function sessionWithLink(db: Db, which: SQL | undefined) {
  const [row] = await db
    .select({ session: checkoutSessions, link: paymentLinks })
    .from(checkoutSessions)
    .innerJoin(paymentLinks, eq(paymentLinks.id, checkoutSessions.linkId))
    .where(which)
    .limit(1);
  return row;
}

/** The checkout a session counts for, as it is now: the session itself, or its store's checkout. */
export async function checkoutOfSession(db: Db, sessionId: string, at: Moment): Promise<Checkout | undefined> {
  const row = await sessionWithLink(db, eq(checkoutSessions.id, sessionId));
  if (!row) return undefined;
  return isStoreCheckout(row.link)
    ? storeCheckout(db, row.link, at)
    : linkSessionCheckout(db, row.session, row.link, at);
}

/**
 * The checkout `id` of a workspace's mode: a store's checkout, or a session of one of its links;
 * undefined for any other id.
 */
export async function findCheckout(db: Db, scope: ModeScope, id: string, at: Moment): Promise<Checkout | undefined> {
  const [link] = await db.select().from(paymentLinks).where(linkInScope(scope, id)).limit(1);
  if (link) return isStoreCheckout(link) ? storeCheckout(db, link, at) : undefined;
  const row = await sessionWithLink(
    db,
    and(
      eq(checkoutSessions.id, id),
      eq(checkoutSessions.companyId, scope.companyId),
      eq(checkoutSessions.environment, scope.mode),
    ),
  );
  if (!row || isStoreCheckout(row.link)) return undefined;
  return linkSessionCheckout(db, row.session, row.link, at);
}
