/**
 * The wallet path: the checkout page reports the hash of the transaction the payer's wallet
 * sent. The server reads the transaction and its receipt from the chain itself and binds the
 * hash to the session only when they pay the session: a successful transaction on its chain,
 * of its token, to its address, of its exact amount. What the browser says about the amount is
 * never read.
 */
import { isUuid } from '@meridian/contract';
import type { CheckoutSession } from '@meridian/contract';
import { and, eq, ne } from 'drizzle-orm';
import { erc20Abi, getAddress, parseEventLogs, type Hex } from 'viem';
import type { AppContext } from '../context';
import { checkoutSessions } from '../db/schema';
import { ApiError } from '../http/errors';
import { readTransaction } from '../payments/block-transfers';
import { recordTransfer, type Transfer } from '../payments/transfers';
import { sessionStateAt } from '../payments/checkout-state';
import { settleSession } from '../payments/states';
import { chainToken } from './face';
import { sessionView } from './view';

export async function bindTransaction(app: AppContext, sessionId: string, hashInput: string): Promise<CheckoutSession> {
  if (!isUuid(sessionId)) throw new ApiError('NOT_FOUND');
  const db = app.database.db;
  const now = app.config.clock.now();
  const hash = hashInput.trim().toLowerCase() as Hex;
  const [session] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, sessionId.toLowerCase()))
    .limit(1);
  if (!session) throw new ApiError('NOT_FOUND');
  if (session.txHash === hash) return sessionView(app, session.id);
  const state = sessionStateAt(session, now);
  if (state === 'expired') throw new ApiError('CHECKOUT_EXPIRED');
  if (state !== 'open') return sessionView(app, session.id);

  const chain = app.config.chains[session.environment];
  const client = app.chainClient(session.environment);
  let read;
  try {
    read = await readTransaction(client, hash);
  } catch {
    throw new ApiError('TRANSACTION_NOT_FOUND', {
      message: 'The chain could not be read. Send the hash again in a moment.',
    });
  }
  if (!read) throw new ApiError('TRANSACTION_NOT_FOUND');
  const { receipt, transaction } = read;

  const mismatch: string[] = [];
  const token = chainToken(chain, session.tokenSymbol);
  let transfer: Transfer | null = null;
  if (receipt.status !== 'success') mismatch.push('failed');
  if (chain.id !== session.chainId || !token) mismatch.push('chain');
  else if (token.address === null) {
    // The coin: the transaction itself sends the value.
    const to = transaction.to ? getAddress(transaction.to) : null;
    if (to !== session.payTo) mismatch.push('recipient');
    if (transaction.value !== BigInt(session.amount)) mismatch.push('amount');
    if (transaction.value === 0n && transaction.input !== '0x') mismatch.push('token');
    transfer = {
      chainId: chain.id,
      environment: session.environment,
      txHash: hash,
      logIndex: -1,
      blockNumber: receipt.blockNumber,
      blockHash: receipt.blockHash,
      from: getAddress(transaction.from),
      to: to ?? '',
      token,
      amount: transaction.value,
    };
  } else {
    const logs = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs }).filter(
      (log) => log.address.toLowerCase() === token.address!.toLowerCase(),
    );
    if (logs.length === 0) mismatch.push('token');
    else {
      const toUs = logs.filter((log) => getAddress(log.args.to) === session.payTo);
      if (toUs.length === 0) mismatch.push('recipient');
      else {
        const exact = toUs.find((log) => log.args.value === BigInt(session.amount));
        if (!exact) mismatch.push('amount');
        const chosen = exact ?? toUs[0]!;
        transfer = {
          chainId: chain.id,
          environment: session.environment,
          txHash: hash,
          logIndex: chosen.logIndex,
          blockNumber: receipt.blockNumber,
          blockHash: receipt.blockHash,
          from: getAddress(chosen.args.from),
          to: getAddress(chosen.args.to),
          token,
          amount: chosen.args.value,
        };
      }
    }
  }
  const [other] = await db
    .select({ id: checkoutSessions.id })
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.chainId, session.chainId),
        eq(checkoutSessions.txHash, hash),
        ne(checkoutSessions.id, session.id),
      ),
    )
    .limit(1);
  if (other) mismatch.push('used');
  if (mismatch.length > 0 || !transfer) {
    throw new ApiError('TRANSACTION_MISMATCH', {
      message: `This transaction does not pay this checkout (${mismatch.join(', ')}).`,
      mismatch,
    });
  }

  // Seen now rather than at the watcher's next pass; recorded once either way. The payment, the
  // binding and the session's new state commit together, with their events, the payment first
  // as the watcher writes them.
  const paid = transfer;
  const at = { now, publicUrl: app.config.publicUrl };
  await db.transaction(async (tx) => {
    await recordTransfer(tx, paid, at, session);
    await tx.update(checkoutSessions).set({ txHash: hash, updatedAt: now }).where(eq(checkoutSessions.id, session.id));
    await settleSession(tx, session.id, at);
  });
  return sessionView(app, session.id);
}
