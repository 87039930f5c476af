import { webhookRoutes, type WebhookDeliveryListQuery, type WebhookDeliveryListResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiQuery, type QueryOptions } from '../swr/api-query';
import { webhookKeys } from './keys';

/** GET /company/{id}/webhooks/{endpointId}/deliveries: newest first, a page at a time. */
export function listWebhookDeliveries(
  client: ApiClient,
  companyId: string,
  endpointId: string,
  page: WebhookDeliveryListQuery = {},
): Promise<WebhookDeliveryListResponse> {
  return client.call(webhookRoutes.listWebhookDeliveries, { params: { id: companyId, endpointId }, query: page });
}

/** A page of an endpoint's deliveries. */
export function useWebhookDeliveries(
  companyId: string,
  endpointId: string,
  page: WebhookDeliveryListQuery = {},
  options?: QueryOptions,
) {
  return useApiQuery(
    webhookKeys.deliveries(companyId, endpointId, page),
    (client) => listWebhookDeliveries(client, companyId, endpointId, page),
    options,
  );
}
