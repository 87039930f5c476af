// Every path of the API: each area's route paths (declared next to its routes, so that a page
// that calls one area carries only that area's paths), and the few paths that are not contract
// routes.
import { apiKeyPaths } from './api-key-routes';
import { authPaths } from './auth-routes';
import { billingPaths } from './billing-routes';
import { checkoutPaths } from './checkout-routes';
import { companyPaths } from './company-routes';
import { dashboardPaths } from './dashboard-routes';
import { devPaths } from './dev-routes';
import { eventPaths } from './event-paths';
import { integrationPaths } from './integration-routes';
import { invitePaths } from './invite-routes';
import { linkPaths } from './link-routes';
import { memberPaths } from './member-routes';
import { onrampPaths } from './onramp-routes';
import { paymentPaths } from './payment-routes';
import { publicPaths } from './public-routes';
import { publicWebhookPaths } from './public-webhook-routes';
import { refundPaths } from './refund-routes';
import { userPaths } from './user-routes';
import { verificationPaths } from './verification-routes';
import { walletPaths } from './wallet-routes';
import { webhookPaths } from './webhook-routes';

export {
  apiKeyPaths,
  authPaths,
  billingPaths,
  checkoutPaths,
  companyPaths,
  dashboardPaths,
  devPaths,
  eventPaths,
  integrationPaths,
  invitePaths,
  linkPaths,
  memberPaths,
  onrampPaths,
  paymentPaths,
  publicPaths,
  publicWebhookPaths,
  refundPaths,
  userPaths,
  verificationPaths,
  walletPaths,
  webhookPaths,
};

/**
 * Paths relative to the API root (the dashboard reaches them under `/api`). Built in a pure call,
 * so that a bundle that never reads it leaves it out, and with it the areas it would otherwise keep.
 */
export const ApiPath = /* @__PURE__ */ (() =>
  ({
    ...authPaths,
    ...userPaths,
    ...companyPaths,
    ...verificationPaths,
    ...memberPaths,
    ...invitePaths,
    ...devPaths,
    ...walletPaths,
    ...linkPaths,
    ...paymentPaths,
    ...refundPaths,
    ...checkoutPaths,
    ...onrampPaths,
    ...eventPaths,
    ...dashboardPaths,
    ...billingPaths,
    ...webhookPaths,
    ...apiKeyPaths,
    ...publicPaths,
    ...publicWebhookPaths,
    ...integrationPaths,
    /** The identity provider's signed decisions (raw JSON, checked by its signature; not a contract route). */
    verificationWebhook: '/verification/webhook',
    /** A single-use address that continues a verification on a phone: redirects once to the provider. */
    verificationHandoffUse: '/verification/handoff/:token',
    /** The sandbox identity provider's hosted page (not in production). */
    identitySandbox: '/identity-sandbox/:sessionId',
    /** The on-ramp provider's signed order webhooks (raw JSON, checked by its signature; not a contract route). */
    onrampWebhook: '/onramp/webhook',
    /** The sandbox on-ramp's hosted page (not in production). */
    onrampSandbox: '/onramp-sandbox/:orderId',
    /** Signed, expiring links to stored files (profile images); not JSON. */
    storageFile: '/storage/:key',
    /** The whole OpenAPI document: the dashboard's routes and the public API. */
    openapi: '/openapi.json',
    /** The public API's OpenAPI document (its routes and webhooks), served without a key. */
    publicOpenapi: '/v1/openapi.json',
  }) as const)();

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];
