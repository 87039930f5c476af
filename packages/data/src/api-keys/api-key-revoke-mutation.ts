import { apiKeyRoutes, type ApiKey } from '@meridian/contract';
import type { ApiClient } from '../client/api-client';
import { useApiMutation } from '../swr/api-mutation';
import { apiKeyKeys } from './keys';

export interface ApiKeyRevocation {
  keyId: string;
  /** Asked when the login is older than 15 minutes. */
  password?: string;
}

/** DELETE /company/{id}/api-keys/{keyId}: refused at once everywhere. `REAUTHENTICATION_REQUIRED` when the password is needed. */
export async function revokeApiKey(
  client: ApiClient,
  companyId: string,
  { keyId, password }: ApiKeyRevocation,
): Promise<void> {
  await client.call(apiKeyRoutes.revokeApiKey, {
    params: { id: companyId, keyId },
    body: password !== undefined ? { password } : {},
  });
}

/** Revokes a key; it leaves the cached list at once. */
export function useRevokeApiKey(companyId: string) {
  return useApiMutation(apiKeyKeys.mutation('revoke', companyId), {
    request: (client, revocation: ApiKeyRevocation) => revokeApiKey(client, companyId, revocation),
    onSuccess: (_result, { keyId }, { mutate }) =>
      mutate<ApiKey[]>(apiKeyKeys.list(companyId), (keys) => keys?.filter((key) => key.id !== keyId), {
        revalidate: true,
      }),
  });
}
