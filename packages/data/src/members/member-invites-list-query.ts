import { memberRoutes, type CompanyInvite } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { memberKeys } from './keys';

/** GET /company/{id}/members/invites: the invitations not answered yet. */
export async function listCompanyInvites(client: ApiClient, companyId: string): Promise<CompanyInvite[]> {
  return (await client.call(memberRoutes.listInvites, { params: { id: companyId } })).invites;
}

/** A workspace's pending invitations; pass `enabled: false` while they should not be loaded. */
export function useCompanyInvites(companyId: string, options?: QueryOptions) {
  return useApiQuery(memberKeys.invites(companyId), (client) => listCompanyInvites(client, companyId), options);
}
