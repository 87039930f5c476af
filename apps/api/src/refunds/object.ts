/**
 * The refund object, built here and nowhere else: the dashboard's routes, `/v1/refunds` and every
 * `refund.*` event answer it.
 */
import { formatMinor, type Refund } from '@meridian/contract';
import type { RefundRow } from '../db/schema';

/** What the object needs besides the row: the time, the confirmations that make a transfer final, the dashboard's address. */
export interface RefundMoment {
  now: Date;
  confirmations: number;
  publicUrl: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toRefund(row: RefundRow, at: Pick<RefundMoment, 'confirmations'>): Refund {
  const sent = row.state === 'sending' || row.state === 'confirmed';
  return {
    id: row.id,
    mode: row.environment,
    state: row.state,
    paymentId: row.paymentId,
    checkoutId: row.checkoutId,
    chainId: row.chainId,
    token: { symbol: row.tokenSymbol, contract: row.tokenAddress, decimals: row.tokenDecimals },
    amount: row.amount,
    priceAmount: formatMinor(row.priceMinor, row.currency),
    currency: row.currency,
    reason: row.reason,
    address: row.address,
    paymentFrom: row.paymentFrom,
    linkExpiresAt: row.linkHash === null ? null : iso(row.linkExpiresAt),
    linkMailed: row.linkMailed,
    txHash: row.txHash,
    from: row.fromAddress,
    confirmations: sent && row.confirmations !== null ? { count: row.confirmations, required: at.confirmations } : null,
    problem: row.problem,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    addressAt: iso(row.addressAt),
    sentAt: iso(row.sentAt),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    failedAt: iso(row.failedAt),
  };
}
