import {
  PaymentExportCsv,
  PaymentExportQuery,
  RecentPaymentsQuery,
  RecentPaymentsResponse,
  RevenueQuery,
  RevenueResponse,
} from './dashboard';
import { activeSessionErrors, inWorkspace, route } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const dashboardPaths = {
  dashboardRevenue: '/dashboard/revenue',
  dashboardRecentPayments: '/dashboard/recent-payments',
  paymentsExport: '/payments/export',
} as const;

const readErrors = [...activeSessionErrors, 'NOT_FOUND'] as const;

/** The dashboard's figures and the payments' export: every member reads them. */
export const dashboardRoutes = {
  dashboardRevenue: route({
    method: 'GET',
    path: dashboardPaths.dashboardRevenue,
    summary:
      "A period's revenue (confirmed payments in USD cents at their session's rate) by bucket in the workspace's time zone, beside the period before",
    ...inWorkspace('view', { query: 'companyId' }),
    query: RevenueQuery,
    status: 200,
    response: RevenueResponse,
    errors: readErrors,
  }),
  dashboardRecentPayments: route({
    method: 'GET',
    path: dashboardPaths.dashboardRecentPayments,
    summary: "The workspace's own payments (those of its checkout sessions), newest first, a numbered page at a time",
    ...inWorkspace('view', { query: 'companyId' }),
    query: RecentPaymentsQuery,
    status: 200,
    response: RecentPaymentsResponse,
    errors: readErrors,
  }),
  exportPayments: route({
    method: 'GET',
    path: dashboardPaths.paymentsExport,
    summary:
      "A workspace's payments as a CSV file (the list's filters; every match, newest first), streamed as an attachment",
    ...inWorkspace('view', { query: 'companyId' }),
    query: PaymentExportQuery,
    produces: 'text/csv',
    status: 200,
    response: PaymentExportCsv,
    errors: readErrors,
  }),
} as const;
