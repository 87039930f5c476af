import { apiRoutes } from '@meridian/contract';
import { changeLinkStatus, createDynamicLink, createStaticLink, getLink, updateStaticLink } from '../links/write';
import { listLinks } from '../links/list';
import { storedLanguage } from '../accounts/users';
import { mailPaymentRequest } from '../links/payment-request';
import { defineRoute } from './define';

/** A workspace's payment links: lists, reads, creation, edits and status changes. */
export const paymentLinkRoutes = [
  defineRoute(apiRoutes.listLinks, {
    handler: async ({ query, app, workspace }) =>
      listLinks(app.database, app.config.publicUrl, workspace.companyId, query, null),
  }),

  defineRoute(apiRoutes.listStaticLinks, {
    handler: async ({ query, app, workspace }) =>
      listLinks(app.database, app.config.publicUrl, workspace.companyId, query, 'dynamic'),
  }),

  defineRoute(apiRoutes.getLink, {
    handler: async ({ params, app, workspace }) =>
      getLink(app, workspace, params.id, ['static', 'dynamic', 'donation']),
  }),

  defineRoute(apiRoutes.getStaticLink, {
    handler: async ({ params, app, workspace }) => getLink(app, workspace, params.id, ['static', 'donation']),
  }),

  defineRoute(apiRoutes.getDynamicLink, {
    handler: async ({ params, app, workspace }) => getLink(app, workspace, params.id, ['dynamic']),
  }),

  defineRoute(apiRoutes.createStaticLink, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const link = await createStaticLink(app, auth, workspace, body);
      request.log.info({ companyId: workspace.companyId, linkId: link.id, type: link.type }, 'payment link created');
      return link;
    },
  }),

  defineRoute(apiRoutes.createDynamicLink, {
    // The creator's language is the mail's when the form names none.
    account: true,
    handler: async ({ body, request, app, auth, workspace }) => {
      const link = await createDynamicLink(app, auth, workspace, body);
      request.log.info({ companyId: workspace.companyId, linkId: link.id, type: link.type }, 'payment link created');
      await mailPaymentRequest(app, link, body.recipientLanguage ?? storedLanguage(auth.user.language));
      return link;
    },
  }),

  defineRoute(apiRoutes.updateStaticLink, {
    handler: async ({ body, params, app, workspace }) => updateStaticLink(app, workspace, params.id, body),
  }),

  defineRoute(apiRoutes.changeLinkStatus, {
    handler: async ({ body, params, request, app, workspace }) => {
      const link = await changeLinkStatus(app, workspace, params.id, body);
      request.log.info({ companyId: workspace.companyId, linkId: link.id, status: link.status }, 'payment link status');
      return link;
    },
  }),
];
