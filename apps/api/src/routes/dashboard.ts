import { apiRoutes } from '@meridian/contract';
import { exportFileName, paymentsCsv } from '../dashboard/export';
import { recentPayments } from '../dashboard/recent';
import { revenue } from '../dashboard/revenue';
import { defineRoute } from './define';

/** The dashboard's figures, and the payments' CSV export. */
export const dashboardRoutes = [
  defineRoute(apiRoutes.dashboardRevenue, {
    handler: async ({ query, app, workspace }) =>
      revenue(app.database, workspace.companyId, query, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.dashboardRecentPayments, {
    handler: async ({ query, app, workspace }) =>
      recentPayments(app.database, workspace.companyId, query, {
        now: app.config.clock.now(),
        confirmations: app.config.confirmations,
      }),
  }),

  defineRoute(apiRoutes.exportPayments, {
    handler: async ({ query, reply, app, workspace }) => {
      const { companyId, ...filters } = query;
      const csv = await paymentsCsv(app.database, workspace.companyId, filters);
      void reply.header('content-disposition', `attachment; filename="${exportFileName(app.config.clock.now())}"`);
      reply.log.info({ companyId, filters }, 'payments exported');
      return csv;
    },
  }),
];
