import { apiRoutes, can } from '@meridian/contract';
import { createHandoff, eligibleCountries, startVerification, verificationOverview } from '../verification/requests';
import { defineRoute } from './define';

/** Tier verification: the workspace's state, starting a request, the handoff to a phone, eligible countries. */
export const verificationRoutes = [
  defineRoute(apiRoutes.companyVerification, {
    handler: async ({ app, workspace }) =>
      verificationOverview(
        app.database.db,
        workspace.companyId,
        app.config.clock.now(),
        can(workspace.role, 'manageBusiness'),
      ),
  }),

  defineRoute(apiRoutes.verifyIdentity, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const started = await startVerification(app, app.identity, workspace.companyId, auth.user.id, {
        kind: 'identity',
        country: body.country,
      });
      request.log.info(
        { companyId: workspace.companyId, verificationId: started.verification.id },
        'identity verification started',
      );
      return started;
    },
  }),

  defineRoute(apiRoutes.verifyBusiness, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const started = await startVerification(app, app.identity, workspace.companyId, auth.user.id, {
        kind: 'business',
        ...body,
      });
      request.log.info(
        { companyId: workspace.companyId, verificationId: started.verification.id },
        'business verification started',
      );
      return started;
    },
  }),

  defineRoute(apiRoutes.verifyBusinessEnhanced, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const started = await startVerification(app, app.identity, workspace.companyId, auth.user.id, {
        kind: 'enhanced',
        ...body,
      });
      request.log.info(
        { companyId: workspace.companyId, verificationId: started.verification.id },
        'enhanced verification started',
      );
      return started;
    },
  }),

  defineRoute(apiRoutes.verificationHandoff, {
    handler: async ({ params, app, auth, workspace }) =>
      createHandoff(app, workspace.companyId, params.verificationId.toLowerCase(), auth.user.id),
  }),

  defineRoute(apiRoutes.eligibleKybCountries, {
    handler: async ({ app }) => eligibleCountries(app.config.kybCountries),
  }),

  defineRoute(apiRoutes.eligibleEnhancedKybCountries, {
    handler: async ({ app }) => eligibleCountries(app.config.enhancedKybCountries),
  }),
];
