import { billingRoutes, buildApiPath, type StatementResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { billingKeys } from './keys';

/** GET /company/{id}/billing/statements/{month}: a month's statement (`2026-06`). */
export function getStatement(client: ApiClient, companyId: string, month: string): Promise<StatementResponse> {
  return client.call(billingRoutes.billingStatement, { params: { id: companyId, month } });
}

/** A month's statement. */
export function useStatement(companyId: string, month: string, options?: QueryOptions) {
  return useApiQuery(
    billingKeys.statement(companyId, month),
    (client) => getStatement(client, companyId, month),
    options,
  );
}

/** The address of a month's statement as a CSV file, for a download link (`baseUrl` the API's). */
export function statementCsvUrl(companyId: string, month: string, baseUrl = '/api'): string {
  return `${baseUrl.replace(/\/+$/, '')}${buildApiPath(billingRoutes.billingStatementCsv.path, { id: companyId, month })}`;
}
