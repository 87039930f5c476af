import { OkResponse } from './auth';
import {
  CreateIntegrationRequest,
  CreateSquarespaceRequest,
  Integration,
  IntegrationListResponse,
  SquarespaceDetail,
  SquarespaceSyncResponse,
  StoreSettingsRequest,
  VerifySquarespaceRequest,
  WooCommerceCodeResponse,
  WooCommercePairRequest,
  WooCommercePairResponse,
  WooCommerceStatus,
} from './integrations';
import { API_KEY_LIMITS } from './public-limits';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const integrationPaths = {
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

/**
 * A workspace's store integrations: every member reads them; owners, admins and developers
 * connect, change, sync and remove them.
 */
export const integrationRoutes = {
  listIntegrations: route({
    method: 'GET',
    path: integrationPaths.integrationList,
    summary: "A workspace's integrations, each with its health (its last sync and the result)",
    ...inWorkspace('view', { path: 'companyId' }),
    status: 200,
    response: IntegrationListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createIntegration: route({
    method: 'POST',
    path: integrationPaths.integrations,
    summary: 'Start an integration with a store (one per provider and workspace; a second is a 409)',
    ...inWorkspace('manageDeveloper', { body: 'companyId' }),
    request: CreateIntegrationRequest,
    status: 201,
    response: Integration,
    errors: [...workspaceErrors, 'CONFLICT'],
  }),
  deleteIntegration: route({
    method: 'DELETE',
    path: integrationPaths.integration,
    summary:
      'Remove an integration and its stored key; the payment links it imported stay, and no order is sent to the store any more',
    ...inWorkspace('manageDeveloper', { path: 'companyId' }, { path: 'id', owner: 'integration' }),
    status: 200,
    response: OkResponse,
    errors: workspaceErrors,
  }),
  createSquarespace: route({
    method: 'POST',
    path: integrationPaths.squarespaceIntegrations,
    summary: 'Start the Squarespace integration (a second is a 409)',
    ...inWorkspace('manageDeveloper', { body: 'companyId' }),
    request: CreateSquarespaceRequest,
    status: 201,
    response: Integration,
    errors: [...workspaceErrors, 'CONFLICT'],
  }),
  getSquarespace: route({
    method: 'GET',
    path: integrationPaths.squarespaceIntegration,
    summary: 'The Squarespace integration with its imported products (each with its buy URL) and its sync log',
    ...inWorkspace('view', { path: 'id', owner: 'integration' }),
    status: 200,
    response: SquarespaceDetail,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  updateSquarespace: route({
    method: 'PATCH',
    path: integrationPaths.squarespaceIntegration,
    summary: 'Choose the wallet and environment of the links the products are imported as',
    ...inWorkspace('manageDeveloper', { path: 'id', owner: 'integration' }),
    request: StoreSettingsRequest,
    status: 200,
    response: Integration,
    errors: workspaceErrors,
  }),
  verifySquarespace: route({
    method: 'POST',
    path: integrationPaths.verifySquarespace,
    summary:
      "Check a Squarespace Commerce API key with Squarespace (Products read, Orders read and write) and keep it encrypted; a refused key is a 422 naming what is missing ('key_refused', or 'missing_permission' on squarespaceApiKey.products or .orders) and changes nothing",
    ...inWorkspace('manageDeveloper', { path: 'id', owner: 'integration' }),
    request: VerifySquarespaceRequest,
    status: 200,
    response: Integration,
    errors: [...workspaceErrors, 'INTEGRATION_UNAVAILABLE'],
  }),
  syncSquarespace: route({
    method: 'POST',
    path: integrationPaths.syncSquarespace,
    summary:
      'Import the Squarespace products as payment links, one per product or variant, updating those imported before (needs a verified key and a payout wallet)',
    ...inWorkspace('manageDeveloper', { path: 'id', owner: 'integration' }),
    status: 200,
    response: SquarespaceSyncResponse,
    errors: [...workspaceErrors, 'PRECONDITION_FAILED', 'INTEGRATION_UNAVAILABLE', 'RATE_UNAVAILABLE'],
  }),
  issueWooCommerceCode: route({
    method: 'POST',
    path: integrationPaths.woocommerceIntegration,
    summary:
      'Issue the one-time connection code the WooCommerce plugin exchanges for its key and webhook secret (valid 15 minutes, answered once; a new one replaces it)',
    ...inWorkspace('manageDeveloper', { path: 'id', owner: 'integration' }),
    status: 200,
    response: WooCommerceCodeResponse,
    errors: workspaceErrors,
  }),
  updateWooCommerce: route({
    method: 'PATCH',
    path: integrationPaths.woocommerceIntegration,
    summary:
      "Choose the wallet the store's checkouts pay and the environment of the next pairing (changing the environment of a connected store is a 409: disconnect first)",
    ...inWorkspace('manageDeveloper', { path: 'id', owner: 'integration' }),
    request: StoreSettingsRequest,
    status: 200,
    response: WooCommerceStatus,
    errors: [...workspaceErrors, 'CONFLICT'],
  }),
  checkWooCommerce: route({
    method: 'GET',
    path: integrationPaths.woocommerceCheckVerify,
    summary:
      'Where the pairing stands: waiting for the plugin, connected (the store and the last event sent to it) or failed (why)',
    ...inWorkspace('view', { path: 'id', owner: 'integration' }),
    status: 200,
    response: WooCommerceStatus,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  publicWooCommercePair: route({
    method: 'POST',
    path: integrationPaths.publicWooCommercePair,
    summary:
      "Called by the WooCommerce plugin: exchange a connection code (once, before it expires) for an API key and the secret of a webhook endpoint at the store's URL, both answered this once",
    session: 'none',
    request: WooCommercePairRequest,
    status: 201,
    response: WooCommercePairResponse,
    errors: ['CODE_INVALID', 'CODE_EXPIRED', 'RATE_LIMITED'],
    limits: [API_KEY_LIMITS.woocommercePairIp],
  }),
} as const;
