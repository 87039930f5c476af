import { paymentRoutes, type PaymentListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentKeys, type PaymentPage } from './keys';

/** GET /payment-link/{id}/payments: one link's payments, newest first, a page at a time. */
export function listLinkPayments(
  client: ApiClient,
  linkId: string,
  page: PaymentPage = {},
): Promise<PaymentListResponse> {
  return client.call(paymentRoutes.listLinkPayments, { params: { id: linkId }, query: page });
}

/** A page of one link's payments (the link belongs to `companyId`, the workspace shown). */
export function useLinkPayments(companyId: string, linkId: string, page: PaymentPage = {}, options?: QueryOptions) {
  return useApiQuery(
    paymentKeys.link(companyId, linkId, page),
    (client) => listLinkPayments(client, linkId, page),
    options,
  );
}
