import { webhookRoutes, type WebhookEndpoint, type WebhookSecretResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { webhookKeys } from './keys';

/** POST /company/{id}/webhooks/{endpointId}/rotate-secret: the new secret, shown this once. */
export function rotateWebhookSecret(
  client: ApiClient,
  companyId: string,
  endpointId: string,
): Promise<WebhookSecretResponse> {
  return client.call(webhookRoutes.rotateWebhookSecret, { params: { id: companyId, endpointId } });
}

/** Rotates an endpoint's secret (the previous one still signs for 24 hours). */
export function useRotateWebhookSecret(companyId: string) {
  return useApiMutation(webhookKeys.mutation('rotate', companyId), {
    request: (client, endpointId: string) => rotateWebhookSecret(client, companyId, endpointId),
    onSuccess: ({ endpoint }, _endpointId, { mutate }) =>
      mutate<WebhookEndpoint[]>(
        webhookKeys.list(companyId),
        (endpoints) => endpoints?.map((entry) => (entry.id === endpoint.id ? endpoint : entry)),
        { revalidate: false },
      ),
  });
}
