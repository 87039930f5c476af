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
 *
 * A list never shows older data than the server has after a navigation or when the window gets
 * the focus back: a hook that mounts over cached data shows it and loads again at once, and
 * every focus reloads what is on screen. SWR's defaults would not: they skip a load within 2 s
 * of the last one (`dedupingInterval`) and ignore focus for 5 s after a page mounts and after
 * each focus load (`focusThrottleInterval`), so a page opened again or a tab come back to soon
 * after a payment kept the figures from before it. Requests already in flight are still shared.
 */
export function createSwrConfig(expiring: ExpiringCache): SWRConfiguration {
  return {
    provider: () => expiring.cache,
    use: [retainWhileMounted(expiring)],
    revalidateOnMount: true,
    revalidateOnFocus: true,
    dedupingInterval: 0,
    focusThrottleInterval: 0,
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
