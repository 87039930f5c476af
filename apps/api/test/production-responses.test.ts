import {
  apiRoutes,
  CompanyInviteListResponse,
  CompanyListResponse,
  MemberListResponse,
  UserInviteListResponse,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, PRODUCTION_ENV, type TestApi } from './support/harness';
import { confirmedProductionUser } from './support/production';
import { createWorkspace, path } from './support/workspaces';

// In production the server does not check its answers against the contract (development and
// tests do, on every route): here the list routes' answers, as a production server sends them,
// are read with the contract's structs, which refuse missing, mistyped and unknown fields.
let api: TestApi;
beforeAll(async () => {
  api = await startApi(PRODUCTION_ENV);
});
afterAll(() => api?.close());

describe('NODE_ENV=production: the list routes answer as the contract says', () => {
  it('members, invitations, workspaces and the invitations addressed to the user', async () => {
    const owner = await confirmedProductionUser(api);
    const guest = await confirmedProductionUser(api);
    const company = await createWorkspace(owner.agent);
    const invited = await owner.agent.post(path(apiRoutes.createInvite.path, { id: company.id }), {
      email: guest.email,
      privilege: 'developer',
    });
    expect(invited.status).toBe(201);

    const members = await owner.agent.get(path(apiRoutes.listMembers.path, { id: company.id }));
    expect(members.status).toBe(200);
    expect(create(members.body, MemberListResponse).members.map((member) => member.email)).toEqual([owner.email]);

    const invites = await owner.agent.get(path(apiRoutes.listInvites.path, { id: company.id }));
    expect(invites.status).toBe(200);
    expect(create(invites.body, CompanyInviteListResponse).invites.map((invite) => invite.email)).toEqual([
      guest.email,
    ]);

    const companies = await owner.agent.get(apiRoutes.userCompanies.path);
    expect(companies.status).toBe(200);
    expect(create(companies.body, CompanyListResponse).companies.map((entry) => entry.id)).toEqual([company.id]);

    const pending = await guest.agent.get(apiRoutes.userInvites.path);
    expect(pending.status).toBe(200);
    expect(create(pending.body, UserInviteListResponse).invites).toHaveLength(1);
  });
});
