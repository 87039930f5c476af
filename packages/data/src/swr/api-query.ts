import useSWR, { type SWRResponse } from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from './DataProvider';
import { useInQueryScope } from './QueryProvider';

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
 * The plumbing of every query hook: loads `key` with `fetcher` (given the provider's API
 * client) unless `enabled` is false.
 */
export function useApiQuery<Data>(
  key: QueryKey,
  fetcher: (client: ApiClient) => Promise<Data>,
  { enabled = true }: QueryOptions = {},
): QueryResult<Data> {
  const client = useApiClient();
  if (!useInQueryScope()) throw new Error('Query hooks must be used inside <QueryProvider>');
  return useSWR<Data, ApiError>(enabled ? key : null, () => fetcher(client));
}
