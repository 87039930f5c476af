import { linkRoutes, type PaymentLinkDetail } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentLinkKeys } from './keys';

/** GET /payment-link/{id}: a link of any type (a dynamic one with its payment). */
export function getPaymentLink(client: ApiClient, linkId: string): Promise<PaymentLinkDetail> {
  return client.call(linkRoutes.getLink, { params: { id: linkId } });
}

/** One payment link (the view and edit pages). */
export function usePaymentLink(companyId: string, linkId: string, options?: QueryOptions) {
  return useApiQuery(paymentLinkKeys.detail(companyId, linkId), (client) => getPaymentLink(client, linkId), options);
}
