import { companyRoutes, type CompanySummary } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { companyKeys } from './keys';

/** GET /user/companies: the workspaces the user belongs to, with their role in each. */
export async function listUserCompanies(client: ApiClient): Promise<CompanySummary[]> {
  return (await client.call(companyRoutes.userCompanies)).companies;
}

/** The user's workspaces; pass `enabled: false` while signed out. */
export function useUserCompanies(options?: QueryOptions) {
  return useApiQuery(companyKeys.list(), listUserCompanies, options);
}
