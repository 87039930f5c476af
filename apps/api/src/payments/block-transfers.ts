/**
 * What one block brings to the watched addresses: transfers of the chain's coin (each with a
 * successful receipt) and ERC-20 `Transfer` logs of the configured tokens.
 */
import {
  erc20Abi,
  getAddress,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import type { Transfer } from './transfers';
import type { WatcherOptions } from './watcher';

export async function nativeTransfers(
  options: Pick<WatcherOptions, 'chain' | 'client' | 'environment'>,
  block: {
    number: bigint;
    hash: Hex;
    transactions: readonly ({ hash: Hex; to: Address | null; from: Address; value: bigint } | Hex)[];
  },
  addresses: Set<string>,
): Promise<Transfer[]> {
  const { chain, client, environment } = options;
  const coin = chain.tokens.find((token) => token.address === null)!;
  const result: Transfer[] = [];
  for (const tx of block.transactions) {
    if (typeof tx === 'string' || !tx.to || tx.value === 0n) continue;
    const to = getAddress(tx.to);
    if (!addresses.has(to)) continue;
    const receipt = await client.getTransactionReceipt({ hash: tx.hash });
    if (receipt.status !== 'success') continue;
    result.push({
      chainId: chain.id,
      environment,
      txHash: tx.hash.toLowerCase(),
      logIndex: -1,
      blockNumber: block.number,
      blockHash: block.hash,
      from: getAddress(tx.from),
      to,
      token: coin,
      amount: tx.value,
    });
  }
  return result;
}

export async function tokenTransfers(
  options: Pick<WatcherOptions, 'chain' | 'client' | 'environment'>,
  number: bigint,
  blockHash: Hex,
  addresses: Set<string>,
): Promise<Transfer[]> {
  const { chain, client, environment } = options;
  const tokens = chain.tokens.filter((token) => token.address !== null);
  if (tokens.length === 0) return [];
  const logs = await client.getContractEvents({
    address: tokens.map((token) => token.address!),
    abi: erc20Abi,
    eventName: 'Transfer',
    args: { to: [...addresses] as Address[] },
    blockHash,
  });
  const result: Transfer[] = [];
  for (const log of logs) {
    const token = tokens.find((candidate) => candidate.address!.toLowerCase() === log.address.toLowerCase());
    const { from, to, value } = log.args;
    if (!token || !from || !to || value === undefined || value === 0n || log.removed) continue;
    if (!addresses.has(getAddress(to))) continue;
    result.push({
      chainId: chain.id,
      environment,
      txHash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      blockNumber: number,
      blockHash: log.blockHash,
      from: getAddress(from),
      to: getAddress(to),
      token,
      amount: value,
    });
  }
  return result;
}

/** One transaction as the chain has it: whether it succeeded, its block, and the transfers it made of the chain's tokens. */
export interface TransactionTransfers {
  status: 'success' | 'reverted';
  blockNumber: bigint;
  blockHash: Hex;
  /** The coin it sent (log index -1), then each ERC-20 `Transfer` of a configured token, whoever the recipient. */
  transfers: Transfer[];
}

/**
 * Transaction `hash` and its receipt, as the chain has them; null when it does not have them
 * (yet). Any other failure to read the chain is thrown.
 */
export async function readTransaction(client: PublicClient, hash: Hex) {
  try {
    const [receipt, transaction] = await Promise.all([
      client.getTransactionReceipt({ hash }),
      client.getTransaction({ hash }),
    ]);
    return { receipt, transaction };
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError || error instanceof TransactionNotFoundError) return null;
    if (error instanceof Error && /not be found|not found/i.test(error.message)) return null;
    throw error;
  }
}

/** Reads transaction `hash` and its receipt; null when the chain does not have it (yet). */
export async function transactionTransfers(
  options: Pick<WatcherOptions, 'chain' | 'client' | 'environment'>,
  hash: Hex,
): Promise<TransactionTransfers | null> {
  const { chain, client, environment } = options;
  const read = await readTransaction(client, hash);
  if (!read) return null;
  const { receipt, transaction } = read;
  const at = {
    chainId: chain.id,
    environment,
    txHash: hash.toLowerCase(),
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
  };
  const transfers: Transfer[] = [];
  const coin = chain.tokens.find((token) => token.address === null);
  if (coin && transaction.to && transaction.value > 0n) {
    transfers.push({
      ...at,
      logIndex: -1,
      from: getAddress(transaction.from),
      to: getAddress(transaction.to),
      token: coin,
      amount: transaction.value,
    });
  }
  for (const log of parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })) {
    const token = chain.tokens.find(
      (candidate) => candidate.address !== null && candidate.address.toLowerCase() === log.address.toLowerCase(),
    );
    if (!token) continue;
    transfers.push({
      ...at,
      logIndex: log.logIndex,
      from: getAddress(log.args.from),
      to: getAddress(log.args.to),
      token,
      amount: log.args.value,
    });
  }
  return { status: receipt.status, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash, transfers };
}
