import { apiRoutes } from '@meridian/contract';
import { listDeliveries } from '../webhooks/delivery-log';
import { deliveryDetail, queueTestEvent, redeliver, replayUnsucceeded, sendPendingNow } from '../webhooks/deliveries';
import { listEndpoints } from '../webhooks/endpoint-lists';
import { createEndpoint, deleteEndpoint, rotateSecret, updateEndpoint } from '../webhooks/endpoints';
import { defineRoute } from './define';

/** A workspace's webhook endpoints and their delivery log. */
export const webhookRoutes = [
  defineRoute(apiRoutes.listWebhookEndpoints, {
    handler: async ({ app, workspace }) => listEndpoints(app.database, workspace.companyId, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.createWebhookEndpoint, {
    handler: async ({ body, request, app, workspace }) => {
      const created = await createEndpoint(app, workspace, body);
      request.log.info({ companyId: workspace.companyId, endpointId: created.endpoint.id }, 'webhook endpoint added');
      return created;
    },
  }),

  defineRoute(apiRoutes.updateWebhookEndpoint, {
    handler: async ({ body, params, request, app, workspace }) => {
      const endpoint = await updateEndpoint(app, workspace, params.endpointId, body);
      request.log.info(
        { companyId: workspace.companyId, endpointId: endpoint.id, enabled: endpoint.enabled },
        'webhook endpoint changed',
      );
      if (body.enabled === true) request.server.webhookWorker?.kick();
      return endpoint;
    },
  }),

  defineRoute(apiRoutes.deleteWebhookEndpoint, {
    handler: async ({ params, request, app, workspace }) => {
      await deleteEndpoint(app, workspace, params.endpointId);
      request.log.info(
        { companyId: workspace.companyId, endpointId: params.endpointId.toLowerCase() },
        'webhook endpoint removed',
      );
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.rotateWebhookSecret, {
    handler: async ({ params, request, app, workspace }) => {
      const rotated = await rotateSecret(app, workspace, params.endpointId);
      request.log.info({ companyId: workspace.companyId, endpointId: rotated.endpoint.id }, 'webhook secret rotated');
      return rotated;
    },
  }),

  defineRoute(apiRoutes.sendWebhookTest, {
    handler: async ({ params, request, app, workspace }) => {
      const delivery = await queueTestEvent(
        app.database.db,
        workspace.companyId,
        params.endpointId,
        app.config.clock.now(),
      );
      request.server.webhookWorker?.kick();
      return delivery;
    },
  }),

  defineRoute(apiRoutes.replayWebhooks, {
    handler: async ({ body, params, request, app, workspace }) => {
      const queued = await replayUnsucceeded(
        app.database.db,
        params.endpointId,
        new Date(body.since),
        app.config.clock.now(),
      );
      request.log.info({ companyId: workspace.companyId, endpointId: params.endpointId, queued }, 'webhooks replayed');
      request.server.webhookWorker?.kick();
      return { queued };
    },
  }),

  defineRoute(apiRoutes.sendPendingWebhooks, {
    handler: async ({ params, request, app, workspace }) => {
      const queued = await sendPendingNow(app.database.db, params.endpointId, app.config.clock.now());
      request.log.info(
        { companyId: workspace.companyId, endpointId: params.endpointId, queued },
        'pending webhooks sent now',
      );
      request.server.webhookWorker?.kick();
      return { queued };
    },
  }),

  defineRoute(apiRoutes.listWebhookDeliveries, {
    handler: async ({ params, query, app }) => listDeliveries(app.database, params.endpointId, query),
  }),

  defineRoute(apiRoutes.getWebhookDelivery, {
    handler: async ({ params, app }) => deliveryDetail(app.database.db, params.endpointId, params.deliveryId),
  }),

  defineRoute(apiRoutes.redeliverWebhook, {
    handler: async ({ params, request, app }) => {
      const delivery = await redeliver(app.database.db, params.endpointId, params.deliveryId, app.config.clock.now());
      request.server.webhookWorker?.kick();
      return delivery;
    },
  }),
];
