import { apiRoutes, can } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import {
  createHandoff,
  eligibleCountries,
  startVerification,
  verificationOverview,
  type StartRequest,
} from '../verification/requests';
import { defineRoute } from './define';

/** Starts a verification request of the caller's workspace with the provider, and logs it. */
async function start(
  caller: { request: FastifyRequest; app: AppContext; userId: string; companyId: string },
  input: StartRequest,
) {
  const { request, app, userId, companyId } = caller;
  const started = await startVerification(app, app.identity, companyId, userId, input);
  request.log.info({ companyId, verificationId: started.verification.id }, `${input.kind} verification started`);
  return started;
}

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
    handler: async ({ body, request, app, auth, workspace }) =>
      start({ request, app, userId: auth.user.id, companyId: workspace.companyId }, { kind: 'identity', ...body }),
  }),

  defineRoute(apiRoutes.verifyBusiness, {
    handler: async ({ body, request, app, auth, workspace }) =>
      start({ request, app, userId: auth.user.id, companyId: workspace.companyId }, { kind: 'business', ...body }),
  }),

  defineRoute(apiRoutes.verifyBusinessEnhanced, {
    handler: async ({ body, request, app, auth, workspace }) =>
      start({ request, app, userId: auth.user.id, companyId: workspace.companyId }, { kind: 'enhanced', ...body }),
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
