/** The workspace mutations, by the name their state is kept under. */
export type CompanyMutation = 'create' | 'update' | 'send-email-link' | 'verify-email' | 'verify-domain';

/**
 * SWR keys of the workspace (company) resource. `list` is the signed-in user's workspaces
 * (GET /user/companies); `detail` one workspace (GET /company/{id}).
 */
export const companyKeys = {
  all: () => ['company'] as const,
  list: () => ['company', 'list'] as const,
  detail: (companyId: string) => ['company', 'detail', companyId] as const,
  /** The state of a mutation (no cached data), per workspace where it has one. */
  mutation: (name: CompanyMutation, companyId = '') => ['company', 'mutation', name, companyId] as const,
};
