import { apiRoutes, CompanyListResponse, UserInviteListResponse, type Role } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, invite, joinAs, path, removeMember } from './support/workspaces';

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

/** The invitation is taken back: the newcomer no longer sees it, accepting it answers it is gone, nothing joined. */
async function expectTakenBack(invitee: Agent, inviteId: string) {
  expect(await myInvites(invitee)).toEqual([]);
  const answer = await accept(invitee, inviteId);
  expect(answer.status).toBe(404);
  expect(errorOf(answer.body).code).toBe('NOT_FOUND');
  expect(await myWorkspaces(invitee)).toEqual([]);
}

describe('a member’s pending invitations follow the member', () => {
  it('takes back the invitations of a removed member: accepting answers the invitation is gone', async () => {
    const { owner, company, inviter, invitee, sent } = await invitedBy('admin', 'admin');
    expect((await removeMember(owner.agent, company.id, inviter.memberId)).status).toBe(200);
    await expectTakenBack(invitee.agent, sent.id);
  });

  it('takes back the invitations of a member who leaves', async () => {
    const { company, inviter, invitee, sent } = await invitedBy('admin', 'developer');
    expect((await removeMember(inviter.agent, company.id, inviter.memberId)).status).toBe(200);
    await expectTakenBack(invitee.agent, sent.id);
  });

  it('takes back the invitations of an admin made developer, who may no longer invite', async () => {
    const { owner, company, inviter, invitee, sent } = await invitedBy('admin', 'admin');
    expect((await setPrivilege(owner.agent, company.id, inviter.memberId, 'developer')).status).toBe(200);
    await expectTakenBack(invitee.agent, sent.id);
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
