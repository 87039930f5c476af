import { companyRoutes, type Company, type CreateCompanyRequest } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { userKeys } from '../user/keys';
import { companyKeys } from './keys';
import { selectWorkspace } from './selected-workspace';
import { ensureWorkspaceCookie } from './session-cookies';

/** POST /company: creates a workspace; the caller becomes its owner. */
export function createCompany(client: ApiClient, body: CreateCompanyRequest): Promise<Company> {
  return client.call(companyRoutes.createCompany, { body });
}

/**
 * Creates a workspace. Afterwards it is cached, selected (the API selects it too), the list of
 * workspaces reloads, and the session cookies name it, so the guard lets the person through.
 * The user reloads too: an account without a phone number takes the contact phone given.
 * Rejects with an `ApiError` (`VALIDATION_FAILED` with field details...).
 */
export function useCreateCompany() {
  return useApiMutation(companyKeys.mutation('create'), {
    request: createCompany,
    onSuccess: async (company, _body, { client, mutate }) => {
      await ensureWorkspaceCookie(client, company.id);
      selectWorkspace(company.id);
      await mutate(companyKeys.detail(company.id), company, { revalidate: false });
      void mutate(companyKeys.list());
      void mutate(userKeys.info());
    },
  });
}
