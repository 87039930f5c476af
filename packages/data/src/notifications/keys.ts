/** The mutations of notifications, by the name their state is kept under. */
export type NotificationMutation = 'update-preference';

/**
 * SWR keys of the caller's notifications. The list itself is kept by `useNotificationList`
 * (pages appended in order), not in the cache; the unread count and the e-mail choices are.
 */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  /** How many of the caller's notifications are unread (the bell). */
  unreadCount: () => ['notifications', 'unread-count'] as const,
  /** Which types the caller also gets by e-mail. */
  preferences: () => ['notifications', 'preferences'] as const,
  /** The state of a mutation (no cached data). */
  mutation: (name: NotificationMutation) => ['notifications', 'mutation', name] as const,
};
