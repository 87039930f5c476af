import { dashboardRoutes, type RecentPaymentsResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { dashboardKeys } from './keys';

/** GET /dashboard/recent-payments?companyId&page&limit: the workspace's own payments, newest first (page from 1). */
export function listRecentPayments(
  client: ApiClient,
  companyId: string,
  page: number,
  limit: number,
): Promise<RecentPaymentsResponse> {
  return client.call(dashboardRoutes.dashboardRecentPayments, {
    query: { companyId, page: String(page), limit: String(limit) },
  });
}

/** A page of a workspace's newest payments; pass `enabled: false` while it should not be loaded. */
export function useRecentPayments(companyId: string, page: number, limit: number, options?: QueryOptions) {
  return useApiQuery(
    dashboardKeys.recentPayments(companyId, page, limit),
    (client) => listRecentPayments(client, companyId, page, limit),
    options,
  );
}
