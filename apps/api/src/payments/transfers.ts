/**
 * Recording a transfer to a watched address, once: a payment is unique on (chain, transaction,
 * log index). It goes to the session its transaction was bound to (the wallet path), else to the
 * session holding exactly its amount on its address and token (the QR path), and then belongs to
 * that session's workspace. Anything else is kept unmatched against its address, in no
 * workspace: only the workspaces that proved the address by a signature see it, and one of them
 * may assign it (`merchant.ts`). Nothing received is dropped.
 */
import { randomUUID } from 'node:crypto';
import type { Environment } from '@meridian/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { ChainToken } from '../chain/chains';
import type { Db } from '../db/database';
import { checkoutSessions, payments } from '../db/schema';
import { paymentDetected, paymentMinedAgain, type Moment } from './states';

export interface Transfer {
  chainId: number;
  environment: Environment;
  /** Lower-case 0x hash. */
  txHash: string;
  /** The Transfer log's index in its block; -1 for the chain's coin. */
  logIndex: number;
  blockNumber: bigint;
  blockHash: string;
  from: string;
  /** EIP-55, as wallets are stored. */
  to: string;
  token: ChainToken;
  amount: bigint;
}

/**
 * Records a transfer (or brings back one a reorg had reverted, now in another block) and returns
 * the id of the session it counts for, or null (one that came after its session expired counts
 * for none: `paymentDetected` keeps it unmatched). `bound`: the session whose transaction it is,
 * being bound on this same transaction (the wallet path records the payment before it writes the
 * session, the watcher's order, so that neither waits on the other's locks in a circle).
 */
export async function recordTransfer(
  db: Db,
  transfer: Transfer,
  at: Moment,
  bound?: { id: string; companyId: string },
): Promise<string | null> {
  const [existing] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.chainId, transfer.chainId),
        eq(payments.txHash, transfer.txHash),
        eq(payments.logIndex, transfer.logIndex),
      ),
    )
    .limit(1);
  if (existing) {
    if (existing.state === 'reverted' || existing.blockHash !== transfer.blockHash) {
      // The same transaction mined again after a reorg: the same payment, counted once.
      await paymentMinedAgain(db, existing, { blockNumber: transfer.blockNumber, blockHash: transfer.blockHash }, at);
    }
    return existing.sessionId;
  }

  const symbol = transfer.token.symbol;
  let [session] = bound
    ? [bound]
    : await db
        .select({ id: checkoutSessions.id, companyId: checkoutSessions.companyId })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.chainId, transfer.chainId),
            eq(checkoutSessions.txHash, transfer.txHash),
            eq(checkoutSessions.tokenSymbol, symbol),
            eq(checkoutSessions.payTo, transfer.to),
          ),
        )
        .limit(1);
  let match: 'transaction' | 'amount' | null = session ? 'transaction' : null;
  if (!session) {
    [session] = await db
      .select({ id: checkoutSessions.id, companyId: checkoutSessions.companyId })
      .from(checkoutSessions)
      .where(
        and(
          eq(checkoutSessions.chainId, transfer.chainId),
          eq(checkoutSessions.tokenSymbol, symbol),
          eq(checkoutSessions.payTo, transfer.to),
          eq(checkoutSessions.amount, transfer.amount.toString()),
          eq(checkoutSessions.amountHeld, true),
          // A session bound to its wallet's transaction takes no other transfer by amount.
          isNull(checkoutSessions.txHash),
        ),
      )
      .limit(1);
    if (session) match = 'amount';
  }
  const inserted = await paymentDetected(
    db,
    {
      id: randomUUID(),
      // Unmatched: no workspace. Who proved the address decides who sees it, when it is read.
      companyId: session?.companyId ?? null,
      sessionId: session?.id ?? null,
      environment: transfer.environment,
      chainId: transfer.chainId,
      txHash: transfer.txHash,
      logIndex: transfer.logIndex,
      blockNumber: transfer.blockNumber,
      blockHash: transfer.blockHash,
      fromAddress: transfer.from,
      toAddress: transfer.to,
      tokenSymbol: symbol,
      tokenAddress: transfer.token.address,
      tokenDecimals: transfer.token.decimals,
      amount: transfer.amount.toString(),
      match,
      // The server's clock when the payment is first seen, never the block's timestamp: a
      // chain's clock may run ahead of (or behind) the time, and lateness is judged on this.
      detectedAt: at.now,
    },
    at,
  );
  // A late transfer settled the checkout it came late for already; it counts for none.
  return inserted ? inserted.sessionId : (session?.id ?? null);
}
