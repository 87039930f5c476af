import type { ScopedMutator } from 'swr';

/**
 * Forgets every cached answer without refetching: used when the signed-in identity changes
 * (login, signup, logout), so that no screen shows the previous user's data.
 */
export async function clearCache(mutate: ScopedMutator): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}
