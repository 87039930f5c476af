// The event stream's and the notifications' paths, apart from their routes: the shell's bell
// reads the unread count on every page, and carries only this, not the routes' structs.

/** The paths of event-routes.ts's routes. */
export const eventPaths = {
  events: '/events',
  notifications: '/notification',
  notificationPreferences: '/user/notification-preferences',
} as const;
