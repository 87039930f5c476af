import { apiRoutes } from '@meridian/contract';
import { listModeEndpoints } from '../webhooks/endpoint-lists';
import { keptWithSealedSecret } from '../webhooks/secrets';
import { createEndpoint, deleteEndpoint, getEndpoint, rotateSecret, updateEndpoint } from '../webhooks/endpoints';
import { defineRoute } from './define';

/**
 * Webhook endpoints through the public API (/v1/webhook-endpoints): the dashboard's own
 * functions, within the key's workspace and mode (an endpoint of another mode or workspace is
 * not found). The secret is answered once, by the creation and by a rotation; an answer kept for
 * an Idempotency-Key holds it sealed (`keptWithSealedSecret`).
 */
export const publicWebhookRoutes = [
  defineRoute(apiRoutes.publicListWebhookEndpoints, {
    handler: async ({ query, app, apiKey }) => listModeEndpoints(app.database, apiKey, query, app.config.clock.now()),
  }),
  defineRoute(apiRoutes.publicCreateWebhookEndpoint, {
    keptAnswer: keptWithSealedSecret,
    handler: async ({ body, request, app, apiKey }) => {
      const created = await createEndpoint(app, apiKey, { ...body, mode: apiKey.mode });
      request.log.info(
        { companyId: apiKey.companyId, keyId: apiKey.keyId, endpointId: created.endpoint.id },
        'webhook endpoint added',
      );
      return created;
    },
  }),
  defineRoute(apiRoutes.publicGetWebhookEndpoint, {
    handler: async ({ params, app, apiKey }) => getEndpoint(app, apiKey, params.id),
  }),
  defineRoute(apiRoutes.publicUpdateWebhookEndpoint, {
    handler: async ({ body, params, request, app, apiKey }) => {
      const endpoint = await updateEndpoint(app, apiKey, params.id, body);
      request.log.info(
        { companyId: apiKey.companyId, keyId: apiKey.keyId, endpointId: endpoint.id, enabled: endpoint.enabled },
        'webhook endpoint changed',
      );
      if (body.enabled === true) request.server.webhookWorker?.kick();
      return endpoint;
    },
  }),
  defineRoute(apiRoutes.publicDeleteWebhookEndpoint, {
    handler: async ({ params, request, app, apiKey }) => {
      await deleteEndpoint(app, apiKey, params.id);
      request.log.info(
        { companyId: apiKey.companyId, keyId: apiKey.keyId, endpointId: params.id.toLowerCase() },
        'webhook endpoint removed',
      );
      return { ok: true as const };
    },
  }),
  defineRoute(apiRoutes.publicRotateWebhookSecret, {
    keptAnswer: keptWithSealedSecret,
    handler: async ({ params, request, app, apiKey }) => {
      const rotated = await rotateSecret(app, apiKey, params.id);
      request.log.info(
        { companyId: apiKey.companyId, keyId: apiKey.keyId, endpointId: rotated.endpoint.id },
        'webhook secret rotated',
      );
      return rotated;
    },
  }),
];
