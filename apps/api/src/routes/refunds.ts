import { apiRoutes } from '@meridian/contract';
import { cancelRefund, getRefund, listPaymentRefunds, makePayerLink, markRefundSent } from '../refunds/actions';
import { createRefund, refundMoment } from '../refunds/create';
import { readRefundRequest, submitRefundAddress } from '../refunds/payer';
import { createKeyRefund, listKeyRefunds } from '../refunds/public';
import { defineRoute } from './define';

/** Refunds: a workspace's (under a payment, and by refund), the payer's page, and `/v1/refunds`. */
export const refundRoutes = [
  defineRoute(apiRoutes.listPaymentRefunds, {
    handler: async ({ params, app, workspace }) => listPaymentRefunds(app, workspace, params.id),
  }),
  defineRoute(apiRoutes.createRefund, {
    handler: async ({ params, body, request, app, auth, workspace }) => {
      const made = await createRefund(app, workspace, params.id, body, { userId: auth.user.id, apiKeyId: null });
      request.log.info(
        { companyId: workspace.companyId, paymentId: params.id, refundId: made.refund.id, state: made.refund.state },
        'refund made',
      );
      return made;
    },
  }),
  defineRoute(apiRoutes.getRefund, {
    handler: async ({ params, app, workspace }) => getRefund(app, workspace, params.id),
  }),
  defineRoute(apiRoutes.cancelRefund, {
    handler: async ({ params, request, app, workspace }) => {
      const refund = await cancelRefund(app, workspace, params.id);
      request.log.info({ companyId: workspace.companyId, refundId: refund.id }, 'refund cancelled');
      return refund;
    },
  }),
  defineRoute(apiRoutes.markRefundSent, {
    handler: async ({ params, body, request, app, workspace }) => {
      const refund = await markRefundSent(app, workspace, params.id, body.txHash);
      request.log.info({ companyId: workspace.companyId, refundId: refund.id, txHash: refund.txHash }, 'refund sent');
      return refund;
    },
  }),
  defineRoute(apiRoutes.createRefundPayerLink, {
    handler: async ({ params, app, workspace }) => makePayerLink(app, workspace, params.id),
  }),
  defineRoute(apiRoutes.getRefundRequest, {
    handler: async ({ params, app }) => readRefundRequest(app, params.token),
  }),
  defineRoute(apiRoutes.submitRefundAddress, {
    handler: async ({ params, body, app }) => submitRefundAddress(app, params.token, body.address, refundMoment(app)),
  }),
  defineRoute(apiRoutes.publicCreateRefund, {
    handler: async ({ body, request, app, apiKey }) => {
      const refund = await createKeyRefund(app, apiKey, body);
      request.log.info({ companyId: apiKey.companyId, keyId: apiKey.keyId, refundId: refund.id }, 'refund made');
      return refund;
    },
  }),
  defineRoute(apiRoutes.publicListRefunds, {
    handler: async ({ query, app, apiKey }) => listKeyRefunds(app, apiKey, query),
  }),
  defineRoute(apiRoutes.publicGetRefund, {
    handler: async ({ params, app, apiKey }) =>
      getRefund(app, { companyId: apiKey.companyId, mode: apiKey.mode }, params.id),
  }),
];
