// The API's routes. Each area's table lives in a module of its own (auth-routes.ts,
// user-routes.ts, company-routes.ts, member-routes.ts, invite-routes.ts, wallet-routes.ts,
// link-routes.ts, checkout-routes.ts, payment-routes.ts, refund-routes.ts, event-routes.ts, dashboard-routes.ts, verification-routes.ts, dev-routes.ts), built
// with `route()` (route-definition.ts): a bundler places a module whole in one chunk, so a page
// that calls only the auth routes (the login page) carries neither the other tables nor their
// structs, and each declares its own paths (`ApiPath`, in api-paths.ts, gathers them). `apiRoutes`
// gathers them all.
import { apiKeyRoutes } from './api-key-routes';
import { authRoutes } from './auth-routes';
import { billingRoutes, customerRoutes } from './billing-routes';
import { checkoutRoutes } from './checkout-routes';
import { companyRoutes } from './company-routes';
import { dashboardRoutes } from './dashboard-routes';
import { devRoutes } from './dev-routes';
import { eventRoutes } from './event-routes';
import { integrationRoutes } from './integration-routes';
import { inviteRoutes } from './invite-routes';
import { linkRoutes } from './link-routes';
import { memberRoutes } from './member-routes';
import { onrampRoutes } from './onramp-routes';
import { paymentRoutes } from './payment-routes';
import { publicRoutes } from './public-routes';
import { publicWebhookRoutes } from './public-webhook-routes';
import { refundRoutes } from './refund-routes';
import { userRoutes } from './user-routes';
import { verificationRoutes } from './verification-routes';
import { walletRoutes } from './wallet-routes';
import { webhookRoutes } from './webhook-routes';

// Every area's paths and `ApiPath`, as api-paths.ts declares them (a new area is listed there only).
export * from './api-paths';
export {
  buildApiPath,
  OWNED_RESOURCES,
  pathParameters,
  type ApiRouteDefinition,
  type CheckedRoute,
  type CompletedRoute,
  type OwnedResource,
  type PathParamName,
  type PathParams,
  type QueryOf,
  type RequestOf,
  type ResponseOf,
  type RouteSession,
  type RouteShape,
  type SignedInSession,
  type WorkspaceSource,
  type WorkspaceSources,
} from './route-definition';
export {
  apiKeyRoutes,
  authRoutes,
  billingRoutes,
  customerRoutes,
  checkoutRoutes,
  companyRoutes,
  dashboardRoutes,
  devRoutes,
  eventRoutes,
  integrationRoutes,
  inviteRoutes,
  linkRoutes,
  memberRoutes,
  onrampRoutes,
  paymentRoutes,
  publicRoutes,
  publicWebhookRoutes,
  refundRoutes,
  userRoutes,
  verificationRoutes,
  walletRoutes,
  webhookRoutes,
};

/**
 * Every route: the client calls through it, the server registers and documents it. Built in a
 * call marked pure, so that a bundle that uses only some of the tables above leaves the others out.
 */
export const apiRoutes = /* @__PURE__ */ (() =>
  ({
    ...authRoutes,
    ...userRoutes,
    ...companyRoutes,
    ...memberRoutes,
    ...inviteRoutes,
    ...walletRoutes,
    ...linkRoutes,
    ...checkoutRoutes,
    ...onrampRoutes,
    ...paymentRoutes,
    ...refundRoutes,
    ...billingRoutes,
    ...customerRoutes,
    ...eventRoutes,
    ...dashboardRoutes,
    ...webhookRoutes,
    ...apiKeyRoutes,
    ...publicRoutes,
    ...publicWebhookRoutes,
    ...verificationRoutes,
    ...integrationRoutes,
    ...devRoutes,
  }) as const)();

export type ApiRouteName = keyof typeof apiRoutes;
