import { dashboardRoutes, type Environment, type RecentPaymentsResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { dashboardKeys } from './keys';

/**
 * GET /dashboard/recent-payments?companyId&environment&page&limit: the workspace's own payments of
 * one environment, newest first (page from 1).
 */
export function listRecentPayments(
  client: ApiClient,
  companyId: string,
  environment: Environment,
  page: number,
  limit: number,
): Promise<RecentPaymentsResponse> {
  return client.call(dashboardRoutes.dashboardRecentPayments, {
    query: { companyId, environment, page: String(page), limit: String(limit) },
  });
}

/**
 * A page of a workspace's newest payments in one environment (the one the dashboard's figures
 * show); pass `enabled: false` while it should not be loaded.
 */
export function useRecentPayments(
  companyId: string,
  environment: Environment,
  page: number,
  limit: number,
  options?: QueryOptions,
) {
  return useApiQuery(
    dashboardKeys.recentPayments(companyId, environment, page, limit),
    (client) => listRecentPayments(client, companyId, environment, page, limit),
    options,
  );
}
