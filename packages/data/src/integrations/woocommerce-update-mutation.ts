import { integrationRoutes, type UpdateWooCommerceRequest, type WooCommerceStatus } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { integrationKeys } from './keys';

export interface WooCommerceSettings {
  integrationId: string;
  body: UpdateWooCommerceRequest;
}

/**
 * PATCH /integration/woocommerce/{id}: the wallet the store's checkouts pay and the environment
 * of the next pairing (`CONFLICT` for a connected store's environment).
 */
export function updateWooCommerce(client: ApiClient, { integrationId, body }: WooCommerceSettings) {
  return client.call(integrationRoutes.updateWooCommerce, { params: { id: integrationId }, body });
}

export function useUpdateWooCommerce(companyId: string) {
  return useApiMutation(integrationKeys.mutation('woocommerce-update', companyId), {
    request: (client, settings: WooCommerceSettings) => updateWooCommerce(client, settings),
    onSuccess: (status: WooCommerceStatus, _arg, { mutate }) =>
      mutate(integrationKeys.woocommerce(companyId, status.integrationId), status, { revalidate: false }),
  });
}
