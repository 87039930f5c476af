import { buildApiPath, customerRoutes, type CustomerListQuery, type CustomerListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { customerKeys } from './keys';

/** GET /company/{id}/customers?q&limit&cursor: a page of the customers, most recently seen first. */
export function listCustomers(
  client: ApiClient,
  companyId: string,
  query: CustomerListQuery = {},
): Promise<CustomerListResponse> {
  return client.call(customerRoutes.listCustomers, { params: { id: companyId }, query });
}

/** A page of the workspace's customers (the search and the page in `query`). */
export function useCustomers(companyId: string, query: CustomerListQuery = {}, options?: QueryOptions) {
  return useApiQuery(customerKeys.list(companyId, query), (client) => listCustomers(client, companyId, query), options);
}

/** The address of the customers (those the search `q` matches) as a CSV file, for a download link. */
export function customersExportUrl(companyId: string, q = '', baseUrl = '/api'): string {
  const search = q.trim() === '' ? '' : `?${new URLSearchParams({ q: q.trim() })}`;
  return `${baseUrl.replace(/\/+$/, '')}${buildApiPath(customerRoutes.exportCustomers.path, { id: companyId })}${search}`;
}
