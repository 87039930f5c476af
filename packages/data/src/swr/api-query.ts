import { useMemo, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from './DataProvider';
import { useInQueryScope } from './QueryProvider';
import { isRetryable } from './retry';

/**
 * The last argument of every query hook. Conditional fetching has this one switch: a hook
 * whose data cannot or should not be loaded yet (signed out, an id not known yet) is given
 * `enabled: false`, and then makes no request and returns neither data nor error.
 */
export interface QueryOptions {
  /** `false` holds the request; `true` by default. */
  enabled?: boolean;
}

/** What every query hook returns: SWR's answer, failures typed as `ApiError`. */
export type QueryResult<Data> = SWRResponse<Data, ApiError>;

/** An SWR key: built by a resource's `keys.ts`, never written inline. */
export type QueryKey = readonly string[];

/**
 * How a query that follows something live (a checkout session until it is final) is kept fresh:
 * loaded again every `everyMs` until `isFinal(data)`. A failure that a retry may cure (the
 * network, a 5xx) is tried again without limit, `everyMs` doubling up to `maxRetryDelayMs`, so
 * that the page picks up again on its own once the connection is back.
 */
export interface LiveQuery<Data> {
  everyMs: number;
  isFinal: (data: Data) => boolean;
  maxRetryDelayMs?: number;
}

/** SWR's options for a live query (see `LiveQuery`). */
export function liveQueryConfig<Data>({
  everyMs,
  isFinal,
  maxRetryDelayMs = 10_000,
}: LiveQuery<Data>): SWRConfiguration<Data, ApiError> {
  return {
    refreshInterval: (data) => (data !== undefined && isFinal(data) ? 0 : everyMs),
    shouldRetryOnError: isRetryable,
    onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
      if (!isRetryable(error)) return;
      setTimeout(
        () => void revalidate({ retryCount }),
        Math.min(everyMs * 2 ** Math.max(0, retryCount - 1), maxRetryDelayMs),
      );
    },
  };
}

/**
 * The plumbing of every query hook: loads `key` with `fetcher` (given the provider's API
 * client) unless `enabled` is false; `live` keeps it fresh (see `LiveQuery`).
 */
export function useApiQuery<Data>(
  key: QueryKey,
  fetcher: (client: ApiClient) => Promise<Data>,
  { enabled = true }: QueryOptions = {},
  live?: LiveQuery<Data>,
): QueryResult<Data> {
  const client = useApiClient();
  if (!useInQueryScope()) throw new Error('Query hooks must be used inside <QueryProvider>');
  // Kept from one render to the next: SWR restarts its refresh timer when the interval changes.
  // SWR schedules its next refresh only when its timer starts or fires: data that was final and
  // becomes live again (a store's delivery pending again, read on the live channel's word) would
  // never be followed. So whether the data is final is part of the interval's identity: when it
  // changes, SWR is handed a new interval and starts its timer again.
  const { everyMs, isFinal, maxRetryDelayMs } = live ?? {};
  const [final, setFinal] = useState(false);
  const config = useMemo(
    () => (everyMs && isFinal ? liveQueryConfig({ everyMs, isFinal, maxRetryDelayMs }) : undefined),
    // `final` restarts the timer (see above); the config itself does not read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [everyMs, isFinal, maxRetryDelayMs, final],
  );
  const result = useSWR<Data, ApiError>(enabled ? key : null, () => fetcher(client), config);
  const nowFinal = isFinal !== undefined && result.data !== undefined && isFinal(result.data);
  // Derived from the render's data: React renders again at once with the new state.
  if (nowFinal !== final) setFinal(nowFinal);
  return result;
}
