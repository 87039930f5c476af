import { companyRoutes, type Company } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { companyKeys } from './keys';

/** POST /company/{id}/verify-email/{token}: the landing page of the mailed link. */
export function verifyEmail(client: ApiClient, companyId: string, token: string): Promise<Company> {
  return client.call(companyRoutes.verifyEmail, { params: { id: companyId, token }, body: {} });
}

/** Verifies the company e-mail with a link's token; the workspace and the list reload. */
export function useVerifyEmail() {
  return useApiMutation(companyKeys.mutation('verify-email'), {
    request: (client, { companyId, token }: { companyId: string; token: string }) =>
      verifyEmail(client, companyId, token),
    onSuccess: async (company, { companyId }, { mutate }) => {
      await mutate(companyKeys.detail(companyId), company, { revalidate: false });
      void mutate(companyKeys.list());
    },
  });
}
