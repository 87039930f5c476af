import { webhookRoutes, type WebhookDelivery } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { deliveriesOf, webhookKeys } from './keys';

export interface WebhookRedelivery {
  endpointId: string;
  deliveryId: string;
}

/** POST .../deliveries/{deliveryId}/redeliver: the delivery, due again now (same webhook-id). */
export function redeliverWebhook(
  client: ApiClient,
  companyId: string,
  { endpointId, deliveryId }: WebhookRedelivery,
): Promise<WebhookDelivery> {
  return client.call(webhookRoutes.redeliverWebhook, { params: { id: companyId, endpointId, deliveryId } });
}

/** Sends one delivery again; the endpoint's deliveries and that delivery load again. */
export function useRedeliverWebhook(companyId: string) {
  return useApiMutation(webhookKeys.mutation('redeliver', companyId), {
    request: (client, redelivery: WebhookRedelivery) => redeliverWebhook(client, companyId, redelivery),
    onSuccess: (_delivery, { endpointId }, { mutate }) => {
      void mutate(deliveriesOf(companyId, endpointId));
    },
  });
}
