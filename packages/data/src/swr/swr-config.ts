import type { Middleware, SWRConfiguration } from 'swr';
// `stableHash` rather than `swr`'s `unstable_serialize`, whose module brings `useSWR` along.
import { stableHash } from 'swr/_internal';
import { useEffect } from 'react';
import type { ExpiringCache } from './expiring-cache';
import { isRetryable, maxRetries, retryDelay } from './retry';

/**
 * The product's fetching policy as SWR options: failed loads are retried up to 3 times after
 * min(1000 * 2^n, 30000) ms, never after a 4xx; the 5-minute lifetime lives in the cache
 * provider (see expiring-cache.ts) rather than in `dedupingInterval`, which would also stop
 * SWR from refreshing data on focus or reconnect for 5 minutes.
 */
export function createSwrConfig(expiring: ExpiringCache): SWRConfiguration {
  return {
    provider: () => expiring.cache,
    use: [retainWhileMounted(expiring)],
    errorRetryCount: maxRetries,
    shouldRetryOnError: isRetryable,
    onErrorRetry(_error, _key, _config, revalidate, { retryCount }) {
      // SWR counts retries from 1; the back-off formula counts the retries already made.
      if (retryCount > maxRetries) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelay(retryCount - 1));
    },
  };
}

/** Tells the cache which keys mounted hooks are reading, so that it never drops them. */
function retainWhileMounted(expiring: ExpiringCache): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    // The cache's own key: SWR stores an array key under its stable hash, `null` (held) nowhere.
    const serialized = Array.isArray(key) && key.length > 0 ? stableHash(key) : typeof key === 'string' ? key : '';
    useEffect(() => (serialized ? expiring.retain(serialized) : undefined), [serialized]);
    return useSWRNext(key, fetcher, config);
  };
}
