/**
 * The chain watcher's side of refunds (outgoing transfers), run on each pass after the payments:
 * each refund `sending` on the chain has its transaction read (`transactionTransfers`, the
 * transfer-reading code the wallet path shares). It is confirmed when the transaction moved
 * exactly the refund's amount of its token from one of the workspace's wallets to the refund
 * address and is final (the payments' rule: at or below the `finalized` block, or on the local
 * chain `confirmations` blocks deep). Otherwise it stays `sending` with the reason it is not
 * (`not_found`, `wrong_token`, `wrong_recipient`, `wrong_amount`, `wrong_sender`), or is `failed`
 * when the transaction reverted.
 */
import type { RefundProblem } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import { refunds, wallets, type RefundRow } from '../db/schema';
import type { RefundMoment } from '../refunds/object';
import { moveRefund, noteRefund, type RefundChanges } from '../refunds/states';
import { transactionTransfers, type TransactionTransfers } from './block-transfers';
import type { WatcherOptions } from './watcher';

type Reading =
  { problem: RefundProblem; changes?: RefundChanges } | { transfer: TransactionTransfers['transfers'][number] };

/** What the transaction says about the refund: the transfer that gives it back, or what is wrong. */
function readingOf(refund: RefundRow, read: TransactionTransfers, walletAddresses: ReadonlySet<string>): Reading {
  const ofToken = read.transfers.filter(
    (transfer) => (transfer.token.address?.toLowerCase() ?? null) === (refund.tokenAddress?.toLowerCase() ?? null),
  );
  if (ofToken.length === 0) return { problem: 'wrong_token' };
  const toPayer = ofToken.filter((transfer) => transfer.to === refund.address);
  if (toPayer.length === 0) return { problem: 'wrong_recipient' };
  const exact = toPayer.filter((transfer) => transfer.amount === BigInt(refund.amount));
  if (exact.length === 0) return { problem: 'wrong_amount' };
  const fromWallet = exact.find((transfer) => walletAddresses.has(transfer.from));
  if (!fromWallet) return { problem: 'wrong_sender', changes: { fromAddress: exact[0]!.from } };
  return { transfer: fromWallet };
}

/** Checks every refund `sending` on the watcher's chain, with `head` the chain's latest block. */
export async function checkRefunds(
  options: Pick<WatcherOptions, 'chain' | 'client' | 'environment' | 'database' | 'confirmations'>,
  head: bigint,
  at: RefundMoment,
): Promise<void> {
  const { chain, client, database, confirmations } = options;
  const db = database.db;
  const sending = await db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.chainId, chain.id), eq(refunds.environment, options.environment), eq(refunds.state, 'sending')),
    );
  if (sending.length === 0) return;
  const finalNumber = chain.local
    ? head - BigInt(confirmations) + 1n
    : (await client.getBlock({ blockTag: 'finalized' })).number;
  for (const refund of sending) {
    if (!refund.txHash) continue;
    const read = await transactionTransfers(options, refund.txHash as Hex);
    await db.transaction(async (tx) => {
      if (!read) return noteRefund(tx, refund, { problem: 'not_found' }, at);
      if (read.status === 'reverted') {
        await moveRefund(tx, refund, 'failed', { problem: 'reverted', failedAt: at.now }, at);
        return;
      }
      const owned = await tx
        .select({ address: wallets.address })
        .from(wallets)
        .where(and(eq(wallets.companyId, refund.companyId), eq(wallets.network, 'moonbeam')));
      const reading = readingOf(refund, read, new Set(owned.map((wallet) => wallet.address)));
      if ('problem' in reading) return noteRefund(tx, refund, { ...reading.changes, problem: reading.problem }, at);
      const seen = {
        fromAddress: reading.transfer.from,
        blockNumber: read.blockNumber,
        blockHash: read.blockHash,
        confirmations: Number(head - read.blockNumber + 1n),
        problem: null,
      };
      if (read.blockNumber <= finalNumber) {
        await moveRefund(tx, refund, 'confirmed', { ...seen, confirmedAt: at.now }, at);
      } else {
        await noteRefund(tx, refund, seen, at);
      }
    });
  }
}
