import {
  apiRoutes,
  CompanyInvite,
  CompanyInviteListResponse,
  CompanyListResponse,
  CompanySummary,
  CookieName,
  INVITE_LIFETIME_MS,
  UserInviteListResponse,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, confirmedUser, signupBody, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, invite, joinAs, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const patch = (agent: Agent, url: string, json: unknown) => agent.request('PATCH', url, { json });
const accept = (agent: Agent, inviteId: unknown) => patch(agent, apiRoutes.acceptInvite.path, { inviteId });
const refuse = (agent: Agent, inviteId: unknown) => patch(agent, apiRoutes.refuseInvite.path, { inviteId });

async function companyInvites(agent: Agent, id: string) {
  return create((await agent.get(path(apiRoutes.listInvites.path, { id }))).body, CompanyInviteListResponse).invites;
}

async function myInvites(agent: Agent) {
  return create((await agent.get(apiRoutes.userInvites.path)).body, UserInviteListResponse).invites;
}

async function owned(overrides: Parameters<typeof confirmedUser>[1] = {}, name = 'Lumen Coffee') {
  const owner = await confirmedUser(api, overrides);
  const company = await createWorkspace(owner.agent, { name });
  return { owner, company };
}

describe('POST /company/:id/members/invites', () => {
  it('records the invitation and mails it in the inviter’s language when the invitee has no account', async () => {
    const { owner, company } = await owned({ language: 'fr' }, 'Torréfaction Lumen');
    const email = `New.Person.${Date.now()}@Example.com`;
    const response = await owner.agent.post(path(apiRoutes.createInvite.path, { id: company.id }), {
      email,
      privilege: 'developer',
    });
    expect(response.status).toBe(201);
    const sent = create(response.body, CompanyInvite);
    expect(sent).toMatchObject({ email: email.toLowerCase(), privilege: 'developer', invitedBy: owner.body.username });
    expect(await companyInvites(owner.agent, company.id)).toEqual([sent]);

    const mail = await api.lastMail(email.toLowerCase(), 'company-invite');
    expect(mail?.language).toBe('fr');
    expect(mail?.subject).toBe(`${owner.body.username} vous invite à rejoindre Torréfaction Lumen sur Meridian`);
    expect(mail?.text).toContain('«\u00a0Torréfaction Lumen\u00a0»');
    expect(mail?.text).toContain('en tant que Développeur');
    expect(mail?.text).toContain(`${api.config.publicUrl}/pending-invites`);
  });

  it('writes in the invitee’s language when they have an account', async () => {
    const { owner, company } = await owned({ language: 'en' });
    const invitee = await confirmedUser(api, { language: 'es' });
    await invite(owner.agent, company.id, invitee.body.email, 'admin');
    const mail = await api.lastMail(invitee.body.email, 'company-invite');
    expect(mail?.language).toBe('es');
    expect(mail?.subject).toBe(`${owner.body.username} te ha invitado a unirte a Lumen Coffee en Meridian`);
    expect(mail?.text).toContain('con el rol de Administrador');
    expect(mail?.text).toContain(`${api.config.publicUrl}/pending-invites`);
  });

  it('refuses a second pending invitation and members, with the field and its code', async () => {
    const { owner, company } = await owned();
    const member = await joinAs(api, owner.agent, company.id, 'viewer');
    const email = signupBody().email;
    await invite(owner.agent, company.id, email, 'viewer');
    const before = await api.counts();
    const url = path(apiRoutes.createInvite.path, { id: company.id });

    const twice = await owner.agent.post(url, { email: email.toUpperCase(), privilege: 'admin' });
    expect(twice.status).toBe(409);
    expect(errorOf(twice.body)).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'email', code: 'already_invited' }],
    });
    const alreadyIn = await owner.agent.post(url, { email: member.body.email, privilege: 'admin' });
    expect(alreadyIn.status).toBe(409);
    expect(errorOf(alreadyIn.body)).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'email', code: 'already_member' }],
    });
    expect(await api.counts()).toEqual(before);
  });

  it('offers roles up to the inviter’s own', async () => {
    const { owner, company } = await owned();
    const admin = await joinAs(api, owner.agent, company.id, 'admin');
    const url = path(apiRoutes.createInvite.path, { id: company.id });
    const before = await api.counts();
    const tooHigh = await admin.agent.post(url, { email: signupBody().email, privilege: 'owner' });
    expect([tooHigh.status, errorOf(tooHigh.body).code]).toEqual([403, 'FORBIDDEN']);
    expect(await api.counts()).toEqual(before);
    expect((await admin.agent.post(url, { email: signupBody().email, privilege: 'admin' })).status).toBe(201);
  });

  it('refuses a bad body field by field and changes nothing', async () => {
    const { owner, company } = await owned();
    const before = await api.counts();
    const url = path(apiRoutes.createInvite.path, { id: company.id });
    const bad = await owner.agent.post(url, { email: 'someone@', privilege: 'boss', message: 'hi' });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['email', 'invalid'],
      ['privilege', 'invalid'],
      ['message', 'unknown_field'],
    ]);
    const empty = await owner.agent.post(url, {});
    expect(errorOf(empty.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['email', 'required'],
      ['privilege', 'required'],
    ]);
    expect(await api.counts()).toEqual(before);
  });
});

