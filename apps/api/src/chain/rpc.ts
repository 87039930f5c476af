/**
 * How the API talks to a chain's JSON-RPC endpoint: viem's HTTP transport with Meridian's
 * numbers (docs/product.md, "Chain calls"): 10 s per request, up to 3 retries 150 ms apart and
 * doubling, on the statuses a busy or rate-limiting endpoint answers with, honouring its
 * Retry-After, and JSON-RPC batches of up to 1000 calls.
 *
 * viem's transport retries by itself, but it waits however long Retry-After says: a public
 * endpoint answering `Retry-After: 3600` would hold a checkout or the payment watcher for an
 * hour. So viem's retries are off here and this module retries instead, with the same numbers,
 * and gives up at once when the endpoint asks for a longer wait than `maxRetryAfterMs`: the
 * caller then fails fast (the watcher tries again at its next poll).
 */
import {
  createPublicClient,
  createTransport,
  http,
  HttpRequestError,
  LimitExceededRpcError,
  TimeoutError,
  BaseError,
  type Chain,
  type EIP1193RequestFn,
  type PublicClient,
  type Transport,
} from 'viem';
import { CHAIN_RPC_POLICY } from '@meridian/contract';
import type { ChainConfig } from './chains';

export interface RpcPolicy {
  /** Per attempt, in milliseconds. */
  timeoutMs: number;
  /** Retries after the first attempt. */
  retryCount: number;
  /** The first retry's delay; each next one doubles it. */
  retryDelayMs: number;
  /** HTTP statuses worth another attempt. */
  retryStatuses: readonly number[];
  /** The longest Retry-After honoured; a longer one ends the retries. */
  maxRetryAfterMs: number;
  /** The most calls in one JSON-RPC batch. */
  batchSize: number;
}

/** The contract's policy of chain calls, shared with the wallet connection. */
export const RPC_POLICY: RpcPolicy = CHAIN_RPC_POLICY;

/** The wait a Retry-After header asks for, in milliseconds (seconds or an HTTP date), or null. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month (`Wed, 21 Oct 2026 07:28:00 GMT`); `-1` is no date.
  const date = /[A-Za-z]{3}/.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/**
 * How long to wait before the next attempt after `error` (the `attempt`-th retry, from 0), or
 * null when the error is final: a JSON-RPC error of the node (a reverted call, bad params), a
 * status not worth retrying, or a Retry-After beyond the policy's limit.
 */
export function retryDelay(error: unknown, attempt: number, policy: RpcPolicy = RPC_POLICY): number | null {
  if (attempt >= policy.retryCount) return null;
  const backoff = policy.retryDelayMs * 2 ** attempt;
  if (!(error instanceof BaseError)) return null;
  const httpError = error.walk((cause) => cause instanceof HttpRequestError);
  if (httpError instanceof HttpRequestError) {
    if (httpError.status === undefined) return backoff; // no answer: connection refused or reset
    if (!policy.retryStatuses.includes(httpError.status)) return null;
    const asked = parseRetryAfter(httpError.headers?.get('Retry-After'));
    if (asked === null) return backoff;
    return asked > policy.maxRetryAfterMs ? null : asked;
  }
  if (error.walk((cause) => cause instanceof TimeoutError)) return backoff;
  // A node that rate-limits in the JSON-RPC body (HTTP 200, `-32005` or `429`).
  const limited = error.walk(
    (cause) =>
      cause instanceof LimitExceededRpcError ||
      (typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === 429),
  );
  return limited ? backoff : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** viem's HTTP transport to `url` with the retry policy above. */
export function rpcTransport(url: string, policy: RpcPolicy = RPC_POLICY): Transport<'http'> {
  const inner = http(url, {
    timeout: policy.timeoutMs,
    retryCount: 0,
    batch: { batchSize: policy.batchSize },
  });
  return ((params) => {
    const base = inner({ ...params, retryCount: 0, timeout: policy.timeoutMs });
    return createTransport(
      {
        key: 'http',
        name: 'HTTP JSON-RPC',
        type: 'http',
        retryCount: 0,
        timeout: policy.timeoutMs,
        request: (async (args: Parameters<EIP1193RequestFn>[0]) => {
          for (let attempt = 0; ; attempt += 1) {
            try {
              return await base.request(args);
            } catch (error) {
              const wait = retryDelay(error, attempt, policy);
              if (wait === null) throw error;
              await sleep(wait);
            }
          }
        }) as EIP1193RequestFn,
      },
      base.value,
    );
  }) as Transport<'http'>;
}

/** The viem chain of a configured chain (its native coin and RPC address). */
export function viemChain(chain: ChainConfig): Chain {
  return {
    id: chain.id,
    name: chain.label,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: chain.nativeDecimals },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  };
}

/** A public client for reading a configured chain: blocks, receipts, logs, balances. */
export function createChainClient(chain: ChainConfig, policy: RpcPolicy = RPC_POLICY): PublicClient {
  return createPublicClient({ chain: viemChain(chain), transport: rpcTransport(chain.rpcUrl, policy) });
}
