import { apiRoutes } from '@meridian/contract';
import { listEvents } from '../events/list';
import { defineRoute } from './define';

/** A workspace's event stream. */
export const eventRoutes = [
  defineRoute(apiRoutes.listEvents, {
    handler: async ({ query, app, workspace }) => listEvents(app.database, workspace.companyId, query),
  }),
];
