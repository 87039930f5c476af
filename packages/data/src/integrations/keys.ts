/** The mutations of the integration pages, by the name their state is kept under. */
export type IntegrationMutation =
  'create-squarespace' | 'verify' | 'update' | 'sync' | 'remove' | 'woocommerce-code' | 'woocommerce-update';

/** SWR keys of a workspace's integrations. */
export const integrationKeys = {
  all: (companyId: string) => ['integrations', companyId] as const,
  list: (companyId: string) => ['integrations', companyId, 'list'] as const,
  squarespace: (companyId: string, id: string) => ['integrations', companyId, 'squarespace', id] as const,
  woocommerce: (companyId: string, id: string) => ['integrations', companyId, 'woocommerce', id] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: IntegrationMutation, companyId: string) => ['integrations', companyId, 'mutation', name] as const,
};
