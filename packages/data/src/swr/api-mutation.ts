import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScopedMutator } from 'swr';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { useDataContext } from './DataProvider';
import type { ExpiringCache } from './expiring-cache';

/** The name of a mutation: `<resource>Keys.mutation(...)`, telling the resource and the action. */
export type MutationKey = readonly string[];

/** SWR's mutator of the app's cache, its code loaded on the first write. */
function lazyMutator(cache: ExpiringCache): ScopedMutator {
  const mutate = async (...args: Parameters<ScopedMutator>) => {
    const { cacheMutator } = await import('./cache-mutate');
    return cacheMutator(cache)(...args);
  };
  return mutate as ScopedMutator;
}

/** What the cache steps of a mutation receive. */
export interface MutationContext {
  client: ApiClient;
  /** SWR's mutator of the app's cache: update a key with an answer, or revalidate it. */
  mutate: ScopedMutator;
}

/** How a mutation hook is built: one request, then the cache brought up to date. */
export interface MutationSpec<Data, Arg> {
  /**
   * The request: one of the resource's fetchers, given what `trigger` was called with. A request
   * in several steps (make the integration, then save its settings) writes what a step has done
   * to the cache through `context` as soon as that step is done, so that the cache holds it
   * even when a later step fails.
   */
  request: (client: ApiClient, arg: Arg, context: MutationContext) => Promise<Data>;
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
 * What every mutation hook returns. `trigger(arg)` resolves with the answer or rejects with an
 * `ApiError` (also kept in `error` for the screen); `isMutating` is the pending state; `data` is
 * the last answer; `reset()` forgets answer and error.
 */
export interface MutationResult<Data, Arg> {
  trigger: (arg: Arg) => Promise<Data>;
  reset: () => void;
  data: Data | undefined;
  error: ApiError | undefined;
  isMutating: boolean;
}

interface MutationState<Data> {
  data?: Data;
  error?: ApiError;
  isMutating: boolean;
}

/**
 * The plumbing of every mutation hook (see `MutationSpec`). Its state belongs to the component
 * that holds the hook; only the latest `trigger` call's outcome is shown, and nothing is set
 * after the component is gone. `key` names the mutation.
 */
export function useApiMutation<Data, Arg = void>(
  key: MutationKey,
  { request, onSuccess, onSettled }: MutationSpec<Data, Arg>,
): MutationResult<Data, Arg> {
  const { client, cache } = useDataContext();
  const mutate = useMemo(() => lazyMutator(cache), [cache]);
  const [state, setState] = useState<MutationState<Data>>({ isMutating: false });
  // The latest spec, so that `trigger` keeps its identity from one render to the next.
  const latest = useRef({ client, mutate, request, onSuccess, onSettled, key });
  useEffect(() => {
    latest.current = { client, mutate, request, onSuccess, onSettled, key };
  });
  const run = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const trigger = useCallback(async (arg: Arg): Promise<Data> => {
    const spec = latest.current;
    const current = ++run.current;
    const showing = () => mounted.current && run.current === current;
    setState((previous) => ({ ...previous, isMutating: true }));
    const context: MutationContext = { client: spec.client, mutate: spec.mutate };
    try {
      let data: Data;
      try {
        data = await spec.request(spec.client, arg, context);
        await spec.onSuccess?.(data, arg, context);
      } finally {
        await spec.onSettled?.(context);
      }
      if (showing()) setState({ data, isMutating: false });
      return data;
    } catch (error) {
      if (showing()) setState((previous) => ({ data: previous.data, error: error as ApiError, isMutating: false }));
      throw error;
    }
  }, []);

  const reset = useCallback(() => {
    run.current += 1;
    if (mounted.current) setState({ isMutating: false });
  }, []);

  return { trigger, reset, data: state.data, error: state.error, isMutating: state.isMutating };
}
