import { unstable_serialize, type Middleware, type SWRConfiguration } from 'swr';
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
    const serialized = unstable_serialize(key);
    useEffect(() => (serialized ? expiring.retain(serialized) : undefined), [serialized]);
    return useSWRNext(key, fetcher, config);
  };
}
