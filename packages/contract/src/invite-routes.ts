import { OkResponse } from './auth';
import { CompanySummary, InviteAnswerRequest, UserInviteListResponse } from './company';
import { activeSessionErrors, route } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const invitePaths = {
  userInvites: '/company/invites',
  acceptInvite: '/company/invites/accept',
  refuseInvite: '/company/invites/refuse',
} as const;

/** The invitations addressed to the signed-in user. */
export const inviteRoutes = {
  userInvites: route({
    method: 'GET',
    path: invitePaths.userInvites,
    summary: "The invitations addressed to the caller's e-mail address",
    session: 'active',
    status: 200,
    response: UserInviteListResponse,
    errors: activeSessionErrors,
  }),
  acceptInvite: route({
    method: 'PATCH',
    path: invitePaths.acceptInvite,
    summary: 'Accept an invitation: join the workspace with the role offered, and select it',
    session: 'active',
    request: InviteAnswerRequest,
    status: 200,
    response: CompanySummary,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  refuseInvite: route({
    method: 'PATCH',
    path: invitePaths.refuseInvite,
    summary: 'Refuse an invitation',
    session: 'active',
    request: InviteAnswerRequest,
    status: 200,
    response: OkResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
} as const;
