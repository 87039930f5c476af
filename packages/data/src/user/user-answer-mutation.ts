import type { UserInfo } from '@meridian/contract';
import type { ScopedMutator } from 'swr';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys, type UserMutation } from './keys';

/**
 * Writes a user the API answered with into the cache, without refetching: every screen
 * showing the user sees the change at once.
 */
export function cacheUser(mutate: ScopedMutator, user: UserInfo): Promise<unknown> {
  return mutate(userKeys.info(), user, { revalidate: false });
}

/** A mutation the API answers with the user, who becomes the cached user (no refetch). */
export function useUserAnswerMutation<Arg>(
  name: UserMutation,
  request: (client: ApiClient, arg: Arg) => Promise<UserInfo>,
) {
  return useApiMutation<UserInfo, Arg>(userKeys.mutation(name), {
    request,
    onSuccess: (user, _arg, { mutate }) => cacheUser(mutate, user),
  });
}
