/**
 * Where a dynamic link's one payment stands, answered with the link (GET /payment-link/dynamic/{id}
 * and GET /payment-link/{id}): its latest checkout session's state (expired once past its
 * deadline, as every read computes it) and exception, when it was paid, and the payment that
 * counts for it; null before anyone opened it. A read: it writes nothing.
 */
import type { DynamicLinkPaymentStatus } from '@meridian/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkoutSessions, payments } from '../db/schema';
import { sessionStateAt } from '../payments/checkout-state';

export async function dynamicLinkPayment(db: Db, linkId: string, now: Date): Promise<DynamicLinkPaymentStatus | null> {
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.linkId, linkId))
    .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id))
    .limit(1);
  if (!session) return null;
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.sessionId, session.id), ne(payments.state, 'reverted')))
    .orderBy(desc(payments.detectedAt), desc(payments.id))
    .limit(1);
  return {
    sessionId: session.id,
    state: sessionStateAt(session, now),
    exception: session.exception,
    token: { symbol: session.tokenSymbol, contract: session.tokenAddress, decimals: session.tokenDecimals },
    amount: session.amount,
    paidAt: session.paidAt?.toISOString() ?? null,
    paymentId: payment?.id ?? null,
  };
}
