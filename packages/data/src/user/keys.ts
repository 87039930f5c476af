/** SWR keys of the user resource. */
export const userKeys = {
  all: () => ['user'] as const,
  info: () => ['user', 'info'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: string) => ['user', 'mutation', name] as const,
};
