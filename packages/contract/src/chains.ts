/**
 * The EVM chains Meridian knows, in one table read by the API (its chain settings and JSON-RPC
 * client), the wallet connection (packages/data) and the screens (explorer links): Moonbeam
 * (live), Moonbase Alpha (test) and the local test chain `npm start` runs. docs/product.md,
 * "Chain calls".
 */

/**
 * Each chain: its id, name, native coin, explorer, the JSON-RPC address used when none is
 * configured (`CHAIN_RPC_<id>`, `VITE_CHAIN_RPC_<id>`), whether it holds test money only, and
 * whether it marks finalized blocks (a chain without that tag counts confirmations instead).
 */
export const EVM_CHAINS = {
  moonbeam: {
    id: 1284,
    name: 'Moonbeam',
    symbol: 'GLMR',
    decimals: 18,
    explorer: { name: 'Moonscan', url: 'https://moonscan.io' },
    defaultRpcUrl: 'https://rpc.api.moonbeam.network',
    testnet: false,
    finalityTag: true,
  },
  moonbaseAlpha: {
    id: 1287,
    name: 'Moonbase Alpha',
    symbol: 'DEV',
    decimals: 18,
    explorer: { name: 'Moonscan', url: 'https://moonbase.moonscan.io' },
    defaultRpcUrl: 'https://rpc.api.moonbase.moonbeam.network',
    testnet: true,
    finalityTag: true,
  },
  /** `npm start`'s chain on loopback: no explorer shows it, and its blocks carry no finality tag. */
  local: {
    id: 1281,
    name: 'Local test chain',
    symbol: 'DEV',
    decimals: 18,
    explorer: null,
    defaultRpcUrl: 'http://127.0.0.1:8545',
    testnet: true,
    finalityTag: false,
  },
} as const;
export type EvmChainName = keyof typeof EVM_CHAINS;

/**
 * Blocks on top of a payment's (its own included) that make it final on a chain without a
 * finality tag, unless the API is told otherwise (`CHAIN_CONFIRMATIONS`).
 */
export const DEFAULT_CONFIRMATIONS = 2;

/**
 * How every JSON-RPC call to a chain is made, by the API and by the wallet connection alike:
 * 10 s per attempt, up to 3 retries from 150 ms doubling, on the statuses a busy or
 * rate-limiting endpoint answers with, a Retry-After honoured up to 30 s, and JSON-RPC batches
 * of up to 1000 calls.
 */
export const CHAIN_RPC_POLICY = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  retryStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
  maxRetryAfterMs: 30_000,
  batchSize: 1000,
} as const;

function evmChain(chainId: number) {
  return Object.values(EVM_CHAINS).find((chain) => chain.id === chainId);
}

/** A transaction's page on its chain's explorer; null for a chain no explorer shows. */
export function explorerTxUrl(chainId: number, txHash: string): string | null {
  const explorer = evmChain(chainId)?.explorer;
  return explorer ? `${explorer.url}/tx/${txHash}` : null;
}

/** An address's page on its chain's explorer; null for a chain no explorer shows. */
export function explorerAddressUrl(chainId: number, address: string): string | null {
  const explorer = evmChain(chainId)?.explorer;
  return explorer ? `${explorer.url}/address/${address}` : null;
}
