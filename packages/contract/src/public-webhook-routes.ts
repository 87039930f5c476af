// Webhook endpoints through the public API (/v1), with an API key: a store or a program manages
// the endpoints of its key's mode as a member does on /settings/webhooks (the structs of
// webhooks.ts). Another mode's or another workspace's endpoint answers 404.
import { OkResponse } from './auth';
import { API_KEY_LIMITS } from './public-limits';
import { publicErrors as errors, publicWriteErrors as writeErrors } from './public-routes';
import { route } from './route-definition';
import {
  PublicCreateWebhookEndpointRequest,
  PublicWebhookEndpointListQuery,
  PublicWebhookEndpointListResponse,
  UpdateWebhookEndpointRequest,
  WebhookEndpoint,
  WebhookSecretResponse,
} from './webhooks';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const publicWebhookPaths = {
  publicWebhookEndpoints: '/v1/webhook-endpoints',
  publicWebhookEndpoint: '/v1/webhook-endpoints/:id',
  publicWebhookEndpointRotateSecret: '/v1/webhook-endpoints/:id/rotate-secret',
} as const;

const limits = [API_KEY_LIMITS.publicApiKey];

/** The public API's webhook endpoints: `webhooks:read` lists and reads, `webhooks:write` changes. */
export const publicWebhookRoutes = {
  publicListWebhookEndpoints: route({
    method: 'GET',
    path: publicWebhookPaths.publicWebhookEndpoints,
    summary: "The key's mode's webhook endpoints, oldest first, a page at a time (never their secrets)",
    session: 'none',
    apiKey: { scope: 'webhooks:read' },
    query: PublicWebhookEndpointListQuery,
    status: 200,
    response: PublicWebhookEndpointListResponse,
    errors,
    limits,
  }),
  publicCreateWebhookEndpoint: route({
    method: 'POST',
    path: publicWebhookPaths.publicWebhookEndpoints,
    summary:
      "Add an endpoint in the key's mode: an https URL whose address is public and the event types it wants; its signing secret is answered this once",
    session: 'none',
    apiKey: { scope: 'webhooks:write' },
    request: PublicCreateWebhookEndpointRequest,
    status: 201,
    response: WebhookSecretResponse,
    errors: writeErrors,
    limits,
  }),
  publicGetWebhookEndpoint: route({
    method: 'GET',
    path: publicWebhookPaths.publicWebhookEndpoint,
    summary: 'Read an endpoint of the key’s mode (never its secret)',
    session: 'none',
    apiKey: { scope: 'webhooks:read' },
    status: 200,
    response: WebhookEndpoint,
    errors: [...errors, 'NOT_FOUND'],
    limits,
  }),
  publicUpdateWebhookEndpoint: route({
    method: 'PATCH',
    path: publicWebhookPaths.publicWebhookEndpoint,
    summary:
      'Change an endpoint’s URL, event types or description, or enable or disable it (its mode stays; enabling starts its count of failed events again)',
    session: 'none',
    apiKey: { scope: 'webhooks:write' },
    request: UpdateWebhookEndpointRequest,
    status: 200,
    response: WebhookEndpoint,
    errors: [...errors, 'NOT_FOUND'],
    limits,
  }),
  publicDeleteWebhookEndpoint: route({
    method: 'DELETE',
    path: publicWebhookPaths.publicWebhookEndpoint,
    summary: 'Remove an endpoint and its delivery log; nothing more is sent to it',
    session: 'none',
    apiKey: { scope: 'webhooks:write' },
    status: 200,
    response: OkResponse,
    errors: [...errors, 'NOT_FOUND'],
    limits,
  }),
  publicRotateWebhookSecret: route({
    method: 'POST',
    path: publicWebhookPaths.publicWebhookEndpointRotateSecret,
    summary:
      'A new signing secret, answered this once; for 24 hours deliveries carry a signature by each secret, then the old one stops',
    session: 'none',
    apiKey: { scope: 'webhooks:write' },
    status: 200,
    response: WebhookSecretResponse,
    errors: [...writeErrors, 'NOT_FOUND'],
    limits,
  }),
};
