import { inviteRoutes, type OkResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { withoutInvite } from './invites-list-query';
import { inviteKeys } from './keys';

/** PATCH /company/invites/refuse */
export function refuseInvite(client: ApiClient, inviteId: string): Promise<OkResponse> {
  return client.call(inviteRoutes.refuseInvite, { body: { inviteId } });
}

/** Refuses an invitation; it leaves the cached list at once and the list reloads. */
export function useRefuseInvite() {
  return useApiMutation(inviteKeys.mutation('refuse'), {
    request: refuseInvite,
    onSuccess: (_result, inviteId, { mutate }) =>
      mutate(inviteKeys.mine(), withoutInvite(inviteId), { revalidate: true }),
  });
}
