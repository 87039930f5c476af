/** The auth mutations, by the name their state is kept under. */
export type AuthMutation =
  'login' | 'signup' | 'confirm-code' | 'resend-code' | 'forgot-password' | 'change-password' | 'logout';

/** SWR keys of the auth resource: mutations only, which cache no data (the key names the state). */
export const authKeys = {
  all: () => ['auth'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: AuthMutation) => ['auth', 'mutation', name] as const,
};
