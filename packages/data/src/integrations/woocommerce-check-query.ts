import { integrationRoutes, type WooCommerceStatus } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { integrationKeys } from './keys';

/** How often the page asks again while the last event to the store is still being sent. */
export const WOOCOMMERCE_DELIVERY_POLL_MS = 3_000;
/** For how long after its last attempt a delivery still being sent is followed (then retries are minutes apart). */
export const WOOCOMMERCE_DELIVERY_FOLLOW_MS = 60_000;

/** GET /integration/woocommerce/{id}/check-verify */
export function checkWooCommerce(client: ApiClient, id: string): Promise<WooCommerceStatus> {
  return client.call(integrationRoutes.checkWooCommerce, { params: { id } });
}

/** Whether the last event to the store has settled (or is left to its retries, minutes apart). */
const deliverySettled = (status: WooCommerceStatus) =>
  status.lastDelivery?.status !== 'pending' ||
  Date.now() - Date.parse(status.lastDelivery.at) > WOOCOMMERCE_DELIVERY_FOLLOW_MS;

/**
 * Where the WooCommerce pairing stands. The live channel reloads it when the plugin pairs (the
 * integration's event) and when the store's checkouts and payments change (what the store hears
 * of); while the last event to the store is still being sent, it is read again every few seconds
 * until it is delivered or fails. Pass `enabled: false` while there is no integration.
 */
export function useWooCommerceStatus(companyId: string, id: string, options?: QueryOptions) {
  return useApiQuery(integrationKeys.woocommerce(companyId, id), (client) => checkWooCommerce(client, id), options, {
    everyMs: WOOCOMMERCE_DELIVERY_POLL_MS,
    isFinal: deliverySettled,
  });
}
