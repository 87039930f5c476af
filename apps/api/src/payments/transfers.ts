/**
 * Recording a transfer to a watched address, once: a payment is unique on (chain, transaction,
 * log index). It goes to the session its transaction was bound to (the wallet path), else to the
 * session holding exactly its amount on its address and token (the QR path), else it waits
 * unmatched for a member to assign it. Nothing received is dropped.
 */
import { randomUUID } from 'node:crypto';
import type { Environment } from '@meridian/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ChainToken } from '../chain/chains';
import type { Db } from '../db/database';
import { checkoutSessions, paymentLinks, payments, wallets } from '../db/schema';

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

/** The workspace whose link (the most recent one) pays to `address` in `environment`, or undefined. */
async function addressOwner(db: Db, environment: Environment, address: string): Promise<string | undefined> {
  const [row] = await db
    .select({ companyId: paymentLinks.companyId })
    .from(paymentLinks)
    .innerJoin(wallets, eq(wallets.id, paymentLinks.payoutWalletId))
    .where(and(eq(wallets.address, address), eq(paymentLinks.environment, environment)))
    .orderBy(desc(paymentLinks.createdAt))
    .limit(1);
  return row?.companyId;
}

/**
 * Records a transfer (or brings back one a reorg had reverted, now in another block) and returns
 * the id of the session it counts for, or null.
 */
export async function recordTransfer(db: Db, transfer: Transfer, now: Date): Promise<string | null> {
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
      await db
        .update(payments)
        .set({
          blockNumber: transfer.blockNumber,
          blockHash: transfer.blockHash,
          state: 'pending',
          revertedAt: null,
          confirmedAt: null,
        })
        .where(eq(payments.id, existing.id));
    }
    return existing.sessionId;
  }

  const symbol = transfer.token.symbol;
  let [session] = await db
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
  const companyId = session?.companyId ?? (await addressOwner(db, transfer.environment, transfer.to));
  if (!companyId) return null;
  await db
    .insert(payments)
    .values({
      id: randomUUID(),
      companyId,
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
      state: 'pending',
      match,
      detectedAt: now,
      confirmedAt: null,
      revertedAt: null,
    })
    .onConflictDoNothing();
  return session?.id ?? null;
}
