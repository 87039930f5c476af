import { apiRoutes } from '@meridian/contract';
import { acceptInvite, invitesFor, refuseInvite } from '../workspaces/invites';
import { defineRoute } from './define';

/** The invitations addressed to the caller: the list, accepting and refusing. */
export const userInviteRoutes = [
  defineRoute(apiRoutes.userInvites, {
    handler: async ({ app, auth }) => invitesFor(app.database, auth.user, app.config.clock.now()),
  }),

  defineRoute(apiRoutes.acceptInvite, {
    account: true,
    handler: async ({ body, request, reply, app, auth }) => {
      const joined = await acceptInvite(app.database.db, auth.user, body.inviteId, app.config.clock.now());
      await app.sessions.rewriteCookies(request, reply, auth, { select: joined.id });
      request.log.info({ companyId: joined.id, inviteId: body.inviteId }, 'invitation accepted');
      return joined;
    },
  }),

  defineRoute(apiRoutes.refuseInvite, {
    account: true,
    handler: async ({ body, request, reply, app, auth }) => {
      await refuseInvite(app.database.db, auth.user, body.inviteId, app.config.clock.now());
      await app.sessions.rewriteCookies(request, reply, auth);
      request.log.info({ inviteId: body.inviteId }, 'invitation refused');
      return { ok: true as const };
    },
  }),
];
