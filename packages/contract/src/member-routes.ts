import { OkResponse } from './auth';
import {
  CompanyInvite,
  CompanyInviteListResponse,
  CreateInviteRequest,
  Member,
  MemberListResponse,
  RescindInviteRequest,
  SetPrivilegeRequest,
} from './company';
import { RATE_LIMITS } from './limits';
import { activeSessionErrors, inWorkspace, route, workspaceErrors } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const memberPaths = {
  members: '/company/:id/members',
  member: '/company/:id/members/:memberId',
  setPrivilege: '/company/:id/members/set-privilege',
  invites: '/company/:id/members/invites',
  rescindInvite: '/company/:id/members/invites/rescind',
} as const;

/** A workspace's members and the invitations it sent. */
export const memberRoutes = {
  listMembers: route({
    method: 'GET',
    path: memberPaths.members,
    summary: "A workspace's members and their roles",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: MemberListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  removeMember: route({
    method: 'DELETE',
    path: memberPaths.member,
    summary:
      'Remove a member (owners and admins, members up to their own role), or leave (any member); never the last owner',
    ...inWorkspace('manageMembers', { path: 'id' }, { path: 'memberId', owner: 'member', self: true }),
    status: 200,
    response: OkResponse,
    errors: [...workspaceErrors, 'LAST_OWNER'],
  }),
  setPrivilege: route({
    method: 'PATCH',
    path: memberPaths.setPrivilege,
    summary: "Change a member's role, up to the caller's own; making an owner asks for the password after 15 minutes",
    ...inWorkspace('manageMembers', { path: 'id' }),
    request: SetPrivilegeRequest,
    status: 200,
    response: Member,
    errors: [...workspaceErrors, 'LAST_OWNER', 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
  listInvites: route({
    method: 'GET',
    path: memberPaths.invites,
    summary: "A workspace's pending invitations",
    ...inWorkspace('view', { path: 'id' }),
    status: 200,
    response: CompanyInviteListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createInvite: route({
    method: 'POST',
    path: memberPaths.invites,
    summary: "Invite someone by e-mail with a role up to the caller's own; the invitation is mailed with a link",
    ...inWorkspace('manageMembers', { path: 'id' }),
    request: CreateInviteRequest,
    status: 201,
    response: CompanyInvite,
    errors: [...workspaceErrors, 'CONFLICT', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.inviteUser, RATE_LIMITS.inviteIp],
  }),
  rescindInvite: route({
    method: 'PATCH',
    path: memberPaths.rescindInvite,
    summary: 'Withdraw the pending invitation of an e-mail address',
    ...inWorkspace('manageMembers', { path: 'id' }),
    request: RescindInviteRequest,
    status: 200,
    response: OkResponse,
    errors: workspaceErrors,
  }),
} as const;
