/** The mutations of the user's invitations, by the name their state is kept under. */
export type InviteMutation = 'accept' | 'refuse';

/** SWR keys of the invitations addressed to the signed-in user (GET /company/invites). */
export const inviteKeys = {
  all: () => ['invites'] as const,
  mine: () => ['invites', 'mine'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: InviteMutation) => ['invites', 'mutation', name] as const,
};
