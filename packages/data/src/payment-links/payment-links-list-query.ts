import { linkRoutes, type LinkListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { paymentLinkKeys, type LinkListFilters } from './keys';

/**
 * GET /payment-link?companyId: one page of links for the filters (type, status, environment,
 * search), sort and `cursor` (the previous page's `nextCursor`). Archived links only with
 * `status: 'archived'`.
 */
export function listPaymentLinks(
  client: ApiClient,
  companyId: string,
  filters: LinkListFilters = {},
): Promise<LinkListResponse> {
  return client.call(linkRoutes.listLinks, { query: { ...filters, companyId } });
}

/** A page of a workspace's payment links; pass `enabled: false` while it should not be loaded. */
export function usePaymentLinks(companyId: string, filters: LinkListFilters = {}, options?: QueryOptions) {
  return useApiQuery(
    paymentLinkKeys.list(companyId, filters),
    (client) => listPaymentLinks(client, companyId, filters),
    options,
  );
}
