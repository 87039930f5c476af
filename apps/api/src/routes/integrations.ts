import { apiRoutes } from '@meridian/contract';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateSquarespace,
} from '../integrations/integrations';
import { squarespaceDetail, syncSquarespace, verifySquarespace } from '../integrations/squarespace';
import { defineRoute } from './define';

/** A workspace's store integrations: the list, Squarespace's key, settings and import, removal. */
export const integrationRoutes = [
  defineRoute(apiRoutes.listIntegrations, {
    handler: async ({ app, workspace }) => listIntegrations(app.database, workspace.companyId),
  }),

  defineRoute(apiRoutes.createIntegration, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const integration = await createIntegration(app, auth, workspace, body.provider);
      request.log.info(
        { companyId: workspace.companyId, integrationId: integration.id, provider: body.provider },
        'integration created',
      );
      return integration;
    },
  }),

  defineRoute(apiRoutes.deleteIntegration, {
    handler: async ({ params, request, app, workspace }) => {
      await deleteIntegration(app, workspace, params.id);
      request.log.info(
        { companyId: workspace.companyId, integrationId: params.id.toLowerCase() },
        'integration removed',
      );
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.createSquarespace, {
    handler: async ({ request, app, auth, workspace }) => {
      const integration = await createIntegration(app, auth, workspace, 'squarespace');
      request.log.info(
        { companyId: workspace.companyId, integrationId: integration.id },
        'squarespace integration created',
      );
      return integration;
    },
  }),

  defineRoute(apiRoutes.getSquarespace, {
    handler: async ({ params, app, workspace }) => squarespaceDetail(app, workspace, params.id),
  }),

  defineRoute(apiRoutes.updateSquarespace, {
    handler: async ({ body, params, app, workspace }) => updateSquarespace(app, workspace, params.id, body),
  }),

  defineRoute(apiRoutes.verifySquarespace, {
    handler: async ({ body, params, request, app, workspace }) => {
      const integration = await verifySquarespace(app, workspace, params.id, body.squarespaceApiKey);
      request.log.info({ companyId: workspace.companyId, integrationId: integration.id }, 'squarespace key verified');
      return integration;
    },
  }),

  defineRoute(apiRoutes.syncSquarespace, {
    handler: async ({ params, request, app, auth, workspace }) => {
      const answer = await syncSquarespace(app, auth, workspace, params.id);
      request.log.info(
        {
          companyId: workspace.companyId,
          integrationId: answer.integration.id,
          imported: answer.imported,
          updated: answer.updated,
          skipped: answer.skipped.length,
        },
        'squarespace products imported',
      );
      return answer;
    },
  }),
];
