/** SWR keys of the invitations addressed to the signed-in user. */
export const inviteKeys = {
  mine: () => ['invites', 'mine'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: string) => ['invites', 'mutation', name] as const,
};
