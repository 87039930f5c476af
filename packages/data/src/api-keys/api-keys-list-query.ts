import { apiKeyRoutes, type ApiKey } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { apiKeyKeys } from './keys';

/** GET /company/{id}/api-keys */
export async function listApiKeys(client: ApiClient, companyId: string): Promise<ApiKey[]> {
  return (await client.call(apiKeyRoutes.listApiKeys, { params: { id: companyId } })).apiKeys;
}

/** A workspace's API keys, newest first (never a secret); pass `enabled: false` while they should not be loaded. */
export function useApiKeys(companyId: string, options?: QueryOptions) {
  return useApiQuery(apiKeyKeys.list(companyId), (client) => listApiKeys(client, companyId), options);
}
