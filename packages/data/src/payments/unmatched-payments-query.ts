import { paymentRoutes, type PaymentListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentKeys, type PaymentPage } from './keys';

/** GET /payments/unmatched?companyId: transfers no checkout session claimed, newest first, a page at a time. */
export function listUnmatchedPayments(
  client: ApiClient,
  companyId: string,
  page: PaymentPage = {},
): Promise<PaymentListResponse> {
  return client.call(paymentRoutes.listUnmatchedPayments, { query: { ...page, companyId } });
}

/** A page of the workspace's unmatched payments. */
export function useUnmatchedPayments(companyId: string, page: PaymentPage = {}, options?: QueryOptions) {
  return useApiQuery(
    paymentKeys.unmatched(companyId, page),
    (client) => listUnmatchedPayments(client, companyId, page),
    options,
  );
}
