import {
  verificationRoutes,
  type EligibleCountriesResponse,
  type VerificationHandoff,
  type VerificationOverview,
  type VerificationStarted,
  type VerifyBusinessEnhancedRequest,
  type VerifyBusinessRequest,
  type VerifyIdentityRequest,
} from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { verificationKeys } from './keys';

/** GET /company/{id}/verification: the tier and the latest Silver and Gold requests. */
export function getVerification(client: ApiClient, companyId: string): Promise<VerificationOverview> {
  return client.call(verificationRoutes.companyVerification, { params: { id: companyId } });
}

/** The workspace's verification state; reloaded by the live channel when a decision arrives. */
export function useVerification(companyId: string, options?: QueryOptions) {
  return useApiQuery(verificationKeys.overview(companyId), (client) => getVerification(client, companyId), options);
}

/** The countries where a business can be verified for Silver (`kyb`) or Gold (`enhanced`). */
export function useEligibleCountries(list: 'kyb' | 'enhanced', options?: QueryOptions) {
  return useApiQuery<EligibleCountriesResponse>(
    verificationKeys.eligible(list),
    (client) =>
      client.call(
        list === 'kyb' ? verificationRoutes.eligibleKybCountries : verificationRoutes.eligibleEnhancedKybCountries,
        {},
      ),
    options,
  );
}

/** What starts a verification: a person, the business (Silver), or the enhanced check (Gold). */
export type StartVerification =
  | { kind: 'identity'; body: VerifyIdentityRequest }
  | { kind: 'business'; body: VerifyBusinessRequest }
  | { kind: 'enhanced'; body: VerifyBusinessEnhancedRequest };

export function startVerification(
  client: ApiClient,
  companyId: string,
  start: StartVerification,
): Promise<VerificationStarted> {
  const params = { id: companyId };
  switch (start.kind) {
    case 'identity':
      return client.call(verificationRoutes.verifyIdentity, { params, body: start.body });
    case 'business':
      return client.call(verificationRoutes.verifyBusiness, { params, body: start.body });
    case 'enhanced':
      return client.call(verificationRoutes.verifyBusinessEnhanced, { params, body: start.body });
  }
}

/** Starts a verification with the identity provider; the state reloads with the new request. */
export function useStartVerification(companyId: string) {
  return useApiMutation(verificationKeys.mutation('start', companyId), {
    request: (client, start: StartVerification) => startVerification(client, companyId, start),
    onSuccess: async (_started, _start, { mutate }) => {
      await mutate(verificationKeys.overview(companyId));
    },
  });
}

/** POST /company/{id}/verification/{verificationId}/handoff */
export function createVerificationHandoff(
  client: ApiClient,
  companyId: string,
  verificationId: string,
): Promise<VerificationHandoff> {
  return client.call(verificationRoutes.verificationHandoff, {
    params: { id: companyId, verificationId },
    body: {},
  });
}

/** A single-use address that continues the verification on a phone (also mailed to the caller). */
export function useVerificationHandoff(companyId: string) {
  return useApiMutation(verificationKeys.mutation('handoff', companyId), {
    request: (client, verificationId: string) => createVerificationHandoff(client, companyId, verificationId),
  });
}
