// What a route definition is, and `route()` that checks one: the area tables (auth-routes.ts,
// user-routes.ts...) are built with it, and routes.ts gathers them.
import type { Struct } from 'superstruct';
import type { ApiKeyScope } from './api-keys';
import type { ErrorCode } from './errors';
import type { RouteLimit } from './limits';
import type { StructLike } from './schema';
import type { Permission } from './workspace-rules';

/** Paths relative to the API root (the dashboard reaches them under `/api`). */
export const ApiPath = {
  signup: '/auth/signup',
  confirmCodeVerification: '/auth/confirm-code-verification',
  resendCodeVerification: '/auth/resend-code-verification',
  login: '/auth/login',
  logout: '/auth/logout',
  refreshSession: '/auth/refresh-session',
  forgotPasswordReinitialization: '/auth/forgot-password-reinitialization',
  changePassword: '/auth/change-password',
  userInfo: '/user/info',
  userInfoSettings: '/user/info-settings',
  uploadProfileImage: '/user/upload-profile-image',
  refreshStorageLinks: '/user/refresh-storage-links',
  userCompanies: '/user/companies',
  sendPhoneCode: '/user/phone/send-code',
  verifyPhone: '/user/phone/verify',
  createCompany: '/company',
  company: '/company/:id',
  sendEmailVerificationLink: '/company/:id/send-email-verification-link',
  verifyEmail: '/company/:id/verify-email/:token',
  verifyDomainName: '/company/:id/verify-domain-name',
  verifyIdentity: '/company/:id/verify-identity',
  verifyBusiness: '/company/:id/verify-business',
  verifyBusinessEnhanced: '/company/:id/verify-business-enhanced',
  companyVerification: '/company/:id/verification',
  verificationHandoff: '/company/:id/verification/:verificationId/handoff',
  eligibleKybCountries: '/company/verification/eligible-kyb-countries',
  eligibleEnhancedKybCountries: '/company/verification/eligible-enhanced-kyb-countries',
  /** The identity provider's signed decisions (raw JSON, checked by its signature; not a contract route). */
  verificationWebhook: '/verification/webhook',
  /** A single-use address that continues a verification on a phone: redirects once to the provider. */
  verificationHandoffUse: '/verification/handoff/:token',
  /** The sandbox identity provider's hosted page (not in production). */
  identitySandbox: '/identity-sandbox/:sessionId',
  members: '/company/:id/members',
  member: '/company/:id/members/:memberId',
  setPrivilege: '/company/:id/members/set-privilege',
  invites: '/company/:id/members/invites',
  rescindInvite: '/company/:id/members/invites/rescind',
  userInvites: '/company/invites',
  acceptInvite: '/company/invites/accept',
  refuseInvite: '/company/invites/refuse',
  /** Signed, expiring links to stored files (profile images); not JSON. */
  storageFile: '/storage/:key',
  devOutbox: '/dev/outbox',
  devSmsOutbox: '/dev/sms-outbox',
  health: '/health',
  openapi: '/openapi.json',
  wallets: '/wallet',
  wallet: '/wallet/:id',
  verifyWallet: '/wallet/:id/verify',
  paymentLinks: '/payment-link',
  paymentLink: '/payment-link/:id',
  staticLinks: '/payment-link/static',
  staticLink: '/payment-link/static/:id',
  dynamicLinks: '/payment-link/dynamic',
  dynamicLink: '/payment-link/dynamic/:id',
  linkPayments: '/payment-link/:id/payments',
  exchangeRate: '/exchange-rate',
  checkoutLink: '/checkout/:slug',
  checkoutSessions: '/checkout/:slug/sessions',
  checkoutSession: '/checkout-session/:id',
  checkoutTransaction: '/checkout-session/:id/transaction',
  payments: '/payments',
  unmatchedPayments: '/payments/unmatched',
  assignableSessions: '/payments/sessions',
  assignPayment: '/payments/:id/assign',
  events: '/events',
  notifications: '/notification',
  dashboardRevenue: '/dashboard/revenue',
  dashboardRecentPayments: '/dashboard/recent-payments',
  paymentsExport: '/payments/export',
  billing: '/company/:id/billing',
  billingStatement: '/company/:id/billing/statements/:month',
  billingStatementCsv: '/company/:id/billing/statements/:month/csv',
  customers: '/company/:id/customers',
  customersExport: '/company/:id/customers/export',
  customer: '/company/:id/customers/:customerId',
  webhooks: '/company/:id/webhooks',
  webhook: '/company/:id/webhooks/:endpointId',
  webhookRotateSecret: '/company/:id/webhooks/:endpointId/rotate-secret',
  webhookTest: '/company/:id/webhooks/:endpointId/test',
  webhookReplay: '/company/:id/webhooks/:endpointId/replay',
  webhookDeliveries: '/company/:id/webhooks/:endpointId/deliveries',
  webhookDelivery: '/company/:id/webhooks/:endpointId/deliveries/:deliveryId',
  webhookRedeliver: '/company/:id/webhooks/:endpointId/deliveries/:deliveryId/redeliver',
  notificationPreferences: '/user/notification-preferences',
  apiKeys: '/company/:id/api-keys',
  apiKey: '/company/:id/api-keys/:keyId',
  /** The public API, called with an API key (`Authorization: Bearer mrd_...`), never a cookie. */
  publicCheckouts: '/v1/checkouts',
  publicCheckout: '/v1/checkouts/:id',
  publicPayments: '/v1/payments',
  publicEvents: '/v1/events',
  publicPaymentLinks: '/v1/payment-links',
  integrations: '/integration',
  integrationList: '/integration/:companyId/list',
  integration: '/integration/:companyId/:id',
  squarespaceIntegrations: '/integration/squarespace',
  squarespaceIntegration: '/integration/squarespace/:id',
  verifySquarespace: '/integration/squarespace/:id/verify',
  syncSquarespace: '/integration/squarespace/:id/sync',
  woocommerceIntegration: '/integration/woocommerce/:id',
  woocommerceCheckVerify: '/integration/woocommerce/:id/check-verify',
  publicWooCommercePair: '/v1/woocommerce/pair',
} as const;

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];

