import { apiRoutes, CookieName, Member, MemberListResponse, type Role } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { confirmedUser, minutes, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, joinAs, path, removeMember } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const setPrivilege = (agent: Agent, id: string, json: unknown) =>
  agent.request('PATCH', path(apiRoutes.setPrivilege.path, { id }), { json });

async function members(agent: Agent, id: string) {
  return create((await agent.get(path(apiRoutes.listMembers.path, { id }))).body, MemberListResponse).members;
}

async function roles(agent: Agent, id: string): Promise<Record<string, Role>> {
  return Object.fromEntries((await members(agent, id)).map((member) => [member.email, member.privilege]));
}

/** A workspace with an owner and one member of each other role. */
async function team() {
  const owner = await confirmedUser(api);
  // Names are set on the account page; straight into the database here.
  await api.app.meridian.database.db
    .update(users)
    .set({ name: 'Olivia Owner' })
    .where(eq(users.username, owner.body.username.toLowerCase()));
  const company = await createWorkspace(owner.agent);
  const admin = await joinAs(api, owner.agent, company.id, 'admin');
  const developer = await joinAs(api, owner.agent, company.id, 'developer');
  const viewer = await joinAs(api, owner.agent, company.id, 'viewer');
  const [ownerMember] = await members(owner.agent, company.id);
  if (!ownerMember) throw new Error('owner not listed');
  return { owner: { ...owner, memberId: ownerMember.memberId }, company, admin, developer, viewer };
}

describe('GET /company/:id/members', () => {
  it('lists members with their roles, earliest first', async () => {
    const { owner, company, admin, viewer } = await team();
    const list = await members(viewer.agent, company.id);
    expect(list.map((member) => [member.email, member.privilege])).toEqual([
      [owner.body.email, 'owner'],
      [admin.body.email, 'admin'],
      [expect.any(String), 'developer'],
      [viewer.body.email, 'viewer'],
    ]);
    expect(list[0]).toMatchObject({ name: 'Olivia Owner', username: owner.body.username });
  });
});

describe('PATCH /company/:id/members/set-privilege', () => {
  it('changes a role up to the caller’s own, never above', async () => {
    const { company, admin, developer, viewer } = await team();
    const promoted = await setPrivilege(admin.agent, company.id, { memberId: viewer.memberId, privilege: 'admin' });
    expect(promoted.status).toBe(200);
    expect(create(promoted.body, Member)).toMatchObject({ memberId: viewer.memberId, privilege: 'admin' });

    const before = await api.counts();
    const aboveOwn = await setPrivilege(admin.agent, company.id, { memberId: developer.memberId, privilege: 'owner' });
    expect([aboveOwn.status, errorOf(aboveOwn.body).code]).toEqual([403, 'FORBIDDEN']);
    expect((await roles(admin.agent, company.id))[developer.body.email]).toBe('developer');
    expect(await api.counts()).toEqual(before);
  });

  it('lets nobody act on a member ranked above them', async () => {
    const { owner, company, admin } = await team();
    const demoteOwner = await setPrivilege(admin.agent, company.id, { memberId: owner.memberId, privilege: 'viewer' });
    expect([demoteOwner.status, errorOf(demoteOwner.body).code]).toEqual([403, 'FORBIDDEN']);
    const removeOwner = await removeMember(admin.agent, company.id, owner.memberId);
    expect([removeOwner.status, errorOf(removeOwner.body).code]).toEqual([403, 'FORBIDDEN']);
    expect((await roles(owner.agent, company.id))[owner.body.email]).toBe('owner');
  });

  it('never demotes the last owner', async () => {
    const { owner, company } = await team();
    const response = await setPrivilege(owner.agent, company.id, { memberId: owner.memberId, privilege: 'admin' });
    expect([response.status, errorOf(response.body).code]).toEqual([409, 'LAST_OWNER']);
    expect((await roles(owner.agent, company.id))[owner.body.email]).toBe('owner');
  });

  it('lets an owner step down once another owner exists', async () => {
    const { owner, company, admin } = await team();
    expect((await setPrivilege(owner.agent, company.id, { memberId: admin.memberId, privilege: 'owner' })).status).toBe(
      200,
    );
    const stepDown = await setPrivilege(owner.agent, company.id, { memberId: owner.memberId, privilege: 'admin' });
    expect(stepDown.status).toBe(200);
    const now = await roles(admin.agent, company.id);
    expect([now[owner.body.email], now[admin.body.email]]).toEqual(['admin', 'owner']);
  });

  it('refuses a bad body field by field, and an unknown member with 404', async () => {
    const { owner, company, viewer } = await team();
    const before = await api.counts();
    const bad = await setPrivilege(owner.agent, company.id, { memberId: 42, privilege: 'king', note: 'x' });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['memberId', 'type'],
      ['privilege', 'invalid'],
      ['note', 'unknown_field'],
    ]);
    const missing = await setPrivilege(owner.agent, company.id, {});
    expect(errorOf(missing.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['memberId', 'required'],
      ['privilege', 'required'],
    ]);
    const partial = await setPrivilege(owner.agent, company.id, {
      memberId: viewer.memberId,
      privilege: 'admin',
      password: 7,
    });
    expect(errorOf(partial.body).details?.map((detail) => [detail.field, detail.code])).toEqual([['password', 'type']]);
    for (const memberId of ['nobody', '3b8f5f7e-9d4c-4f0a-8a55-0c8c1d2e3f40']) {
      const unknown = await setPrivilege(owner.agent, company.id, { memberId, privilege: 'viewer' });
      expect([unknown.status, errorOf(unknown.body).code]).toEqual([404, 'NOT_FOUND']);
    }
    expect(await api.counts()).toEqual(before);
    expect((await roles(owner.agent, company.id))[viewer.body.email]).toBe('viewer');
  });
});

