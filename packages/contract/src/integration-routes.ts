import { OkResponse } from './auth';
import {
  CreateIntegrationRequest,
  CreateSquarespaceRequest,
  Integration,
  IntegrationListResponse,
  SquarespaceDetail,
  SquarespaceSyncResponse,
  UpdateSquarespaceRequest,
  VerifySquarespaceRequest,
} from './integrations';
import { activeSessionErrors, ApiPath, route, workspaceErrors } from './route-definition';

/**
 * A workspace's store integrations: every member reads them; owners, admins and developers
 * connect, change, sync and remove them.
 */
export const integrationRoutes = {
  listIntegrations: route({
    method: 'GET',
    path: ApiPath.integrationList,
    summary: "A workspace's integrations, each with its health (its last sync and the result)",
    session: 'active',
    permission: 'view',
    workspace: [{ path: 'companyId' }],
    status: 200,
    response: IntegrationListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createIntegration: route({
    method: 'POST',
    path: ApiPath.integrations,
    summary: 'Start an integration with a store (one per provider and workspace; a second is a 409)',
    session: 'active',
    permission: 'manageDeveloper',
    workspace: [{ body: 'companyId' }],
    request: CreateIntegrationRequest,
    status: 201,
    response: Integration,
    errors: [...workspaceErrors, 'CONFLICT'],
  }),
  deleteIntegration: route({
    method: 'DELETE',
    path: ApiPath.integration,
    summary:
      'Remove an integration and its stored key; the payment links it imported stay, and no order is sent to the store any more',
    session: 'active',
    permission: 'manageDeveloper',
    workspace: [{ path: 'companyId' }, { path: 'id', owner: 'integration' }],
    status: 200,
    response: OkResponse,
    errors: workspaceErrors,
  }),
  createSquarespace: route({
    method: 'POST',
    path: ApiPath.squarespaceIntegrations,
    summary: 'Start the Squarespace integration (a second is a 409)',
    session: 'active',
    permission: 'manageDeveloper',
    workspace: [{ body: 'companyId' }],
    request: CreateSquarespaceRequest,
    status: 201,
    response: Integration,
    errors: [...workspaceErrors, 'CONFLICT'],
  }),
  getSquarespace: route({
    method: 'GET',
    path: ApiPath.squarespaceIntegration,
    summary: 'The Squarespace integration with its imported products (each with its buy URL) and its sync log',
    session: 'active',
    permission: 'view',
    workspace: [{ path: 'id', owner: 'integration' }],
    status: 200,
    response: SquarespaceDetail,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  updateSquarespace: route({
    method: 'PATCH',
    path: ApiPath.squarespaceIntegration,
    summary: 'Choose the wallet and environment of the links the products are imported as',
    session: 'active',
    permission: 'manageDeveloper',
    workspace: [{ path: 'id', owner: 'integration' }],
    request: UpdateSquarespaceRequest,
    status: 200,
    response: Integration,
    errors: workspaceErrors,
  }),
  verifySquarespace: route({
    method: 'POST',
    path: ApiPath.verifySquarespace,
    summary:
      "Check a Squarespace Commerce API key with Squarespace (Products read, Orders read and write) and keep it encrypted; a refused key is a 422 naming what is missing ('key_refused', or 'missing_permission' on squarespaceApiKey.products or .orders) and changes nothing",
    session: 'active',
    permission: 'manageDeveloper',
    workspace: [{ path: 'id', owner: 'integration' }],
    request: VerifySquarespaceRequest,
    status: 200,
    response: Integration,
    errors: [...workspaceErrors, 'INTEGRATION_UNAVAILABLE'],
  }),
  syncSquarespace: route({
    method: 'POST',
    path: ApiPath.syncSquarespace,
    summary:
      'Import the Squarespace products as payment links, one per product or variant, updating those imported before (needs a verified key and a payout wallet)',
    session: 'active',
    permission: 'manageDeveloper',
    workspace: [{ path: 'id', owner: 'integration' }],
    status: 200,
    response: SquarespaceSyncResponse,
    errors: [...workspaceErrors, 'PRECONDITION_FAILED', 'INTEGRATION_UNAVAILABLE'],
  }),
} as const;
