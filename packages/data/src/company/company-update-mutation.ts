import { companyRoutes, type Company, type UpdateCompanyRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { companyKeys } from './keys';

/** PATCH /company/{id}: only the fields sent change; empty strings and `null` clear a field. */
export function updateCompany(client: ApiClient, companyId: string, body: UpdateCompanyRequest): Promise<Company> {
  return client.call(companyRoutes.updateCompany, { params: { id: companyId }, body });
}

/** Saves a workspace's details; the cached workspace becomes the answer and the list reloads (names). */
export function useUpdateCompany(companyId: string) {
  return useApiMutation(companyKeys.mutation('update', companyId), {
    request: (client, body: UpdateCompanyRequest) => updateCompany(client, companyId, body),
    onSuccess: async (company, _body, { mutate }) => {
      await mutate(companyKeys.detail(companyId), company, { revalidate: false });
      void mutate(companyKeys.list());
    },
  });
}