/** Fills a path's `:name` parameters, each URI-encoded: `/company/:id` -> `/company/42`. */
export function buildApiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The `:name` parameters of a path. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** The names of a path's `:name` parameters: `/company/:id/members/:memberId` gives `'id' | 'memberId'`. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters, each a string: `/company/:id/members/:memberId` gives `{ id; memberId }`. */
export type PathParams<Path extends string> = { [Name in PathParamName<Path>]: string };

/**
 * What a route needs from the session:
 * - `none`: no session;
 * - `optional`: used when present (change-password, logout);
 * - `pending`: required, but required actions may still be open (confirm-code, user info);
 * - `active`: required, with no required action left.
 */
export type RouteSession = 'none' | 'optional' | 'pending' | 'active';

/** The session modes in which a route always has a signed-in caller. */
export type SignedInSession = 'pending' | 'active';

/**
 * Objects that belong to one workspace and that a route may name by id instead of naming the
 * workspace: the server keeps one look-up of the owning workspace per resource, and refuses
 * to start without it. A new resource (wallet, payment link, API key...) is added here, and
 * its look-up to the server's table of owners.
 */
export const OWNED_RESOURCES = [
  'member',
  'invite',
  'wallet',
  'paymentLink',
  'apiKey',
  'webhookEndpoint',
  'webhookDelivery',
  'customer',
  'verification',
  'integration',
] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];

/**
 * Where a route finds the workspace it acts in. Without `owner`, the value is the workspace's
 * id; with `owner`, it is the id of an object of that resource, and the workspace is the one
 * that owns it.
 * - `{ path: 'id' }`: the `:id` of `/company/:id/...`;
 * - `{ query: 'companyId' }`, `{ body: 'companyId' }`: a field of the query string or of the
 *   JSON body (read before the body is validated);
 * - `{ path: 'walletId', owner: 'wallet' }`: an object id in the path.
 */
export type WorkspaceSource<Path extends string = string> =
  | {
      path: string extends Path ? string : PathParamName<Path>;
      owner?: OwnedResource;
      /**
       * With `owner: 'member'`: a member naming their own membership passes without the
       * route's permission (everyone may leave a workspace; the rules still apply).
       */
      self?: true;
    }
  | { query: string; owner?: OwnedResource }
  | { body: string; owner?: OwnedResource };

/**
 * The sources of a route's workspace: the first one names the workspace; every further one
 * names an object that must belong to that same workspace (`/company/:id/members/:memberId`).
 */
export type WorkspaceSources<Path extends string = string> = readonly [
  WorkspaceSource<Path>,
  ...WorkspaceSource<Path>[],
];

