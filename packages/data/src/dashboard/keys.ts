import type { RevenuePeriod } from '@meridian/contract';

/** SWR keys of a workspace's dashboard: every key starts with `['dashboard', companyId]`. */
export const dashboardKeys = {
  all: (companyId: string) => ['dashboard', companyId] as const,
  /** A period's revenue in one environment. */
  revenue: (companyId: string, period: RevenuePeriod, environment: 'test' | 'live') =>
    ['dashboard', companyId, 'revenue', period, environment] as const,
  /** A page of the newest payments of one environment. */
  recentPayments: (companyId: string, environment: 'test' | 'live', page: number, limit: number) =>
    ['dashboard', companyId, 'recent-payments', environment, String(page), String(limit)] as const,
};

/** Matches every cached figure of the workspace's dashboard (to reload them when a payment arrives). */
export function dashboardOf(companyId: string) {
  return (key: unknown) => Array.isArray(key) && key[0] === 'dashboard' && key[1] === companyId;
}
