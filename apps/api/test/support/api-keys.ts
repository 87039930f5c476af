// API keys as a member makes them on the dashboard, for the tests of the public API (/v1).
import { apiRoutes, CreatedApiKey, type ApiKeyScope } from '@meridian/contract';
import { create } from 'superstruct';
import type { Agent } from './harness';
import { path } from './workspaces';

export const ALL_SCOPES: ApiKeyScope[] = ['checkouts:write', 'payments:read', 'events:read', 'payment_links:write'];

export const keysPath = (companyId: string) => path(apiRoutes.listApiKeys.path, { id: companyId });

/** A key of the workspace made by `agent` (a test key with every scope unless told otherwise). */
export async function createKey(
  agent: Agent,
  companyId: string,
  body: Record<string, unknown> = {},
): Promise<CreatedApiKey> {
  const response = await agent.post(keysPath(companyId), { label: 'Shop', mode: 'test', scopes: ALL_SCOPES, ...body });
  if (response.status !== 201) throw new Error(`key: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, CreatedApiKey);
}
