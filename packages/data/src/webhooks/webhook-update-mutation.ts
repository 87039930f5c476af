import { webhookRoutes, type UpdateWebhookEndpointRequest, type WebhookEndpoint } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { webhookKeys } from './keys';

export interface WebhookEndpointUpdate {
  endpointId: string;
  change: UpdateWebhookEndpointRequest;
}

/** PATCH /company/{id}/webhooks/{endpointId}: its URL, event types, description, or enabled. */
export function updateWebhookEndpoint(
  client: ApiClient,
  companyId: string,
  { endpointId, change }: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  return client.call(webhookRoutes.updateWebhookEndpoint, { params: { id: companyId, endpointId }, body: change });
}

/** Changes an endpoint (enables or disables it); the cached list shows the answer at once. */
export function useUpdateWebhookEndpoint(companyId: string) {
  return useApiMutation(webhookKeys.mutation('update', companyId), {
    request: (client, update: WebhookEndpointUpdate) => updateWebhookEndpoint(client, companyId, update),
    onSuccess: (endpoint, _update, { mutate }) =>
      mutate<WebhookEndpoint[]>(
        webhookKeys.list(companyId),
        (endpoints) => endpoints?.map((entry) => (entry.id === endpoint.id ? endpoint : entry)),
        { revalidate: true },
      ),
  });
}
