import {
  EventListQuery,
  EventListResponse,
  MarkNotificationsRequest,
  MarkNotificationsResponse,
  NotificationListQuery,
  NotificationListResponse,
  NotificationPreferencesResponse,
  UpdateNotificationPreferenceRequest,
} from './events';
import { activeSessionErrors, inWorkspace, route } from './route-definition';
import { eventPaths } from './event-paths';

/** A workspace's event stream (every member reads it) and the caller's own notifications. */
export const eventRoutes = {
  listEvents: route({
    method: 'GET',
    path: eventPaths.events,
    summary:
      "A workspace's events, newest first, a page at a time (limit, cursor: the answer's nextCursor), optionally of one type",
    ...inWorkspace('view', { query: 'companyId' }),
    query: EventListQuery,
    status: 200,
    response: EventListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  listNotifications: route({
    method: 'GET',
    path: eventPaths.notifications,
    summary: "The caller's notifications, newest first (skip, limit; onlyUnread=true for the unread ones)",
    session: 'active',
    query: NotificationListQuery,
    status: 200,
    response: NotificationListResponse,
    errors: activeSessionErrors,
  }),
  markNotificationsRead: route({
    method: 'PATCH',
    path: eventPaths.notifications,
    summary:
      "Marks the caller's own notifications read; ids that are not the caller's change nothing and come back in notFound",
    session: 'active',
    request: MarkNotificationsRequest,
    status: 200,
    response: MarkNotificationsResponse,
    errors: activeSessionErrors,
  }),
  notificationPreferences: route({
    method: 'GET',
    path: eventPaths.notificationPreferences,
    summary:
      'Which notification types the caller also gets by e-mail (payment_received off, the others on, until chosen)',
    session: 'active',
    status: 200,
    response: NotificationPreferencesResponse,
    errors: activeSessionErrors,
  }),
  updateNotificationPreference: route({
    method: 'PATCH',
    path: eventPaths.notificationPreferences,
    summary: "Turns the e-mail of one notification type on or off for the caller; answers all of the caller's choices",
    session: 'active',
    request: UpdateNotificationPreferenceRequest,
    status: 200,
    response: NotificationPreferencesResponse,
    errors: activeSessionErrors,
  }),
};
