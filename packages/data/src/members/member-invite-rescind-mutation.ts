import { memberRoutes, type CompanyInvite, type OkResponse, type RescindInviteRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { memberKeys } from './keys';

/** PATCH /company/{id}/members/invites/rescind */
export function rescindInvite(client: ApiClient, companyId: string, body: RescindInviteRequest): Promise<OkResponse> {
  return client.call(memberRoutes.rescindInvite, { params: { id: companyId }, body });
}

/** Withdraws the invitation of an address; it leaves the cached list at once. */
export function useRescindInvite(companyId: string) {
  return useApiMutation(memberKeys.mutation('rescind', companyId), {
    request: (client, body: RescindInviteRequest) => rescindInvite(client, companyId, body),
    onSuccess: (_result, { email }, { mutate }) =>
      mutate<CompanyInvite[]>(
        memberKeys.invites(companyId),
        (invites) => invites?.filter((i) => i.email.toLowerCase() !== email.toLowerCase()),
        { revalidate: true },
      ),
  });
}
