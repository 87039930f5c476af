/** GET /checkout-session/{id}: the session as the payer's page sees it. A read: it never writes. */
import { isUuid, paymentUri, type CheckoutSession } from '@meridian/contract';
import { asc, eq, or } from 'drizzle-orm';
import type { ChainConfig } from '../chain/chains';
import type { AppContext } from '../context';
import { chainCursors, checkoutSessions, companies, paymentLinks, payments, type PaymentRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { sessionStateAt } from '../payments/checkout-state';
import { checkoutChain } from './face';

export async function sessionView(app: AppContext, id: string): Promise<CheckoutSession> {
  if (!isUuid(id)) throw new ApiError('NOT_FOUND');
  const db = app.database.db;
  const now = app.config.clock.now();
  // One snapshot: the session, its link, the chain's head and the payments as of one moment, so
  // that a change committed between two reads (a reorg taking a payment back, say) never shows
  // half done (a reverted payment beside a session still processing).
  const { session, link, cursor, rows } = await db.transaction(
    async (tx) => {
      const [stored] = await tx
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, id.toLowerCase()))
        .limit(1);
      if (!stored) throw new ApiError('NOT_FOUND');
      const session = { ...stored, state: sessionStateAt(stored, now) };
      const [link] = await tx
        .select({
          slug: paymentLinks.slug,
          name: paymentLinks.name,
          message: paymentLinks.message,
          redirectUrl: paymentLinks.redirectUrl,
          merchantName: companies.name,
        })
        .from(paymentLinks)
        .innerJoin(companies, eq(companies.id, paymentLinks.companyId))
        .where(eq(paymentLinks.id, session.linkId))
        .limit(1);
      if (!link) throw new ApiError('NOT_FOUND');
      const [cursor] = await tx
        .select({ blockNumber: chainCursors.blockNumber })
        .from(chainCursors)
        .where(eq(chainCursors.chainId, session.chainId))
        .limit(1);
      // What the payer sent for it: the transfers that count, and those that came after it expired.
      const rows = await tx
        .select()
        .from(payments)
        .where(or(eq(payments.sessionId, session.id), eq(payments.lateSessionId, session.id)))
        .orderBy(asc(payments.detectedAt), asc(payments.id));
      return { session, link, cursor, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const head = cursor?.blockNumber ?? null;
  const confirmationsOf = (row: PaymentRow) =>
    row.state === 'reverted' || head === null ? 0 : Math.max(0, Number(head - row.blockNumber) + 1);
  const counted = rows.filter((row) => row.sessionId === session.id && row.state !== 'reverted');
  const received = counted.reduce((sum, row) => sum + BigInt(row.amount), 0n);
  const chain = chainOf(app, session.environment, session.chainId);
  // The local chain's count; on Moonbeam the finalized block usually follows within as many.
  const required = app.config.confirmations;
  const last = counted.at(-1);
  return {
    id: session.id,
    linkSlug: link.slug,
    merchantName: link.merchantName,
    linkName: link.name,
    state: session.state,
    exception: session.exception,
    chain: chain
      ? checkoutChain(chain)
      : { id: session.chainId, name: String(session.chainId), test: session.environment === 'test' },
    payTo: session.payTo,
    token: { symbol: session.tokenSymbol, contract: session.tokenAddress, decimals: session.tokenDecimals },
    amount: session.amount,
    received: received.toString(),
    currency: session.currency,
    rate: session.rate,
    rateSource: session.rateSource,
    rateAt: session.rateAt.toISOString(),
    rateSandbox: session.rateSandbox,
    subtotalCents: Number(session.subtotalCents),
    vatCents: Number(session.vatCents),
    totalCents: Number(session.totalCents),
    expiresAt: session.expiresAt.toISOString(),
    paymentUri: paymentUri({
      chainId: session.chainId,
      to: session.payTo,
      contract: session.tokenAddress,
      units: session.amount,
    }),
    confirmations: session.state === 'processing' && last ? { count: confirmationsOf(last), required } : null,
    transactionHash: session.txHash,
    payments: rows.map((row) => ({
      txHash: row.txHash,
      amount: row.amount,
      state: row.state,
      confirmations: confirmationsOf(row),
      detectedAt: row.detectedAt.toISOString(),
    })),
    paidAt: session.paidAt?.toISOString() ?? null,
    // What the merchant says after the payment, and where the payer goes next, once it is paid.
    message: session.state === 'paid' ? link.message : null,
    redirectUrl: session.state === 'paid' ? link.redirectUrl : null,
    createdAt: session.createdAt.toISOString(),
  };
}

function chainOf(app: AppContext, environment: 'test' | 'live', chainId: number): ChainConfig | undefined {
  const chain = app.config.chains[environment];
  return chain.id === chainId ? chain : undefined;
}
