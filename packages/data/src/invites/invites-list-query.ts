import { inviteRoutes, type UserInvite } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { inviteKeys } from './keys';

/** GET /company/invites: the invitations addressed to the caller's e-mail address. */
export async function listUserInvites(client: ApiClient): Promise<UserInvite[]> {
  return (await client.call(inviteRoutes.userInvites)).invites;
}

/** The user's pending invitations; pass `enabled: false` while signed out. */
export function useUserInvites(options?: QueryOptions) {
  return useApiQuery(inviteKeys.mine(), listUserInvites, options);
}

/** Takes an invitation off the cached list (the caller revalidates it). */
export const withoutInvite = (inviteId: string) => (invites: UserInvite[] | undefined) =>
  invites?.filter((invite) => invite.id !== inviteId);
