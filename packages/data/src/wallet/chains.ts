/**
 * The EVM chains a wallet connects to, as viem describes them, and the HTTP transport that
 * reads them: Moonbeam (1284, GLMR) for live payments, Moonbase Alpha (1287, DEV) for tests, and
 * the local test chain (1281, DEV) that `npm start` runs.
 *
 * The transport has the product's numbers for chain calls (the contract's `CHAIN_RPC_POLICY`):
 * 10 s per request, 3 retries from 150 ms doubling (on viem's own list of statuses), honouring
 * Retry-After, and JSON-RPC batches of up to 1000 calls.
 */
import { CHAIN_RPC_POLICY, EVM_CHAINS } from '@meridian/contract';
import { defineChain, http, type Chain, type HttpTransport } from 'viem';

/** The contract's policy of chain calls, the API's too. */
export const WALLET_RPC = CHAIN_RPC_POLICY;

/** Where each chain is read when no address is configured: the contract's chain table. */
export const DEFAULT_RPC_URLS = {
  1284: EVM_CHAINS.moonbeam.defaultRpcUrl,
  1287: EVM_CHAINS.moonbaseAlpha.defaultRpcUrl,
  1281: EVM_CHAINS.local.defaultRpcUrl,
} as const;

export type WalletChainId = keyof typeof DEFAULT_RPC_URLS;
export type WalletRpcUrls = Partial<Record<WalletChainId, string>>;

function chain(known: (typeof EVM_CHAINS)[keyof typeof EVM_CHAINS], rpcUrl: string): Chain {
  const { explorer, testnet } = known;
  return defineChain({
    id: known.id,
    name: known.name,
    nativeCurrency: { name: known.symbol, symbol: known.symbol, decimals: known.decimals },
    rpcUrls: { default: { http: [rpcUrl] } },
    // The explorer the wallet offers to show a transaction in: the one the contract names.
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    testnet,
  });
}

/** The three chains, their RPC addresses from `rpcUrls` or the defaults. */
export function walletChains(rpcUrls: WalletRpcUrls = {}): readonly [Chain, Chain, Chain] {
  return [
    chain(EVM_CHAINS.moonbeam, rpcUrls[1284] ?? DEFAULT_RPC_URLS[1284]),
    chain(EVM_CHAINS.moonbaseAlpha, rpcUrls[1287] ?? DEFAULT_RPC_URLS[1287]),
    chain(EVM_CHAINS.local, rpcUrls[1281] ?? DEFAULT_RPC_URLS[1281]),
  ];
}

/** viem's HTTP transport to `url` with the numbers above. */
export function walletTransport(url: string): HttpTransport {
  return http(url, {
    timeout: WALLET_RPC.timeoutMs,
    retryCount: WALLET_RPC.retryCount,
    retryDelay: WALLET_RPC.retryDelayMs,
    batch: { batchSize: WALLET_RPC.batchSize },
  });
}
