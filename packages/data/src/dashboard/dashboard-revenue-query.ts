import { dashboardRoutes, type RevenuePeriod, type RevenueResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { dashboardKeys } from './keys';

/**
 * GET /dashboard/revenue?companyId&period&environment: the period's confirmed payments in USD
 * cents by bucket, in the workspace's time zone, beside the period before.
 */
export function getRevenue(
  client: ApiClient,
  companyId: string,
  period: RevenuePeriod,
  environment: 'test' | 'live',
): Promise<RevenueResponse> {
  return client.call(dashboardRoutes.dashboardRevenue, { query: { companyId, period, environment } });
}

/** A workspace's revenue for a period and environment; pass `enabled: false` while it should not be loaded. */
export function useRevenue(
  companyId: string,
  period: RevenuePeriod,
  environment: 'test' | 'live',
  options?: QueryOptions,
) {
  return useApiQuery(
    dashboardKeys.revenue(companyId, period, environment),
    (client) => getRevenue(client, companyId, period, environment),
    options,
  );
}