/** What every route definition says, whatever its session and permission. */
interface RouteFields<Req, Res, Path extends string, Query = unknown> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: Path;
  summary: string;
  /** How the body is sent: JSON (default) or multipart/form-data. */
  bodyType?: 'json' | 'multipart';
  /**
   * The answer's media type when it is not JSON (`text/csv`): the server streams it, and
   * `response` describes it for the documentation only.
   */
  produces?: 'text/csv';
  /** Request body; undefined for GET. */
  request?: Struct<Req, unknown>;
  /**
   * The query string's fields (each a string), validated like a body: unknown fields and bad
   * values are 422 VALIDATION_FAILED. Without it, the query string is ignored.
   */
  query?: Struct<Query, unknown>;
  status: number;
  response: Struct<Res, unknown>;
  /** Error codes the route itself answers with (besides BAD_REQUEST, VALIDATION_FAILED, CSRF_REJECTED, INTERNAL). */
  errors: readonly ErrorCode[];
  /** Rate limits, checked before the handler runs (RATE_LIMITED, documented with the route). */
  limits?: readonly RouteLimit[];
  /**
   * A public route (`/v1/...`): called with an API key (`Authorization: Bearer mrd_...`) that
   * holds `scope`, never with a session cookie, and without the CSRF check. The key's workspace
   * and mode (test or live) bound everything the route sees and makes.
   */
  apiKey?: { scope: ApiKeyScope };
}

/** A route outside any workspace: no permission. */
interface OpenAccess {
  session: RouteSession;
  permission?: undefined;
  workspace?: undefined;
}

/**
 * A workspace route: a signed-in caller whose role in the workspace found by `workspace` has
 * `permission` (`view` for any member, or a permission of the role matrix). A stranger to that
 * workspace gets 404 NOT_FOUND, a member without the permission 403 FORBIDDEN, before the body
 * is validated.
 */
interface WorkspaceAccess<Path extends string> {
  session: SignedInSession;
  permission: Permission;
  workspace: WorkspaceSources<Path>;
}

/** One route of the API, as the client calls it and the server registers and documents it. */
export type ApiRouteDefinition<
  Req = unknown,
  Res = unknown,
  Path extends string = ApiPath,
  Query = unknown,
> = RouteFields<Req, Res, Path, Query> & (OpenAccess | WorkspaceAccess<Path>);

/** Any route definition, whatever its structs: what generic code (route tables, documentation) reads. */
export interface RouteShape {
  method: ApiRouteDefinition['method'];
  path: string;
  summary: string;
  session: RouteSession;
  permission?: Permission;
  workspace?: WorkspaceSources;
  bodyType?: 'json' | 'multipart';
  produces?: 'text/csv';
  request?: StructLike;
  query?: StructLike;
  status: number;
  response: StructLike;
  errors: readonly ErrorCode[];
  limits?: readonly RouteLimit[];
  apiKey?: { scope: ApiKeyScope };
}

/** The request body type of a route definition (`undefined` when it takes none). */
export type RequestOf<Route> = Route extends { request: { TYPE: infer Req } } ? Req : undefined;
/** The query string type of a route definition (`undefined` when it reads none). */
export type QueryOf<Route> = Route extends { query: { TYPE: infer Query } } ? Query : undefined;
/** The response body type of a route definition. */
export type ResponseOf<Route> = Route extends { response: { TYPE: infer Res } } ? Res : never;

/**
 * A route definition checked against its own path: a permission only with a signed-in session
 * and a workspace source, path sources among the path's own parameters. The literal types
 * (session, permission, path) are kept, so the server can type its handler from them.
 */
export type CheckedRoute<Route extends RouteShape> = Route &
  ApiRouteDefinition<RequestOf<Route>, ResponseOf<Route>, Route['path'], QueryOf<Route>>;

/** A checked definition with the optional fields it leaves out spelled as absent, so every route reads alike. */
export type CompletedRoute<Route extends RouteShape> = Route &
  Omit<
    {
      bodyType?: undefined;
      produces?: undefined;
      request?: undefined;
      query?: undefined;
      permission?: undefined;
      workspace?: undefined;
      limits?: undefined;
      apiKey?: undefined;
    },
    keyof Route
  >;

/** What any call with an active session can be refused with. */
export const activeSessionErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'ACTION_REQUIRED'] as const;
/** What any call on a workspace the caller must belong to (and hold a permission in) can be refused with. */
export const workspaceErrors = [...activeSessionErrors, 'NOT_FOUND', 'FORBIDDEN'] as const;

export function route<const Route extends RouteShape & { path: ApiPath }>(
  definition: CheckedRoute<Route>,
): CompletedRoute<Route>;
export function route(definition: RouteShape): RouteShape {
  return definition;
}
