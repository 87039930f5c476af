import { integrationRoutes, type StoreSettingsRequest, type WooCommerceStatus } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { wooCommerceIntegrationId } from './integration-made';
import { integrationKeys } from './keys';

export interface WooCommerceSettings {
  /** Without an integration yet, the workspace's WooCommerce integration is made first. */
  integrationId: string | undefined;
  body: StoreSettingsRequest;
}

/**
 * PATCH /integration/woocommerce/{id}: the wallet the store's checkouts pay and the environment
 * of the next pairing (`CONFLICT` for a connected store's environment; `VALIDATION_FAILED` on
 * `payoutWalletId` for a wallet that cannot take those payments).
 */
export function updateWooCommerce(
  client: ApiClient,
  integrationId: string,
  body: StoreSettingsRequest,
): Promise<WooCommerceStatus> {
  return client.call(integrationRoutes.updateWooCommerce, { params: { id: integrationId }, body });
}

/**
 * Saves the store's payment settings; without an integration yet, makes it first (POST
 * /integration), and the cache knows it even when the save then fails (`wooCommerceIntegrationId`).
 */
export function useUpdateWooCommerce(companyId: string) {
  return useApiMutation(integrationKeys.mutation('woocommerce-update', companyId), {
    request: async (client, { integrationId, body }: WooCommerceSettings, context) =>
      updateWooCommerce(client, await wooCommerceIntegrationId(companyId, integrationId, context), body),
    onSuccess: async (status, _arg, { mutate }) => {
      await mutate(integrationKeys.woocommerce(companyId, status.integrationId), status, { revalidate: false });
      void mutate(integrationKeys.list(companyId));
    },
  });
}
