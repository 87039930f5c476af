/** The mutations of the API keys page, by the name their state is kept under. */
export type ApiKeyMutation = 'create' | 'update' | 'roll' | 'revoke';

/** SWR keys of a workspace's API keys. */
export const apiKeyKeys = {
  all: (companyId: string) => ['api-keys', companyId] as const,
  list: (companyId: string) => ['api-keys', companyId, 'list'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: ApiKeyMutation, companyId: string) => ['api-keys', companyId, 'mutation', name] as const,
};
