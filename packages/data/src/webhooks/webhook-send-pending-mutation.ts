import { webhookRoutes, type ReplayWebhooksResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { deliveriesOf, webhookKeys } from './keys';

/**
 * POST /company/{id}/webhooks/{endpointId}/send-pending: how many deliveries waiting for a retry
 * were made due now (409 WEBHOOK_ENDPOINT_DISABLED on a disabled endpoint).
 */
export function sendPendingWebhooks(
  client: ApiClient,
  companyId: string,
  endpointId: string,
): Promise<ReplayWebhooksResponse> {
  return client.call(webhookRoutes.sendPendingWebhooks, { params: { id: companyId, endpointId } });
}

/** Sends an endpoint's pending deliveries now; its deliveries load again. */
export function useSendPendingWebhooks(companyId: string) {
  return useApiMutation(webhookKeys.mutation('send-pending', companyId), {
    request: (client, endpointId: string) => sendPendingWebhooks(client, companyId, endpointId),
    onSuccess: (_answer, endpointId, { mutate }) => {
      void mutate(deliveriesOf(companyId, endpointId));
    },
  });
}
