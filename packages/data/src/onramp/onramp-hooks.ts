import {
  onrampRoutes,
  type OnrampOffer,
  type OnrampSettings,
  type OnrampStarted,
  type StartOnrampRequest,
} from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { onrampKeys } from './keys';

/** GET /checkout-session/{id}/onramp: whether the payer may pay by card or bank transfer, where, at what fee. */
export function getCheckoutOnramp(client: ApiClient, sessionId: string): Promise<OnrampOffer> {
  return client.call(onrampRoutes.getCheckoutOnramp, { params: { id: sessionId } });
}

/** The payer's offer for an open session (and where their latest order stands). */
export function useCheckoutOnramp(sessionId: string, options?: QueryOptions) {
  return useApiQuery(onrampKeys.offer(sessionId), (client) => getCheckoutOnramp(client, sessionId), options);
}

/** POST /checkout-session/{id}/onramp: the order, and the provider's page to send the payer to. */
export function startCheckoutOnramp(
  client: ApiClient,
  sessionId: string,
  body: StartOnrampRequest,
): Promise<OnrampStarted> {
  return client.call(onrampRoutes.startCheckoutOnramp, { params: { id: sessionId }, body });
}

/** Starts an order at the provider for the session. Refusals: `ONRAMP_UNAVAILABLE`, `PROVIDER_UNAVAILABLE`, `CHECKOUT_EXPIRED`. */
export function useStartCheckoutOnramp(sessionId: string) {
  return useApiMutation(onrampKeys.mutation('start', sessionId), {
    request: (client, body: StartOnrampRequest) => startCheckoutOnramp(client, sessionId, body),
  });
}

/** The workspace's setting, its provider and the countries it serves (every member). */
export function useCompanyOnramp(companyId: string, options?: QueryOptions) {
  return useApiQuery<OnrampSettings>(
    onrampKeys.company(companyId),
    (client) => client.call(onrampRoutes.getCompanyOnramp, { params: { id: companyId } }),
    options,
  );
}

/** Turns cards and bank transfers on or off for the workspace (owners and admins). */
export function useUpdateCompanyOnramp(companyId: string) {
  return useApiMutation(onrampKeys.mutation('company', companyId), {
    request: (client, enabled: boolean) =>
      client.call(onrampRoutes.updateCompanyOnramp, { params: { id: companyId }, body: { enabled } }),
    onSuccess: (settings, _enabled, { mutate }) =>
      mutate(onrampKeys.company(companyId), settings, { revalidate: false }),
  });
}

/** A link's own setting. */
export function useLinkOnramp(linkId: string, options?: QueryOptions) {
  return useApiQuery(
    onrampKeys.link(linkId),
    (client) => client.call(onrampRoutes.getLinkOnramp, { params: { id: linkId } }),
    options,
  );
}

/** PUT /payment-link/{id}/onramp (owners and admins). */
export function setLinkOnramp(client: ApiClient, linkId: string, enabled: boolean) {
  return client.call(onrampRoutes.updateLinkOnramp, { params: { id: linkId }, body: { enabled } });
}

/** Turns cards and bank transfers on or off for one link. */
export function useUpdateLinkOnramp(linkId: string) {
  return useApiMutation(onrampKeys.mutation('link', linkId), {
    request: (client, enabled: boolean) => setLinkOnramp(client, linkId, enabled),
    onSuccess: (_ok, enabled, { mutate }) => mutate(onrampKeys.link(linkId), { enabled }, { revalidate: false }),
  });
}
