import { OkResponse } from './auth';
import { WEBHOOK_LIMITS } from './public-limits';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';
import {
  CreateWebhookEndpointRequest,
  ReplayWebhooksRequest,
  ReplayWebhooksResponse,
  UpdateWebhookEndpointRequest,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryListQuery,
  WebhookDeliveryListResponse,
  WebhookEndpoint,
  WebhookEndpointListResponse,
  WebhookSecretResponse,
} from './webhooks';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const webhookPaths = {
  webhooks: '/company/:id/webhooks',
  webhook: '/company/:id/webhooks/:endpointId',
  webhookRotateSecret: '/company/:id/webhooks/:endpointId/rotate-secret',
  webhookTest: '/company/:id/webhooks/:endpointId/test',
  webhookReplay: '/company/:id/webhooks/:endpointId/replay',
  webhookSendPending: '/company/:id/webhooks/:endpointId/send-pending',
  webhookDeliveries: '/company/:id/webhooks/:endpointId/deliveries',
  webhookDelivery: '/company/:id/webhooks/:endpointId/deliveries/:deliveryId',
  webhookRedeliver: '/company/:id/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
} as const;

const endpointOf = [{ path: 'id' }, { path: 'endpointId', owner: 'webhookEndpoint' }] as const;
const deliveryOf = [
  { path: 'id' },
  { path: 'endpointId', owner: 'webhookEndpoint' },
  { path: 'deliveryId', owner: 'webhookDelivery' },
] as const;

/**
 * A workspace's webhook endpoints and their deliveries: every member reads them; owners, admins
 * and developers add, change, rotate, test, redeliver and remove.
 */
export const webhookRoutes = {
  listWebhookEndpoints: route({
    method: 'GET',
    path: webhookPaths.webhooks,
    summary: "A workspace's webhook endpoints, oldest first (never their secrets)",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: WebhookEndpointListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createWebhookEndpoint: route({
    method: 'POST',
    path: webhookPaths.webhooks,
    summary:
      "Add an endpoint: an https URL whose address is public (422 'private_address' or 'unresolvable' on url otherwise) and the event types it wants; its signing secret is answered this once",
    ...inWorkspace('manageDeveloper', { path: 'id' }),
    request: CreateWebhookEndpointRequest,
    status: 201,
    response: WebhookSecretResponse,
    errors: workspaceErrors,
  }),
  updateWebhookEndpoint: route({
    method: 'PATCH',
    path: webhookPaths.webhook,
    summary:
      'Change an endpoint’s URL, event types or description, or enable or disable it (enabling starts its count of failed events again)',
    ...inWorkspace('manageDeveloper', ...endpointOf),
    request: UpdateWebhookEndpointRequest,
    status: 200,
    response: WebhookEndpoint,
    errors: workspaceErrors,
  }),
  deleteWebhookEndpoint: route({
    method: 'DELETE',
    path: webhookPaths.webhook,
    summary: 'Remove an endpoint and its delivery log; nothing more is sent to it',
    ...inWorkspace('manageDeveloper', ...endpointOf),
    status: 200,
    response: OkResponse,
    errors: workspaceErrors,
  }),
  rotateWebhookSecret: route({
    method: 'POST',
    path: webhookPaths.webhookRotateSecret,
    summary:
      'A new signing secret, answered this once; for 24 hours deliveries carry a signature by each secret, then the old one stops',
    ...inWorkspace('manageDeveloper', ...endpointOf),
    status: 200,
    response: WebhookSecretResponse,
    errors: workspaceErrors,
  }),
  sendWebhookTest: route({
    method: 'POST',
    path: webhookPaths.webhookTest,
    summary:
      'Queue a test event (type webhook.test) to an enabled endpoint, sent at once and signed like any other (a few a minute per endpoint and per member)',
    ...inWorkspace('manageDeveloper', ...endpointOf),
    status: 201,
    response: WebhookDelivery,
    errors: [...workspaceErrors, 'WEBHOOK_ENDPOINT_DISABLED', 'RATE_LIMITED'],
    limits: [WEBHOOK_LIMITS.testEndpoint, WEBHOOK_LIMITS.testUser],
  }),
  replayWebhooks: route({
    method: 'POST',
    path: webhookPaths.webhookReplay,
    summary:
      'Send again every delivery of the endpoint created since a time that has not succeeded, failed or still pending (same webhook-id each, a new round of retries)',
    ...inWorkspace('manageDeveloper', ...endpointOf),
    request: ReplayWebhooksRequest,
    status: 200,
    response: ReplayWebhooksResponse,
    errors: workspaceErrors,
  }),
  sendPendingWebhooks: route({
    method: 'POST',
    path: webhookPaths.webhookSendPending,
    summary:
      'Send now every delivery of the endpoint waiting for its next retry (an enabled endpoint only: 409 WEBHOOK_ENDPOINT_DISABLED otherwise)',
    ...inWorkspace('manageDeveloper', ...endpointOf),
    status: 200,
    response: ReplayWebhooksResponse,
    errors: [...workspaceErrors, 'WEBHOOK_ENDPOINT_DISABLED'],
  }),
  listWebhookDeliveries: route({
    method: 'GET',
    path: webhookPaths.webhookDeliveries,
    summary: "An endpoint's deliveries, newest first, a page at a time (limit, cursor: the answer's nextCursor)",
    ...inWorkspace('view', ...endpointOf),
    query: WebhookDeliveryListQuery,
    status: 200,
    response: WebhookDeliveryListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  getWebhookDelivery: route({
    method: 'GET',
    path: webhookPaths.webhookDelivery,
    summary:
      'One delivery, the body sent and each attempt (when, status, latency, the first 2 KB of the answer, error)',
    ...inWorkspace('view', ...deliveryOf),
    status: 200,
    response: WebhookDeliveryDetail,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  redeliverWebhook: route({
    method: 'POST',
    path: webhookPaths.webhookRedeliver,
    summary: 'Send one delivery again now, with the same webhook-id (a new round of retries if it fails)',
    ...inWorkspace('manageDeveloper', ...deliveryOf),
    status: 200,
    response: WebhookDelivery,
    errors: workspaceErrors,
  }),
};
