import { integrationRoutes, type UpdateWooCommerceRequest, type WooCommerceStatus } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { integrationKeys } from './keys';

export interface WooCommerceSettings {
  /** Without an integration yet, the workspace's WooCommerce integration is made first. */
  integrationId: string | undefined;
  body: UpdateWooCommerceRequest;
}

/**
 * PATCH /integration/woocommerce/{id}: the wallet the store's checkouts pay and the environment
 * of the next pairing (`CONFLICT` for a connected store's environment; `VALIDATION_FAILED` on
 * `payoutWalletId` for a wallet that cannot take those payments).
 */
export async function updateWooCommerce(
  client: ApiClient,
  companyId: string,
  { integrationId, body }: WooCommerceSettings,
): Promise<WooCommerceStatus> {
  const id =
    integrationId ??
    (await client.call(integrationRoutes.createIntegration, { body: { companyId, provider: 'woocommerce' as const } }))
      .id;
  return client.call(integrationRoutes.updateWooCommerce, { params: { id }, body });
}

export function useUpdateWooCommerce(companyId: string) {
  return useApiMutation(integrationKeys.mutation('woocommerce-update', companyId), {
    request: (client, settings: WooCommerceSettings) => updateWooCommerce(client, companyId, settings),
    onSuccess: async (status, _arg, { mutate }) => {
      await mutate(integrationKeys.woocommerce(companyId, status.integrationId), status, { revalidate: false });
      void mutate(integrationKeys.list(companyId));
    },
  });
}
