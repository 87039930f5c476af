import { memberRoutes, type Member } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { memberKeys } from './keys';

/** GET /company/{id}/members */
export async function listMembers(client: ApiClient, companyId: string): Promise<Member[]> {
  return (await client.call(memberRoutes.listMembers, { params: { id: companyId } })).members;
}

/** A workspace's members; pass `enabled: false` while they should not be loaded. */
export function useMembers(companyId: string, options?: QueryOptions) {
  return useApiQuery(memberKeys.list(companyId), (client) => listMembers(client, companyId), options);
}
