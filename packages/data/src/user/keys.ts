/** SWR keys of the user resource. */
export const userKeys = {
  all: () => ['user'] as const,
  info: () => ['user', 'info'] as const,
};
