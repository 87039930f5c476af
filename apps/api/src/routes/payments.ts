import { apiRoutes } from '@meridian/contract';
import { assignPayment, listAssignableSessions } from '../payments/assign';
import { listPayments } from '../payments/list';
import { defineRoute } from './define';

/** A workspace's payments: lists, the unmatched inbox, and assignment. */
export const paymentRoutes = [
  defineRoute(apiRoutes.listPayments, {
    handler: async ({ query, app, workspace }) =>
      listPayments(app.database, workspace.companyId, query, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.listUnmatchedPayments, {
    handler: async ({ query, app, workspace }) =>
      listPayments(app.database, workspace.companyId, { ...query, matched: 'unmatched' }, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.listLinkPayments, {
    handler: async ({ params, query, app, workspace }) =>
      listPayments(app.database, workspace.companyId, { ...query, linkId: params.id }, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.listAssignableSessions, {
    handler: async ({ query, app, workspace }) =>
      listAssignableSessions(app.database, workspace.companyId, query, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.assignPayment, {
    handler: async ({ params, body, request, app, workspace }) => {
      const payment = await assignPayment(app, workspace, params.id, body);
      request.log.info({ companyId: workspace.companyId, paymentId: payment.id }, 'payment assigned');
      return payment;
    },
  }),
];
