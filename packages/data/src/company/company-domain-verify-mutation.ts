import { companyRoutes, type Company, type DomainCheckResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { companyKeys } from './keys';

/** POST /company/{id}/verify-domain-name: looks for the TXT record now and records the outcome. */
export function verifyDomainName(client: ApiClient, companyId: string): Promise<DomainCheckResponse> {
  return client.call(companyRoutes.verifyDomainName, { params: { id: companyId }, body: {} });
}

/**
 * Checks the domain's TXT record. The answer (verified or not, with the last check) replaces
 * the cached verification; the workspace and the list reload, since a verified domain raises
 * the tier.
 */
export function useVerifyDomainName(companyId: string) {
  return useApiMutation<DomainCheckResponse, void>(companyKeys.mutation('verify-domain', companyId), {
    request: (client) => verifyDomainName(client, companyId),
    onSuccess: async (check, _arg, { mutate }) => {
      await mutate<Company>(
        companyKeys.detail(companyId),
        (company) => (company ? { ...company, domainVerification: check } : company),
        { revalidate: check.verified },
      );
      if (check.verified) void mutate(companyKeys.list());
    },
  });
}
