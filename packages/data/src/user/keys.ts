/** The user's mutations, by the name their state is kept under. */
export type UserMutation =
  | 'info-settings'
  | 'upload-profile-image'
  | 'refresh-storage-links'
  | 'send-phone-code'
  | 'verify-phone'
  | 'start-email-change'
  | 'confirm-email-change';

/** SWR keys of the user resource. `info` is the signed-in user (GET /user/info). */
export const userKeys = {
  all: () => ['user'] as const,
  info: () => ['user', 'info'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: UserMutation) => ['user', 'mutation', name] as const,
};
