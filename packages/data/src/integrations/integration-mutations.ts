import {
  integrationRoutes,
  type Integration,
  type SquarespaceSyncResponse,
  type StoreSettingsRequest,
} from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation, type MutationContext } from '../swr/api-mutation';
import { cacheMadeIntegration } from './integration-made';
import { integrationKeys } from './keys';

/** After a change: the list and the integration's page read again. */
function refresh(companyId: string, { mutate }: MutationContext) {
  // Revalidation only: given data (even undefined), SWR would write it over the cached answers
  // and the pages would fall back to their loading state.
  return mutate(
    (key) => Array.isArray(key) && key[0] === 'integrations' && key[1] === companyId && key[2] !== 'mutation',
  );
}

/** POST /integration/squarespace: a pending integration (a second is `CONFLICT`). */
export function createSquarespace(client: ApiClient, companyId: string): Promise<Integration> {
  return client.call(integrationRoutes.createSquarespace, { body: { companyId } });
}

/** The page then verifies a key for it: the list knows it even if reading it again fails (`cacheMadeIntegration`). */
export function useCreateSquarespace(companyId: string) {
  return useApiMutation(integrationKeys.mutation('create-squarespace', companyId), {
    request: (client, _arg: void) => createSquarespace(client, companyId),
    onSuccess: async (integration, _arg, context) => {
      await cacheMadeIntegration(companyId, integration, context);
      await refresh(companyId, context);
    },
  });
}

export interface SquarespaceKey {
  integrationId: string;
  squarespaceApiKey: string;
}

/**
 * POST /integration/squarespace/{id}/verify. A key Squarespace refuses answers
 * `VALIDATION_FAILED` with `key_refused` on `squarespaceApiKey`, or `missing_permission` on
 * `squarespaceApiKey.products` / `.orders`; `INTEGRATION_UNAVAILABLE` when Squarespace cannot answer.
 */
export function verifySquarespace(client: ApiClient, { integrationId, squarespaceApiKey }: SquarespaceKey) {
  return client.call(integrationRoutes.verifySquarespace, {
    params: { id: integrationId },
    body: { squarespaceApiKey },
  });
}

export function useVerifySquarespace(companyId: string) {
  return useApiMutation(integrationKeys.mutation('verify', companyId), {
    request: (client, key: SquarespaceKey) => verifySquarespace(client, key),
    onSuccess: (_integration, _arg, context) => refresh(companyId, context),
  });
}

export interface SquarespaceSettings {
  integrationId: string;
  body: StoreSettingsRequest;
}

/** PATCH /integration/squarespace/{id}: the wallet and environment of imported links. */
export function updateSquarespace(client: ApiClient, { integrationId, body }: SquarespaceSettings) {
  return client.call(integrationRoutes.updateSquarespace, { params: { id: integrationId }, body });
}

export function useUpdateSquarespace(companyId: string) {
  return useApiMutation(integrationKeys.mutation('update', companyId), {
    request: (client, settings: SquarespaceSettings) => updateSquarespace(client, settings),
    onSuccess: (_integration, _arg, context) => refresh(companyId, context),
  });
}

/** POST /integration/squarespace/{id}/sync: imports (or updates) the products as payment links. */
export function syncSquarespace(client: ApiClient, integrationId: string): Promise<SquarespaceSyncResponse> {
  return client.call(integrationRoutes.syncSquarespace, { params: { id: integrationId } });
}

export function useSyncSquarespace(companyId: string) {
  return useApiMutation(integrationKeys.mutation('sync', companyId), {
    request: (client, integrationId: string) => syncSquarespace(client, integrationId),
    onSuccess: (_answer, _arg, context) => refresh(companyId, context),
  });
}

/** DELETE /integration/{companyId}/{id} */
export async function removeIntegration(client: ApiClient, companyId: string, id: string): Promise<void> {
  await client.call(integrationRoutes.deleteIntegration, { params: { companyId, id } });
}

export function useRemoveIntegration(companyId: string) {
  return useApiMutation(integrationKeys.mutation('remove', companyId), {
    request: (client, id: string) => removeIntegration(client, companyId, id),
    onSuccess: (_result, _arg, context) => refresh(companyId, context),
  });
}
