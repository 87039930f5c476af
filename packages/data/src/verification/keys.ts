/**
 * SWR keys of tier verification. The workspace's state is a `company` key naming the workspace
 * (`['company', 'verification', companyId]`), so that the live channel's `workspace` topic (a
 * verification's decision, a tier changed) reloads it with the workspace itself.
 */
export const verificationKeys = {
  overview: (companyId: string) => ['company', 'verification', companyId] as const,
  eligible: (list: 'kyb' | 'enhanced') => ['verification', 'eligible', list] as const,
  mutation: (name: 'start' | 'handoff', companyId: string) => ['verification', 'mutation', name, companyId] as const,
};
