import { Readable } from 'node:stream';
import { apiRoutes } from '@meridian/contract';
import { billingOf, statementCsv, statementFileName, statementOf } from '../billing/billing';
import { customerDetail, customersCsv, customersFileName, eraseCustomer, listCustomers } from '../customers/customers';
import { customerRefunds } from '../refunds/actions';
import { workspaceCurrency } from '../links/rules';
import { limitsInCurrency } from '../payments/locked-rate';
import { defineRoute } from './define';

/** Billing (the tier, the month's use, fees, statements) and customers. */
export const billingRoutes = [
  defineRoute(apiRoutes.billing, {
    handler: async ({ app, workspace }) => {
      const currency = await workspaceCurrency(app.database.db, workspace.companyId);
      return billingOf(app.database, workspace.companyId, app.config.clock.now(), app.config.feeRates, (limit) =>
        limitsInCurrency(app, currency, limit),
      );
    },
  }),

  defineRoute(apiRoutes.billingStatement, {
    handler: async ({ params, app, workspace }) =>
      statementOf(app.database, workspace.companyId, params.month, app.config.feeRates),
  }),

  defineRoute(apiRoutes.billingStatementCsv, {
    handler: async ({ params, reply, app, workspace }) => {
      const csv = await statementCsv(app.database, workspace.companyId, params.month, app.config.feeRates);
      void reply.header('content-disposition', `attachment; filename="${statementFileName(params.month)}"`);
      return Readable.from([csv]);
    },
  }),

  defineRoute(apiRoutes.listCustomers, {
    handler: async ({ query, app, workspace }) => listCustomers(app.database, workspace.companyId, query),
  }),

  defineRoute(apiRoutes.exportCustomers, {
    handler: async ({ query, reply, app, workspace }) => {
      const csv = await customersCsv(app.database, workspace.companyId, query.q);
      void reply.header('content-disposition', `attachment; filename="${customersFileName(app.config.clock.now())}"`);
      reply.log.info({ companyId: workspace.companyId }, 'customers exported');
      return Readable.from([csv]);
    },
  }),

  defineRoute(apiRoutes.customer, {
    handler: async ({ params, app, workspace }) => {
      const customerId = params.customerId.toLowerCase();
      const detail = await customerDetail(app.database, workspace.companyId, customerId);
      return { ...detail, refunds: await customerRefunds(app, workspace.companyId, customerId) };
    },
  }),

  defineRoute(apiRoutes.eraseCustomer, {
    handler: async ({ params, request, app, auth, workspace }) => {
      const customerId = params.customerId.toLowerCase();
      await eraseCustomer(app.database, workspace.companyId, customerId, auth.user.id, app.config.clock.now());
      request.log.info({ companyId: workspace.companyId, customerId }, 'customer erased');
      return { ok: true as const };
    },
  }),
];
