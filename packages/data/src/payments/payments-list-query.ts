import { paymentRoutes, type PaymentListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentKeys, type PaymentListFilters } from './keys';

/**
 * GET /payments?companyId: one page of the workspace's payments, newest first, for the filters
 * (state, environment, link, matched or not, dates) and `cursor` (the previous page's `nextCursor`).
 */
export function listPayments(
  client: ApiClient,
  companyId: string,
  filters: PaymentListFilters = {},
): Promise<PaymentListResponse> {
  return client.call(paymentRoutes.listPayments, { query: { ...filters, companyId } });
}

/** A page of a workspace's payments; pass `enabled: false` while it should not be loaded. */
export function usePayments(companyId: string, filters: PaymentListFilters = {}, options?: QueryOptions) {
  return useApiQuery(
    paymentKeys.list(companyId, filters),
    (client) => listPayments(client, companyId, filters),
    options,
  );
}
