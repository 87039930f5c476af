import { dashboardRoutes, type PaymentExportQuery } from '@meridian/contract';

/**
 * The address of a workspace's payments as a CSV file (GET /payments/export, the list's
 * filters), for a download link: the browser fetches it with the session cookie and saves the
 * attachment. `baseUrl` is the API's, as the client has it (`client.baseUrl`, `/api` by default).
 */
export function paymentsExportUrl(filters: PaymentExportQuery, baseUrl = '/api'): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') query.set(name, value);
  }
  return `${baseUrl.replace(/\/+$/, '')}${dashboardRoutes.exportPayments.path}?${query}`;
}
