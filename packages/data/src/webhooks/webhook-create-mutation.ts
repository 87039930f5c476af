import {
  webhookRoutes,
  type CreateWebhookEndpointRequest,
  type WebhookEndpoint,
  type WebhookSecretResponse,
} from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { webhookKeys } from './keys';

/**
 * POST /company/{id}/webhooks: the endpoint and its secret, shown this once. A refused URL
 * answers `VALIDATION_FAILED` on `url` (`invalid`, `credentials`, `https_required`,
 * `private_address`, `unresolvable`).
 */
export function createWebhookEndpoint(
  client: ApiClient,
  companyId: string,
  body: CreateWebhookEndpointRequest,
): Promise<WebhookSecretResponse> {
  return client.call(webhookRoutes.createWebhookEndpoint, { params: { id: companyId }, body });
}

/** Adds an endpoint; it joins the cached list at once. */
export function useCreateWebhookEndpoint(companyId: string) {
  return useApiMutation(webhookKeys.mutation('create', companyId), {
    request: (client, body: CreateWebhookEndpointRequest) => createWebhookEndpoint(client, companyId, body),
    onSuccess: ({ endpoint }, _body, { mutate }) =>
      mutate<WebhookEndpoint[]>(webhookKeys.list(companyId), (endpoints) => [...(endpoints ?? []), endpoint], {
        revalidate: true,
      }),
  });
}
