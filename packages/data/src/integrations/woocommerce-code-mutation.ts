import { integrationRoutes, type WooCommerceCodeResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { wooCommerceIntegrationId } from './integration-made';
import { integrationKeys } from './keys';

/** POST /integration/woocommerce/{id}: a one-time connection code (answered once; a new one replaces it). */
export function issueWooCommerceCode(client: ApiClient, integrationId: string): Promise<WooCommerceCodeResponse> {
  return client.call(integrationRoutes.issueWooCommerceCode, { params: { id: integrationId } });
}

/**
 * A connection code; without an integration yet (`undefined`), the workspace's WooCommerce
 * integration is made first (POST /integration), and the cache knows it even when the code then
 * fails (`wooCommerceIntegrationId`).
 */
export function useIssueWooCommerceCode(companyId: string) {
  return useApiMutation(integrationKeys.mutation('woocommerce-code', companyId), {
    request: async (client, integrationId: string | undefined, context) =>
      issueWooCommerceCode(client, await wooCommerceIntegrationId(companyId, integrationId, context)),
    onSuccess: async (answer, _arg, { mutate }) => {
      await mutate(integrationKeys.woocommerce(companyId, answer.status.integrationId), answer.status, {
        revalidate: false,
      });
      void mutate(integrationKeys.list(companyId));
    },
  });
}
