import { memberRoutes, type Member, type OkResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { companyKeys } from '../company/keys';
import { useApiMutation } from '../swr/api-mutation';
import { memberKeys } from './keys';

/** DELETE /company/{id}/members/{memberId} */
export function removeMember(client: ApiClient, companyId: string, memberId: string): Promise<OkResponse> {
  return client.call(memberRoutes.removeMember, { params: { id: companyId, memberId } });
}

/**
 * Removes a member; they leave the cached list at once, and what shows the member count
 * reloads (the user's workspaces and this workspace).
 */
export function useRemoveMember(companyId: string) {
  return useApiMutation(memberKeys.mutation('remove', companyId), {
    request: (client, memberId: string) => removeMember(client, companyId, memberId),
    onSuccess: async (_result, memberId, { mutate }) => {
      await mutate<Member[]>(memberKeys.list(companyId), (members) => members?.filter((m) => m.memberId !== memberId), {
        revalidate: true,
      });
      void mutate(companyKeys.list());
      void mutate(companyKeys.detail(companyId));
    },
  });
}
