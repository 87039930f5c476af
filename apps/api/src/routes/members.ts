import { apiRoutes } from '@meridian/contract';
import { listMembers, removeMember, setMemberRole } from '../workspaces/members';
import { defineRoute } from './define';

/** A workspace's members: the list, removal, and role changes. */
export const memberRoutes = [
  defineRoute(apiRoutes.listMembers, {
    handler: async ({ app, workspace }) => listMembers(app.database, workspace.companyId),
  }),

  defineRoute(apiRoutes.removeMember, {
    account: true,
    handler: async ({ params, request, reply, app, auth, workspace }) => {
      const removedUserId = await removeMember(app.database.db, workspace, params.memberId, app.config.clock.now());
      request.log.info({ companyId: workspace.companyId, memberId: params.memberId, removedUserId }, 'member removed');
      // Someone leaving by removing themselves gets their workspace cookies at once.
      if (removedUserId === auth.user.id) await app.sessions.rewriteCookies(request, reply, auth);
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.setPrivilege, {
    account: true,
    handler: async ({ body, request, app, auth, workspace }) => {
      const member = await setMemberRole(app, auth, workspace, body);
      request.log.info(
        { companyId: workspace.companyId, memberId: body.memberId.toLowerCase(), privilege: body.privilege },
        'privilege changed',
      );
      return member;
    },
  }),
];
