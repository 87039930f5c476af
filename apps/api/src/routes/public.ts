import { apiRoutes } from '@meridian/contract';
import {
  createCheckout,
  createKeyLink,
  expireCheckout,
  getCheckout,
  getPayment,
  listCheckouts,
  listKeyEvents,
  listKeyLinks,
  listKeyPayments,
} from '../public/public-api';
import { defineRoute } from './define';

/** The public API (/v1): called with an API key, bounded to its workspace and mode. */
export const publicRoutes = [
  defineRoute(apiRoutes.publicCreateCheckout, {
    handler: async ({ body, request, app, apiKey }) => {
      const checkout = await createCheckout(app, apiKey, body);
      request.log.info(
        { companyId: apiKey.companyId, keyId: apiKey.keyId, checkoutId: checkout.id },
        'checkout created',
      );
      return checkout;
    },
  }),
  defineRoute(apiRoutes.publicListCheckouts, {
    handler: async ({ query, app, apiKey }) => listCheckouts(app, apiKey, query),
  }),
  defineRoute(apiRoutes.publicGetCheckout, {
    handler: async ({ params, app, apiKey }) => getCheckout(app, apiKey, params.id),
  }),
  defineRoute(apiRoutes.publicExpireCheckout, {
    handler: async ({ params, request, app, apiKey }) => {
      const checkout = await expireCheckout(app, apiKey, params.id);
      request.log.info(
        { companyId: apiKey.companyId, keyId: apiKey.keyId, checkoutId: checkout.id },
        'checkout expired',
      );
      return checkout;
    },
  }),
  defineRoute(apiRoutes.publicGetPayment, {
    handler: async ({ params, app, apiKey }) => getPayment(app, apiKey, params.id),
  }),
  defineRoute(apiRoutes.publicListPayments, {
    handler: async ({ query, app, apiKey }) => listKeyPayments(app, apiKey, query),
  }),
  defineRoute(apiRoutes.publicListEvents, {
    handler: async ({ query, app, apiKey }) => listKeyEvents(app, apiKey, query),
  }),
  defineRoute(apiRoutes.publicCreatePaymentLink, {
    handler: async ({ body, request, app, apiKey }) => {
      const link = await createKeyLink(app, apiKey, body);
      request.log.info({ companyId: apiKey.companyId, keyId: apiKey.keyId, linkId: link.id }, 'payment link created');
      return link;
    },
  }),
  defineRoute(apiRoutes.publicListPaymentLinks, {
    handler: async ({ query, app, apiKey }) => listKeyLinks(app, apiKey, query),
  }),
];
