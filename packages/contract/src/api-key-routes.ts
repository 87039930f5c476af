import { OkResponse } from './auth';
import {
  ApiKeyListResponse,
  CreateApiKeyRequest,
  CreatedApiKey,
  RevokeApiKeyRequest,
  UpdateApiKeyRequest,
  UpdatedApiKey,
} from './api-keys';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const apiKeyPaths = {
  apiKeys: '/company/:id/api-keys',
  apiKey: '/company/:id/api-keys/:keyId',
} as const;

/** A workspace's API keys: owners, admins and developers manage them; viewers see the list. */
export const apiKeyRoutes = {
  listApiKeys: route({
    method: 'GET',
    path: apiKeyPaths.apiKeys,
    summary: "A workspace's API keys (label, prefix, last four characters, scopes; never the secret)",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: ApiKeyListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createApiKey: route({
    method: 'POST',
    path: apiKeyPaths.apiKeys,
    summary: 'Create an API key; its secret is answered this once (the password after 15 minutes)',
    ...inWorkspace('manageDeveloper', { path: 'id' }),
    request: CreateApiKeyRequest,
    status: 201,
    response: CreatedApiKey,
    errors: [...workspaceErrors, 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
  updateApiKey: route({
    method: 'PATCH',
    path: apiKeyPaths.apiKey,
    summary:
      'Rename an API key, or roll it: a new secret, answered once, while the old one works until the expiry chosen (the password after 15 minutes)',
    ...inWorkspace('manageDeveloper', { path: 'id' }, { path: 'keyId', owner: 'apiKey' }),
    request: UpdateApiKeyRequest,
    status: 200,
    response: UpdatedApiKey,
    errors: [...workspaceErrors, 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
  revokeApiKey: route({
    method: 'DELETE',
    path: apiKeyPaths.apiKey,
    summary: 'Revoke an API key: it is refused at once, everywhere (the password after 15 minutes)',
    ...inWorkspace('manageDeveloper', { path: 'id' }, { path: 'keyId', owner: 'apiKey' }),
    request: RevokeApiKeyRequest,
    status: 200,
    response: OkResponse,
    errors: [...workspaceErrors, 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
};
