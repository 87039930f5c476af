import { companyRoutes, type Company } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { companyKeys } from './keys';

/** GET /company/{id}: one workspace, with its business details and verifications. */
export function getCompany(client: ApiClient, companyId: string): Promise<Company> {
  return client.call(companyRoutes.getCompany, { params: { id: companyId } });
}

/** One workspace; pass `enabled: false` while it should not be loaded. */
export function useCompany(companyId: string, options?: QueryOptions) {
  return useApiQuery(companyKeys.detail(companyId), (client) => getCompany(client, companyId), options);
}
