import { apiRoutes, CompanyListResponse, UserInviteListResponse, type Role } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, invite, joinAs, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const accept = (agent: Agent, inviteId: string) =>
  agent.request('PATCH', apiRoutes.acceptInvite.path, { json: { inviteId } });
const setPrivilege = (agent: Agent, id: string, memberId: string, privilege: Role) =>
  agent.request('PATCH', path(apiRoutes.setPrivilege.path, { id }), { json: { memberId, privilege } });

async function myInvites(agent: Agent) {
  return create((await agent.get(apiRoutes.userInvites.path)).body, UserInviteListResponse).invites;
}

async function myWorkspaces(agent: Agent) {
  return create((await agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse).companies;
}

/** An owner, a member with `role` who invites a newcomer as `offered`, and the newcomer. */
async function invitedBy(role: Role, offered: Role) {
  const owner = await confirmedUser(api);
  const company = await createWorkspace(owner.agent);
  const inviter = await joinAs(api, owner.agent, company.id, role);
  const invitee = await confirmedUser(api);
  const sent = await invite(inviter.agent, company.id, invitee.body.email, offered);
  return { owner, company, inviter, invitee, sent };
}

describe('a member’s pending invitations follow the member', () => {
  it('takes back the invitations of a removed member: accepting answers the invitation is gone', async () => {
    const { owner, company, inviter, invitee, sent } = await invitedBy('admin', 'admin');
    const removed = await owner.agent.request(
      'DELETE',
      path(apiRoutes.removeMember.path, {
        id: company.id,
        memberId: inviter.memberId,
      }),
    );
    expect(removed.status).toBe(200);

    expect(await myInvites(invitee.agent)).toEqual([]);
    const answer = await accept(invitee.agent, sent.id);
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body).code).toBe('NOT_FOUND');
    expect(await myWorkspaces(invitee.agent)).toEqual([]);
  });

  it('takes back the invitations of a member who leaves', async () => {
    const { company, inviter, invitee, sent } = await invitedBy('admin', 'developer');
    const left = await inviter.agent.request(
      'DELETE',
      path(apiRoutes.removeMember.path, {
        id: company.id,
        memberId: inviter.memberId,
      }),
    );
    expect(left.status).toBe(200);
    expect((await accept(invitee.agent, sent.id)).status).toBe(404);
    expect(await myWorkspaces(invitee.agent)).toEqual([]);
  });

  it('takes back the invitations of an admin made developer, who may no longer invite', async () => {
    const { owner, company, inviter, invitee, sent } = await invitedBy('admin', 'admin');
    expect((await setPrivilege(owner.agent, company.id, inviter.memberId, 'developer')).status).toBe(200);

    expect(await myInvites(invitee.agent)).toEqual([]);
    const answer = await accept(invitee.agent, sent.id);
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body).code).toBe('NOT_FOUND');
    expect(await myWorkspaces(invitee.agent)).toEqual([]);
  });

  it('caps the invitations of an owner made admin to admin', async () => {
    const { owner, company, inviter, invitee, sent } = await invitedBy('owner', 'owner');
    expect((await setPrivilege(owner.agent, company.id, inviter.memberId, 'admin')).status).toBe(200);

    expect((await myInvites(invitee.agent)).map((entry) => [entry.id, entry.privilege])).toEqual([[sent.id, 'admin']]);
    const answer = await accept(invitee.agent, sent.id);
    expect(answer.status).toBe(200);
    expect((await myWorkspaces(invitee.agent)).map((entry) => [entry.id, entry.role])).toEqual([[company.id, 'admin']]);
  });

  it('leaves alone the invitations within the new role', async () => {
    const { owner, company, inviter, invitee, sent } = await invitedBy('owner', 'developer');
    expect((await setPrivilege(owner.agent, company.id, inviter.memberId, 'admin')).status).toBe(200);
    expect((await myInvites(invitee.agent)).map((entry) => [entry.id, entry.privilege])).toEqual([
      [sent.id, 'developer'],
    ]);
  });
});
