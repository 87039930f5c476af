import { webhookRoutes, type WebhookEndpoint } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { webhookKeys } from './keys';

/** DELETE /company/{id}/webhooks/{endpointId}: the endpoint and its delivery log. */
export async function removeWebhookEndpoint(client: ApiClient, companyId: string, endpointId: string): Promise<void> {
  await client.call(webhookRoutes.deleteWebhookEndpoint, { params: { id: companyId, endpointId } });
}

/** Removes an endpoint; it leaves the cached list at once. */
export function useRemoveWebhookEndpoint(companyId: string) {
  return useApiMutation(webhookKeys.mutation('remove', companyId), {
    request: (client, endpointId: string) => removeWebhookEndpoint(client, companyId, endpointId),
    onSuccess: (_result, endpointId, { mutate }) =>
      mutate<WebhookEndpoint[]>(
        webhookKeys.list(companyId),
        (endpoints) => endpoints?.filter((entry) => entry.id !== endpointId),
        { revalidate: true },
      ),
  });
}
