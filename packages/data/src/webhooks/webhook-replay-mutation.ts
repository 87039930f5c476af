import { webhookRoutes, type ReplayWebhooksResponse } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { deliveriesOf, webhookKeys } from './keys';

export interface WebhookReplay {
  endpointId: string;
  /** ISO 8601: every delivery created since then that has not succeeded (failed or pending) is sent again. */
  since: string;
}

/** POST /company/{id}/webhooks/{endpointId}/replay: how many deliveries were queued again. */
export function replayWebhooks(
  client: ApiClient,
  companyId: string,
  { endpointId, since }: WebhookReplay,
): Promise<ReplayWebhooksResponse> {
  return client.call(webhookRoutes.replayWebhooks, { params: { id: companyId, endpointId }, body: { since } });
}

/** Sends the deliveries since a time that have not succeeded again; the endpoint's deliveries load again. */
export function useReplayWebhooks(companyId: string) {
  return useApiMutation(webhookKeys.mutation('replay', companyId), {
    request: (client, replay: WebhookReplay) => replayWebhooks(client, companyId, replay),
    onSuccess: (_answer, { endpointId }, { mutate }) => {
      void mutate(deliveriesOf(companyId, endpointId));
    },
  });
}
