import { apiRoutes } from '@meridian/contract';
import {
  createIntegration,
  deleteIntegration,
  listIntegrations,
  updateSquarespace,
} from '../integrations/integrations';
import { squarespaceDetail, syncSquarespace, verifySquarespace } from '../integrations/squarespace';
import { checkWooCommerce, issueConnectionCode, pairWooCommerce, updateWooCommerce } from '../integrations/woocommerce';
import { ApiError } from '../http/errors';
import { defineRoute } from './define';

/** A workspace's store integrations: the list, Squarespace's key, settings and import, removal. */
export const integrationRoutes = [
  defineRoute(apiRoutes.listIntegrations, {
    handler: async ({ app, workspace }) => listIntegrations(app.database, workspace.companyId, app.config.clock.now()),
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

  defineRoute(apiRoutes.issueWooCommerceCode, {
    handler: async ({ params, request, app, workspace }) => {
      const answer = await issueConnectionCode(app, workspace, params.id);
      request.log.info(
        { companyId: workspace.companyId, integrationId: answer.status.integrationId },
        'woocommerce code issued',
      );
      return answer;
    },
  }),

  defineRoute(apiRoutes.updateWooCommerce, {
    handler: async ({ body, params, app, workspace }) => updateWooCommerce(app, workspace, params.id, body),
  }),

  defineRoute(apiRoutes.checkWooCommerce, {
    handler: async ({ params, app, workspace }) => checkWooCommerce(app, workspace, params.id),
  }),

  defineRoute(apiRoutes.publicWooCommercePair, {
    // Every exchange counts, right or wrong: a wrong code is a guess.
    keepsCount: (error) =>
      error instanceof ApiError && (error.code === 'CODE_INVALID' || error.code === 'CODE_EXPIRED'),
    handler: async ({ body, request, app }) => {
      const answer = await pairWooCommerce(app, body);
      request.log.info({ environment: answer.environment }, 'woocommerce store paired');
      return answer;
    },
  }),
];
