// SWR's mutator of the app's cache, for mutations: loaded when a mutation first writes to the
// cache, so that a page that only mutates (the login page) does not carry SWR up front.
import type { ScopedMutator } from 'swr';
import { initCache } from 'swr/_internal';
import type { ExpiringCache } from './expiring-cache';

/** The mutator of `expiring`'s cache: the one a `QueryProvider` on the same cache uses. */
export function cacheMutator(expiring: ExpiringCache): ScopedMutator {
  const [, mutate] = initCache(expiring.cache) ?? [];
  if (!mutate) throw new Error('SWR could not set up the cache');
  return mutate;
}
