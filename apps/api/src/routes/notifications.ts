import { apiRoutes } from '@meridian/contract';
import { listNotifications, markNotificationsRead } from '../notifications/list';
import { notificationPreferencesOf, setNotificationPreference } from '../notifications/preferences';
import { defineRoute } from './define';

/** The caller's notifications, made from the event stream, and their e-mail choices. */
export const notificationRoutes = [
  defineRoute(apiRoutes.listNotifications, {
    handler: async ({ query, app, auth }) => listNotifications(app.database, auth.user.id, query),
  }),

  defineRoute(apiRoutes.markNotificationsRead, {
    handler: async ({ body, request, app, auth }) => {
      const answer = await markNotificationsRead(
        app.database.db,
        auth.user.id,
        body.notificationIds,
        app.config.clock.now(),
      );
      request.log.info({ marked: answer.data.updated, refused: answer.data.notFound.length }, 'notifications read');
      return answer;
    },
  }),

  defineRoute(apiRoutes.notificationPreferences, {
    handler: async ({ app, auth }) => ({ email: await notificationPreferencesOf(app.database.db, auth.user.id) }),
  }),

  defineRoute(apiRoutes.updateNotificationPreference, {
    handler: async ({ body, request, app, auth }) => {
      const email = await setNotificationPreference(app.database.db, auth.user.id, body, app.config.clock.now());
      request.log.info({ type: body.type, email: body.email }, 'notification e-mail preference set');
      return { email };
    },
  }),
];