describe('making someone an owner after 15 minutes asks for the password', () => {
  it('refuses without it and with a wrong one, accepts the right one', async () => {
    const { owner, company, admin } = await team();
    api.clock.advance(minutes(16));
    await owner.agent.post(apiRoutes.refreshSession.path);
    await admin.agent.post(apiRoutes.refreshSession.path);

    const without = await setPrivilege(owner.agent, company.id, { memberId: admin.memberId, privilege: 'owner' });
    expect([without.status, errorOf(without.body).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    const wrong = await setPrivilege(owner.agent, company.id, {
      memberId: admin.memberId,
      privilege: 'owner',
      password: 'not the password',
    });
    expect([wrong.status, errorOf(wrong.body).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    expect((await roles(owner.agent, company.id))[admin.body.email]).toBe('admin');

    // Other role changes do not ask for it.
    const other = await joinAs(api, owner.agent, company.id, 'viewer');
    expect((await setPrivilege(owner.agent, company.id, { memberId: other.memberId, privilege: 'admin' })).status).toBe(
      200,
    );

    const right = await setPrivilege(owner.agent, company.id, {
      memberId: admin.memberId,
      privilege: 'owner',
      password: owner.body.password,
    });
    expect(right.status).toBe(200);
    expect(create(right.body, Member).privilege).toBe('owner');
  });

  it('does not ask within 15 minutes of the login', async () => {
    const { owner, company, admin } = await team();
    api.clock.advance(minutes(14));
    const response = await setPrivilege(owner.agent, company.id, { memberId: admin.memberId, privilege: 'owner' });
    expect(response.status).toBe(200);
  });
});

describe('DELETE /company/:id/members/:memberId', () => {
  it('removes a member, who loses access at once', async () => {
    const { company, admin, developer } = await team();
    const response = await removeMember(admin.agent, company.id, developer.memberId);
    expect(response.status).toBe(200);
    expect(Object.keys(await roles(admin.agent, company.id))).not.toContain(developer.body.email);
    const after = await developer.agent.get(path(apiRoutes.getCompany.path, { id: company.id }));
    expect([after.status, errorOf(after.body).code]).toEqual([404, 'NOT_FOUND']);
    // Their next refresh drops the workspace from the cookies.
    await developer.agent.post(apiRoutes.refreshSession.path);
    expect(developer.agent.cookie(CookieName.userWorkspaces)).toBe('[]');
    expect(developer.agent.cookie(CookieName.selectedWorkspaceId)).toBe('');
    const again = await removeMember(admin.agent, company.id, developer.memberId);
    expect([again.status, errorOf(again.body).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('never removes the last owner', async () => {
    const { owner, company } = await team();
    const before = await api.counts();
    const response = await removeMember(owner.agent, company.id, owner.memberId);
    expect([response.status, errorOf(response.body).code]).toEqual([409, 'LAST_OWNER']);
    expect(await api.counts()).toEqual(before);
  });

  it('lets a member leave by removing themselves, and rewrites their cookies', async () => {
    const { owner, company, admin } = await team();
    expect(admin.agent.cookie(CookieName.selectedWorkspaceId)).toBe(company.id);
    const response = await removeMember(admin.agent, company.id, admin.memberId);
    expect(response.status).toBe(200);
    expect(admin.agent.cookie(CookieName.userWorkspaces)).toBe('[]');
    expect(admin.agent.cookie(CookieName.selectedWorkspaceId)).toBe('');
    expect(Object.keys(await roles(owner.agent, company.id))).not.toContain(admin.body.email);
  });

  it('lets a developer and a viewer leave too, but not remove anyone else', async () => {
    const { owner, company, admin, developer, viewer } = await team();
    for (const member of [developer, viewer]) {
      const before = await api.counts();
      const other = await removeMember(member.agent, company.id, admin.memberId);
      expect([other.status, errorOf(other.body).code]).toEqual([403, 'FORBIDDEN']);
      expect(await api.counts()).toEqual(before);
    }
    for (const member of [developer, viewer]) {
      const response = await removeMember(member.agent, company.id, member.memberId);
      expect(response.status).toBe(200);
      expect(member.agent.cookie(CookieName.userWorkspaces)).toBe('[]');
      expect(Object.keys(await roles(owner.agent, company.id))).not.toContain(member.body.email);
    }
  });

  it('answers 404 for an id that is not a member of this workspace', async () => {
    const { owner, company } = await team();
    for (const memberId of ['42', '3b8f5f7e-9d4c-4f0a-8a55-0c8c1d2e3f40']) {
      const response = await removeMember(owner.agent, company.id, memberId);
      expect([response.status, errorOf(response.body).code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
