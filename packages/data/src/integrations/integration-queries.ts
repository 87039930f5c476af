import { integrationRoutes, type Integration, type SquarespaceDetail } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { integrationKeys } from './keys';

/** GET /integration/{companyId}/list */
export async function listIntegrations(client: ApiClient, companyId: string): Promise<Integration[]> {
  return (await client.call(integrationRoutes.listIntegrations, { params: { companyId } })).integrations;
}

/** A workspace's integrations, each with its health; pass `enabled: false` while they should not be loaded. */
export function useIntegrations(companyId: string, options?: QueryOptions) {
  return useApiQuery(integrationKeys.list(companyId), (client) => listIntegrations(client, companyId), options);
}

/** GET /integration/squarespace/{id} */
export function getSquarespace(client: ApiClient, id: string): Promise<SquarespaceDetail> {
  return client.call(integrationRoutes.getSquarespace, { params: { id } });
}

/** The Squarespace integration with its imported products and sync log. */
export function useSquarespace(companyId: string, id: string | undefined, options?: QueryOptions) {
  return useApiQuery(
    integrationKeys.squarespace(companyId, id ?? 'none'),
    (client) => getSquarespace(client, id ?? ''),
    { enabled: id !== undefined && (options?.enabled ?? true) },
  );
}
