import { webhookRoutes, type WebhookEndpoint } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { webhookKeys } from './keys';

/** GET /company/{id}/webhooks */
export async function listWebhookEndpoints(client: ApiClient, companyId: string): Promise<WebhookEndpoint[]> {
  return (await client.call(webhookRoutes.listWebhookEndpoints, { params: { id: companyId } })).endpoints;
}

/** A workspace's webhook endpoints, oldest first; pass `enabled: false` while they should not be loaded. */
export function useWebhookEndpoints(companyId: string, options?: QueryOptions) {
  return useApiQuery(webhookKeys.list(companyId), (client) => listWebhookEndpoints(client, companyId), options);
}
