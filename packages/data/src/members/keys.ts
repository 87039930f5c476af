/** The mutations of the members page, by the name their state is kept under. */
export type MemberMutation = 'set-privilege' | 'remove' | 'invite' | 'rescind';

/** SWR keys of a workspace's members and of its pending invitations (the members page). */
export const memberKeys = {
  all: (companyId: string) => ['members', companyId] as const,
  list: (companyId: string) => ['members', companyId, 'list'] as const,
  invites: (companyId: string) => ['members', companyId, 'invites'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: MemberMutation, companyId: string) => ['members', companyId, 'mutation', name] as const,
};
