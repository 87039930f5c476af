import { integrationRoutes, type WooCommerceCodeResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { integrationKeys } from './keys';

/**
 * POST /integration/woocommerce/{id}: a one-time connection code (answered once; a new one
 * replaces it). Without an integration yet, the workspace's WooCommerce integration is made
 * first (POST /integration).
 */
export async function issueWooCommerceCode(
  client: ApiClient,
  companyId: string,
  integrationId: string | undefined,
): Promise<WooCommerceCodeResponse> {
  const id =
    integrationId ??
    (await client.call(integrationRoutes.createIntegration, { body: { companyId, provider: 'woocommerce' as const } }))
      .id;
  return client.call(integrationRoutes.issueWooCommerceCode, { params: { id } });
}

export function useIssueWooCommerceCode(companyId: string) {
  return useApiMutation(integrationKeys.mutation('woocommerce-code', companyId), {
    request: (client, integrationId: string | undefined) => issueWooCommerceCode(client, companyId, integrationId),
    onSuccess: async (answer, _arg, { mutate }) => {
      await mutate(integrationKeys.woocommerce(companyId, answer.status.integrationId), answer.status, {
        revalidate: false,
      });
      void mutate(integrationKeys.list(companyId));
    },
  });
}
