import { apiRoutes } from '@meridian/contract';
import { createApiKey, listApiKeys, revokeApiKey, updateApiKey } from '../api-keys/keys';
import { defineRoute } from './define';

/** A workspace's API keys (the secret is answered once, at creation or roll). */
export const apiKeyRoutes = [
  defineRoute(apiRoutes.listApiKeys, {
    handler: async ({ app, workspace }) => ({ apiKeys: await listApiKeys(app.database.db, workspace.companyId) }),
  }),
  defineRoute(apiRoutes.createApiKey, {
    account: true,
    handler: async ({ body, request, app, auth, workspace }) => {
      const created = await createApiKey(app, auth, workspace, body);
      request.log.info(
        { companyId: workspace.companyId, keyId: created.apiKey.id, mode: body.mode },
        'API key created',
      );
      return created;
    },
  }),
  defineRoute(apiRoutes.updateApiKey, {
    account: true,
    handler: async ({ body, params, request, app, auth, workspace }) => {
      const updated = await updateApiKey(app, auth, workspace, params.keyId, body);
      if (updated.rolled) {
        request.log.info(
          { companyId: workspace.companyId, keyId: params.keyId, newKeyId: updated.rolled.apiKey.id },
          'API key rolled',
        );
      }
      return updated;
    },
  }),
  defineRoute(apiRoutes.revokeApiKey, {
    account: true,
    handler: async ({ body, params, request, app, auth, workspace }) => {
      await revokeApiKey(app, auth, workspace, params.keyId, body.password);
      request.log.info({ companyId: workspace.companyId, keyId: params.keyId }, 'API key revoked');
      return { ok: true as const };
    },
  }),
];
