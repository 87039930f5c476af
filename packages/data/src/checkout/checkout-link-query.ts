import { checkoutRoutes, type CheckoutLink } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { checkoutKeys } from './keys';

/** GET /checkout/{slug}: a link's public face (no session); an unknown slug is `NOT_FOUND`. */
export function getCheckoutLink(client: ApiClient, slug: string): Promise<CheckoutLink> {
  return client.call(checkoutRoutes.getCheckoutLink, { params: { slug } });
}

/** What a payer sees of a link: the merchant, the price, the tokens, whether it can be paid now. */
export function useCheckoutLink(slug: string, options?: QueryOptions) {
  return useApiQuery(checkoutKeys.link(slug), (client) => getCheckoutLink(client, slug), options);
}
