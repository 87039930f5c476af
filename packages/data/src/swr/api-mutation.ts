import { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useApiClient } from './DataProvider';

/** The key of a mutation's state (pending, error, last answer): `<resource>Keys.mutation(...)`. */
export type MutationKey = readonly string[];

/** What the cache steps of a mutation receive. */
export interface MutationContext {
  client: ApiClient;
  /** SWR's mutator of the provider's cache: update a key with an answer, or revalidate it. */
  mutate: ScopedMutator;
}

/** How a mutation hook is built: one request, then the cache brought up to date. */
export interface MutationSpec<Data, Arg> {
  /** The request: one of the resource's fetchers, given what `trigger` was called with. */
  request: (client: ApiClient, arg: Arg) => Promise<Data>;
  /**
   * Brings the cache up to date after a success: write the answer where it belongs, drop or
   * add list entries, revalidate what the answer changes. What it awaits is done before
   * `trigger` resolves; a revalidation that may finish later is started with `void`.
   */
  onSuccess?: (data: Data, arg: Arg, context: MutationContext) => unknown;
  /** Runs after the request, whether it succeeded or failed (before `trigger` settles). */
  onSettled?: (context: MutationContext) => unknown;
}

/**
 * What every mutation hook returns: SWR's mutation state. `trigger(arg)` resolves with the
 * answer or rejects with an `ApiError` (also kept in `error` for the screen); `isMutating` is
 * the pending state.
 */
export type MutationResult<Data, Arg> = SWRMutationResponse<Data, ApiError, MutationKey, Arg>;

/** The plumbing of every mutation hook (see `MutationSpec`). */
export function useApiMutation<Data, Arg = void>(
  key: MutationKey,
  { request, onSuccess, onSettled }: MutationSpec<Data, Arg>,
): MutationResult<Data, Arg> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation<Data, ApiError, MutationKey, Arg>(key, async (_key, { arg }) => {
    const context: MutationContext = { client, mutate };
    try {
      const data = await request(client, arg);
      await onSuccess?.(data, arg, context);
      return data;
    } finally {
      await onSettled?.(context);
    }
  });
}
