import { webhookRoutes, type WebhookDelivery } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { deliveriesOf, webhookKeys } from './keys';

/** POST /company/{id}/webhooks/{endpointId}/test: a `webhook.test` delivery, sent at once. */
export function sendWebhookTest(client: ApiClient, companyId: string, endpointId: string): Promise<WebhookDelivery> {
  return client.call(webhookRoutes.sendWebhookTest, { params: { id: companyId, endpointId } });
}

/** Sends a test event; the endpoint's deliveries load again. */
export function useSendWebhookTest(companyId: string) {
  return useApiMutation(webhookKeys.mutation('test', companyId), {
    request: (client, endpointId: string) => sendWebhookTest(client, companyId, endpointId),
    onSuccess: (_delivery, endpointId, { mutate }) => {
      void mutate(deliveriesOf(companyId, endpointId));
    },
  });
}
