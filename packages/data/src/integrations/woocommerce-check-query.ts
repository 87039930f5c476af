import { integrationRoutes, type WooCommerceStatus } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { integrationKeys } from './keys';

/** How often the page asks while a code waits for the plugin. */
export const WOOCOMMERCE_POLL_MS = 3_000;

/** GET /integration/woocommerce/{id}/check-verify */
export function checkWooCommerce(client: ApiClient, id: string): Promise<WooCommerceStatus> {
  return client.call(integrationRoutes.checkWooCommerce, { params: { id } });
}

const settled = (status: WooCommerceStatus) => status.state !== 'waiting';

/**
 * Where the WooCommerce pairing stands; read again every few seconds while a code waits for the
 * plugin, so that the page moves on by itself. Pass `enabled: false` while there is no integration.
 */
export function useWooCommerceStatus(companyId: string, id: string, options?: QueryOptions) {
  return useApiQuery(integrationKeys.woocommerce(companyId, id), (client) => checkWooCommerce(client, id), options, {
    everyMs: WOOCOMMERCE_POLL_MS,
    isFinal: settled,
  });
}
