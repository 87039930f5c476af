import { apiRoutes } from '@meridian/contract';
import { assignPayment, listAssignableSessions } from '../payments/assign';
import { listPayments } from '../payments/list';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { defineRoute } from './define';

/** What a payments list reads besides the query: the time, and the confirmations that make a payment final. */
const listContext = (app: AppContext) => ({ now: app.config.clock.now(), confirmations: app.config.confirmations });

/** A workspace's payments: lists, the unmatched inbox, and assignment. */
export const paymentRoutes = [
  defineRoute(apiRoutes.listPayments, {
    handler: async ({ query, app, workspace }) =>
      listPayments(app.database, workspace.companyId, query, listContext(app)),
  }),

  defineRoute(apiRoutes.getPayment, {
    handler: async ({ params, app, workspace }) => {
      const [payment] = (await listPayments(app.database, workspace.companyId, {}, listContext(app), params.id))
        .payments;
      if (!payment) throw new ApiError('NOT_FOUND');
      return payment;
    },
  }),

  defineRoute(apiRoutes.listUnmatchedPayments, {
    handler: async ({ query, app, workspace }) =>
      listPayments(app.database, workspace.companyId, { ...query, matched: 'unmatched' }, listContext(app)),
  }),

  defineRoute(apiRoutes.listLinkPayments, {
    handler: async ({ params, query, app, workspace }) =>
      listPayments(app.database, workspace.companyId, { ...query, linkId: params.id }, listContext(app)),
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
