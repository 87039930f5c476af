import { apiKeyRoutes, type ApiKey, type ApiKeyRollExpiry, type UpdatedApiKey } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { apiKeyKeys } from './keys';

export interface ApiKeyLabelChange {
  keyId: string;
  label: string;
}

export interface ApiKeyRoll {
  keyId: string;
  /** How long the old key keeps working: `none` stops it at once. */
  expiresIn: ApiKeyRollExpiry;
  /** Asked when the login is older than 15 minutes. */
  password?: string;
}

/** PATCH /company/{id}/api-keys/{keyId} with a new label. */
export async function renameApiKey(
  client: ApiClient,
  companyId: string,
  { keyId, label }: ApiKeyLabelChange,
): Promise<UpdatedApiKey> {
  return client.call(apiKeyRoutes.updateApiKey, { params: { id: companyId, keyId }, body: { label } });
}

/**
 * PATCH /company/{id}/api-keys/{keyId} with a roll: the new key and its secret (`rolled`),
 * answered once. `REAUTHENTICATION_REQUIRED` when the password is needed.
 */
export async function rollApiKey(
  client: ApiClient,
  companyId: string,
  { keyId, expiresIn, password }: ApiKeyRoll,
): Promise<UpdatedApiKey> {
  return client.call(apiKeyRoutes.updateApiKey, {
    params: { id: companyId, keyId },
    body: { roll: { expiresIn }, ...(password !== undefined ? { password } : {}) },
  });
}

function replaced(keys: ApiKey[] | undefined, updated: UpdatedApiKey): ApiKey[] {
  const list = (keys ?? []).map((key) => (key.id === updated.apiKey.id ? updated.apiKey : key));
  return updated.rolled ? [updated.rolled.apiKey, ...list] : list;
}

/** Renames a key; the cached list shows the new label at once. */
export function useRenameApiKey(companyId: string) {
  return useApiMutation(apiKeyKeys.mutation('update', companyId), {
    request: (client, change: ApiKeyLabelChange) => renameApiKey(client, companyId, change),
    onSuccess: (updated, _change, { mutate }) =>
      mutate<ApiKey[]>(apiKeyKeys.list(companyId), (keys) => replaced(keys, updated), { revalidate: true }),
  });
}

/** Rolls a key; the new key heads the cached list and the old one shows its expiry. */
export function useRollApiKey(companyId: string) {
  return useApiMutation(apiKeyKeys.mutation('roll', companyId), {
    request: (client, roll: ApiKeyRoll) => rollApiKey(client, companyId, roll),
    onSuccess: (updated, _roll, { mutate }) =>
      mutate<ApiKey[]>(apiKeyKeys.list(companyId), (keys) => replaced(keys, updated), { revalidate: true }),
  });
}
