import { memberRoutes, type CompanyInvite, type CreateInviteRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { memberKeys } from './keys';

/**
 * POST /company/{id}/members/invites. An address that is already a member or already invited
 * answers `CONFLICT` with the field detail `already_member` or `already_invited` on `email`.
 */
export function createInvite(client: ApiClient, companyId: string, body: CreateInviteRequest): Promise<CompanyInvite> {
  return client.call(memberRoutes.createInvite, { params: { id: companyId }, body });
}

/** Invites someone; the invitation joins the cached list of pending ones. */
export function useCreateInvite(companyId: string) {
  return useApiMutation(memberKeys.mutation('invite', companyId), {
    request: (client, body: CreateInviteRequest) => createInvite(client, companyId, body),
    onSuccess: (invite, _body, { mutate }) =>
      mutate<CompanyInvite[]>(
        memberKeys.invites(companyId),
        (invites) => (invites ? [...invites.filter((i) => i.id !== invite.id), invite] : invites),
        { revalidate: true },
      ),
  });
}
