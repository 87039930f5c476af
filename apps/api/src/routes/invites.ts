import { apiRoutes } from '@meridian/contract';
import { createInvite, listInvites, rescindInvite } from '../workspaces/invites';
import { defineRoute } from './define';

/** A workspace's invitations, as its members see them: the pending list, inviting, rescinding. */
export const inviteRoutes = [
  defineRoute(apiRoutes.listInvites, {
    handler: async ({ app, workspace }) => listInvites(app.database, workspace.companyId, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.createInvite, {
    account: true,
    handler: async ({ body, request, app, auth, workspace }) => {
      const invite = await createInvite(app, auth.user, workspace, body);
      request.log.info({ companyId: workspace.companyId, inviteId: invite.id }, 'invitation sent');
      return invite;
    },
  }),

  defineRoute(apiRoutes.rescindInvite, {
    handler: async ({ body, request, app, workspace }) => {
      const inviteId = await rescindInvite(app.database.db, workspace.companyId, body.email, app.config.clock.now());
      request.log.info({ companyId: workspace.companyId, inviteId }, 'invitation rescinded');
      return { ok: true as const };
    },
  }),
];
