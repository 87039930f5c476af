import { apiKeyRoutes, type ApiKey, type CreateApiKeyRequest, type CreatedApiKey } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { apiKeyKeys } from './keys';

/**
 * POST /company/{id}/api-keys: the new key and its secret, answered this once.
 * `REAUTHENTICATION_REQUIRED` when the password is needed (send it in `password`).
 */
export async function createApiKey(
  client: ApiClient,
  companyId: string,
  body: CreateApiKeyRequest,
): Promise<CreatedApiKey> {
  return client.call(apiKeyRoutes.createApiKey, { params: { id: companyId }, body });
}

/** Creates a key; it heads the cached list at once (its secret stays with the caller only). */
export function useCreateApiKey(companyId: string) {
  return useApiMutation(apiKeyKeys.mutation('create', companyId), {
    request: (client, body: CreateApiKeyRequest) => createApiKey(client, companyId, body),
    onSuccess: (created, _body, { mutate }) =>
      mutate<ApiKey[]>(apiKeyKeys.list(companyId), (keys) => [created.apiKey, ...(keys ?? [])], { revalidate: true }),
  });
}
