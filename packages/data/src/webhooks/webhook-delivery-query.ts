import { webhookRoutes, type WebhookDeliveryDetail } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { webhookKeys } from './keys';

/** GET /company/{id}/webhooks/{endpointId}/deliveries/{deliveryId}: the body sent and every attempt. */
export function getWebhookDelivery(
  client: ApiClient,
  companyId: string,
  endpointId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDetail> {
  return client.call(webhookRoutes.getWebhookDelivery, { params: { id: companyId, endpointId, deliveryId } });
}

/** One delivery and its attempts; pass `enabled: false` while none is open. */
export function useWebhookDelivery(companyId: string, endpointId: string, deliveryId: string, options?: QueryOptions) {
  return useApiQuery(
    webhookKeys.delivery(companyId, endpointId, deliveryId),
    (client) => getWebhookDelivery(client, companyId, endpointId, deliveryId),
    options,
  );
}