describe('answering an invitation', () => {
  it('shows it to someone who signs up afterwards, once their address is confirmed; accepting joins and selects', async () => {
    const { owner, company } = await owned({ language: 'en' }, 'Atlas Imports');
    const body = signupBody();
    const sent = await invite(owner.agent, company.id, body.email, 'developer');

    // Nobody joins without accepting.
    const agent = api.agent();
    expect((await agent.post(apiRoutes.signup.path, body)).status).toBe(201);
    expect(agent.cookie(CookieName.pendingInvites)).toBe('[]');
    const code = codeIn((await api.lastMail(body.email, 'confirm-code'))?.text ?? '');
    expect((await agent.post(apiRoutes.confirmCodeVerification.path, { code })).status).toBe(200);
    expect(agent.cookie(CookieName.pendingInvites)).toBe(JSON.stringify([sent.id]));
    expect(agent.cookie(CookieName.userWorkspaces)).toBe('[]');
    expect((await agent.get(path(apiRoutes.getCompany.path, { id: company.id }))).status).toBe(404);

    expect(await myInvites(agent)).toEqual([
      {
        id: sent.id,
        companyId: company.id,
        companyName: 'Atlas Imports',
        privilege: 'developer',
        invitedBy: owner.body.username,
        invitedAt: sent.invitedAt,
      },
    ]);

    const accepted = await accept(agent, sent.id);
    expect(accepted.status).toBe(200);
    expect(create(accepted.body, CompanySummary)).toEqual({
      id: company.id,
      name: 'Atlas Imports',
      role: 'developer',
      memberCount: 2,
      tier: 'basic',
      currency: 'USD',
    });
    expect(agent.cookie(CookieName.pendingInvites)).toBe('[]');
    expect(agent.cookie(CookieName.userWorkspaces)).toBe(JSON.stringify([company.id]));
    expect(agent.cookie(CookieName.selectedWorkspaceId)).toBe(company.id);
    expect(create((await agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse).companies).toEqual([
      { id: company.id, name: 'Atlas Imports', role: 'developer', memberCount: 2, tier: 'basic', currency: 'USD' },
    ]);
    expect(await companyInvites(owner.agent, company.id)).toEqual([]);
    expect(await myInvites(agent)).toEqual([]);

    const again = await accept(agent, sent.id);
    expect([again.status, errorOf(again.body).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('selects the joined workspace even when the user already had one', async () => {
    const { owner, company } = await owned();
    const invitee = await confirmedUser(api);
    const own = await createWorkspace(invitee.agent, { name: 'Own shop' });
    const sent = await invite(owner.agent, company.id, invitee.body.email, 'viewer');
    // The pending invitation shows up at the next refresh.
    await invitee.agent.post(apiRoutes.refreshSession.path);
    expect(invitee.agent.cookie(CookieName.pendingInvites)).toBe(JSON.stringify([sent.id]));
    expect((await accept(invitee.agent, sent.id)).status).toBe(200);
    expect(JSON.parse(invitee.agent.cookie(CookieName.userWorkspaces) ?? '')).toEqual([own.id, company.id]);
    expect(invitee.agent.cookie(CookieName.selectedWorkspaceId)).toBe(company.id);
  });

  it('refusing drops it; the workspace may invite again', async () => {
    const { owner, company } = await owned();
    const invitee = await confirmedUser(api);
    const sent = await invite(owner.agent, company.id, invitee.body.email, 'viewer');
    await invitee.agent.post(apiRoutes.refreshSession.path);
    const refused = await refuse(invitee.agent, sent.id);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ ok: true });
    expect(invitee.agent.cookie(CookieName.pendingInvites)).toBe('[]');
    expect(invitee.agent.cookie(CookieName.userWorkspaces)).toBe('[]');
    expect(await companyInvites(owner.agent, company.id)).toEqual([]);
    const late = await accept(invitee.agent, sent.id);
    expect([late.status, errorOf(late.body).code]).toEqual([404, 'NOT_FOUND']);
    const twice = await refuse(invitee.agent, sent.id);
    expect(twice.status).toBe(404);
    expect((await invite(owner.agent, company.id, invitee.body.email, 'admin')).privilege).toBe('admin');
  });

  it('refuses bad bodies field by field; an id that is no invitation is not found', async () => {
    const invitee = await confirmedUser(api);
    const before = await api.counts();
    for (const answer of [accept, refuse]) {
      const wrongType = await answer(invitee.agent, 7);
      expect(wrongType.status).toBe(422);
      expect(errorOf(wrongType.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
        ['inviteId', 'type'],
      ]);
      const extra = await patch(
        invitee.agent,
        answer === accept ? apiRoutes.acceptInvite.path : apiRoutes.refuseInvite.path,
        {},
      );
      expect(errorOf(extra.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
        ['inviteId', 'required'],
      ]);
      for (const inviteId of ['abc', '0f0e0d0c-0b0a-4999-8888-777766665555']) {
        const unknown = await answer(invitee.agent, inviteId);
        expect([unknown.status, errorOf(unknown.body).code]).toEqual([404, 'NOT_FOUND']);
      }
    }
    expect(await api.counts()).toEqual(before);
  });
});

describe('PATCH /company/:id/members/invites/rescind', () => {
  it('withdraws the pending invitation of an address', async () => {
    const { owner, company } = await owned();
    const invitee = await confirmedUser(api);
    const sent = await invite(owner.agent, company.id, invitee.body.email, 'viewer');
    const url = path(apiRoutes.rescindInvite.path, { id: company.id });
    const response = await patch(owner.agent, url, { email: invitee.body.email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await companyInvites(owner.agent, company.id)).toEqual([]);
    expect(await myInvites(invitee.agent)).toEqual([]);
    const late = await accept(invitee.agent, sent.id);
    expect([late.status, errorOf(late.body).code]).toEqual([404, 'NOT_FOUND']);
    const again = await patch(owner.agent, url, { email: invitee.body.email });
    expect([again.status, errorOf(again.body).code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses a bad body field by field and changes nothing', async () => {
    const { owner, company } = await owned();
    await invite(owner.agent, company.id, 'keep@example.com', 'viewer');
    const before = await api.counts();
    const url = path(apiRoutes.rescindInvite.path, { id: company.id });
    const bad = await patch(owner.agent, url, { email: 'keep', inviteId: 'x' });
    expect(bad.status).toBe(422);
    expect(errorOf(bad.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['email', 'invalid'],
      ['inviteId', 'unknown_field'],
    ]);
    expect(await api.counts()).toEqual(before);
    expect((await companyInvites(owner.agent, company.id)).map((entry) => entry.email)).toEqual(['keep@example.com']);
  });
});

describe('expiry', () => {
  it('drops an invitation after 14 days; the workspace may invite again', async () => {
    const { owner, company } = await owned();
    const invitee = await confirmedUser(api);
    const sent = await invite(owner.agent, company.id, invitee.body.email, 'viewer');
    api.clock.advance(INVITE_LIFETIME_MS + 1000);
    for (const person of [owner, invitee]) {
      const login = await person.agent.post(apiRoutes.login.path, {
        username: person.body.username,
        password: person.body.password,
      });
      expect(login.status).toBe(200);
    }
    expect(invitee.agent.cookie(CookieName.pendingInvites)).toBe('[]');
    expect(await companyInvites(owner.agent, company.id)).toEqual([]);
    expect(await myInvites(invitee.agent)).toEqual([]);
    const late = await accept(invitee.agent, sent.id);
    expect([late.status, errorOf(late.body).code]).toEqual([404, 'NOT_FOUND']);
    const rescind = await patch(owner.agent, path(apiRoutes.rescindInvite.path, { id: company.id }), {
      email: invitee.body.email,
    });
    expect(rescind.status).toBe(404);
    const renewed = await invite(owner.agent, company.id, invitee.body.email, 'developer');
    expect(renewed.id).not.toBe(sent.id);
    expect((await accept(invitee.agent, renewed.id)).status).toBe(200);
  });
});
