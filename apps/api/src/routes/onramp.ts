import { apiRoutes } from '@meridian/contract';
import {
  linkOnramp,
  onrampOffer,
  onrampSettings,
  setCompanyOnramp,
  setLinkOnramp,
  startOnramp,
} from '../onramp/orders';
import { defineRoute } from './define';

/** Cards and bank transfers: the payer's offer and start, and the workspace's and links' setting. */
export const onrampRoutes = [
  defineRoute(apiRoutes.getCheckoutOnramp, {
    handler: async ({ params, app }) => onrampOffer(app, params.id),
  }),

  defineRoute(apiRoutes.startCheckoutOnramp, {
    handler: async ({ params, body, request, app }) => {
      const started = await startOnramp(app, params.id, body);
      request.log.info(
        { sessionId: params.id, orderId: started.orderId, method: body.method, country: body.country },
        'onramp order started',
      );
      return started;
    },
  }),

  defineRoute(apiRoutes.getCompanyOnramp, {
    handler: async ({ workspace, app }) => onrampSettings(app, workspace.companyId),
  }),

  defineRoute(apiRoutes.updateCompanyOnramp, {
    handler: async ({ workspace, body, request, app }) => {
      const settings = await setCompanyOnramp(app, workspace.companyId, body.enabled);
      request.log.info({ companyId: workspace.companyId, enabled: body.enabled }, 'onramp setting changed');
      return settings;
    },
  }),

  defineRoute(apiRoutes.getLinkOnramp, {
    handler: async ({ params, app }) => linkOnramp(app, params.id),
  }),

  defineRoute(apiRoutes.updateLinkOnramp, {
    handler: async ({ params, body, request, app }) => {
      await setLinkOnramp(app, params.id, body.enabled);
      request.log.info({ linkId: params.id, enabled: body.enabled }, 'link onramp setting changed');
      return { ok: true as const };
    },
  }),
];
