import {
  apiRoutes,
  AuthSessionResponse,
  Company,
  CompanyListResponse,
  CookieName,
  type UpdateCompanyRequest,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, signUp, startApi, type Agent, type TestApi } from './support/harness';
import { companyBody, createWorkspace, errorOf, joinAs, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const patch = (agent: Agent, id: string, json: unknown) =>
  agent.request('PATCH', path(apiRoutes.updateCompany.path, { id }), { json });

describe('POST /company', () => {
  it('makes the creator its owner, normalises the website and selects the new workspace', async () => {
    const { agent } = await confirmedUser(api);
    const response = await agent.post(apiRoutes.createCompany.path, {
      ...companyBody({ name: '  Lumen Coffee  ', websiteUrl: 'www.Lumen-Coffee.example/shop' }),
    });
    expect(response.status).toBe(201);
    const company = create(response.body, Company);
    expect(company).toMatchObject({
      name: 'Lumen Coffee',
      role: 'owner',
      memberCount: 1,
      tier: 'basic',
      size: '11-50',
      sizeOther: null,
      country: 'PT',
      websiteUrl: 'https://www.Lumen-Coffee.example/shop',
      phone: '+351 912 345 678',
      email: null,
      emailVerification: null,
      structuredAddress: null,
      domainVerification: { host: 'lumen-coffee.example', verified: false, verifiedAt: null, lastCheck: null },
    });
    expect(company.domainVerification?.token).toMatch(/^[0-9a-f]{32}$/);
    expect(agent.cookie(CookieName.userWorkspaces)).toBe(JSON.stringify([company.id]));
    expect(agent.cookie(CookieName.selectedWorkspaceId)).toBe(company.id);

    // A second workspace becomes the selected one too; both are listed, earliest first.
    const second = await createWorkspace(agent, { name: 'Second shop', websiteUrl: undefined });
    expect(second.domainVerification).toBeNull();
    expect(JSON.parse(agent.cookie(CookieName.userWorkspaces) ?? '')).toEqual([company.id, second.id]);
    expect(agent.cookie(CookieName.selectedWorkspaceId)).toBe(second.id);
    const list = create((await agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse);
    expect(list.companies).toEqual([
      { id: company.id, name: 'Lumen Coffee', role: 'owner', memberCount: 1, tier: 'basic', currency: 'USD' },
      { id: second.id, name: 'Second shop', role: 'owner', memberCount: 1, tier: 'basic', currency: 'USD' },
    ]);
  });

  it('gives an account without a phone number the contact phone, unverified, and keeps one it has', async () => {
    const { agent } = await confirmedUser(api);
    await createWorkspace(agent, { phone: '+351 912 345 678' });
    const user = (await agent.get(apiRoutes.userInfo.path)).body as { phone: string | null; phoneVerified: boolean };
    expect(user).toMatchObject({ phone: '+351 912 345 678', phoneVerified: false });

    // A second workspace with another contact phone leaves the account's number alone.
    await createWorkspace(agent, { name: 'Second shop', phone: '+351 961 234 567' });
    expect((await agent.get(apiRoutes.userInfo.path)).body).toMatchObject({ phone: '+351 912 345 678' });
  });

  it('keeps the "other" answers only with "other", and refuses a missing one', async () => {
    const { agent } = await confirmedUser(api);
    const kept = await createWorkspace(agent, {
      size: 'other',
      sizeOther: 'Seasonal team',
      useCases: ['online_store', 'other'],
      useCaseOther: 'Market stalls',
    });
    expect(kept).toMatchObject({ sizeOther: 'Seasonal team', useCaseOther: 'Market stalls' });
    const dropped = await createWorkspace(agent, { size: '1-10', sizeOther: 'ignored', useCaseOther: 'ignored' });
    expect(dropped).toMatchObject({ sizeOther: null, useCaseOther: null });
  });

  it('refuses a bad body field by field and creates nothing', async () => {
    const { agent } = await confirmedUser(api);
    const before = await api.counts();
    const response = await agent.post(apiRoutes.createCompany.path, {
      name: '   ',
      size: 'huge',
      country: 'XX',
      websiteUrl: 'not a site',
      useCases: [],
      phone: '12ab',
      extra: true,
    });
    expect(response.status).toBe(422);
    const details = errorOf(response.body).details?.map((entry) => [entry.field, entry.code]);
    expect(details).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['size', 'invalid'],
        ['country', 'invalid'],
        ['websiteUrl', 'invalid'],
        ['useCases', 'required'],
        ['phone', 'invalid'],
        ['extra', 'unknown_field'],
      ]),
    );
    const other = await agent.post(apiRoutes.createCompany.path, companyBody({ size: 'other' }));
    expect(other.status).toBe(422);
    expect(errorOf(other.body).details?.map((entry) => [entry.field, entry.code])).toEqual([['sizeOther', 'required']]);
    expect(await api.counts()).toEqual(before);
    expect(agent.cookie(CookieName.userWorkspaces)).toBe('[]');
  });

  it('checks the contact phone as an international number, naming what is wrong, and creates nothing', async () => {
    const { agent } = await confirmedUser(api);
    const before = await api.counts();
    for (const [phone, code] of [
      ['+351 912', 'too_short'],
      ['+999 912 345 678', 'unknown_country_code'],
      ['+44 7700 900123', 'invalid'],
    ]) {
      const response = await agent.post(apiRoutes.createCompany.path, companyBody({ phone }));
      expect(response.status).toBe(422);
      expect(errorOf(response.body).details?.map((entry) => [entry.field, entry.code])).toEqual([['phone', code]]);
    }
    expect(await api.counts()).toEqual(before);
    expect((await agent.post(apiRoutes.createCompany.path, companyBody({ phone: '+44 7400 123456' }))).status).toBe(
      201,
    );
  });

  it('needs a confirmed account', async () => {
    const { agent } = await signUp(api);
    const response = await agent.post(apiRoutes.createCompany.path, companyBody());
    expect(response.status).toBe(403);
    expect(errorOf(response.body).code).toBe('ACTION_REQUIRED');
    const anonymous = await api.agent().post(apiRoutes.createCompany.path, companyBody());
    expect(anonymous.status).toBe(401);
  });
});

describe('PATCH /company/:id', () => {
  it('changes only the fields sent; empty strings and null clear', async () => {
    const { agent } = await confirmedUser(api);
    const company = await createWorkspace(agent);
    const address = {
      street: 'Rua das Flores 12',
      city: 'Porto',
      state: '',
      postalCode: '4050-262',
      country: 'PT' as const,
    };
    const full = await patch(agent, company.id, {
      legalName: 'Lumen Torrefação Lda.',
      registrationNumber: 'PT509876543',
      email: ' Billing@Lumen-Coffee.example ',
      structuredAddress: address,
    } satisfies UpdateCompanyRequest);
    expect(full.status).toBe(200);
    expect(create(full.body, Company)).toMatchObject({
      name: company.name,
      legalName: 'Lumen Torrefação Lda.',
      registrationNumber: 'PT509876543',
      email: 'billing@lumen-coffee.example',
      phone: company.phone,
      structuredAddress: address,
      emailVerification: {
        address: 'billing@lumen-coffee.example',
        verified: false,
        verifiedAt: null,
        lastSentAt: null,
      },
    });

    const cleared = create(
      (await patch(agent, company.id, { legalName: '', phone: null, structuredAddress: null, websiteUrl: '' })).body,
      Company,
    );
    expect(cleared).toMatchObject({
      legalName: null,
      phone: null,
      structuredAddress: null,
      websiteUrl: null,
      domainVerification: null,
      registrationNumber: 'PT509876543',
    });

    const same = await patch(agent, company.id, {});
    expect(same.status).toBe(200);
    expect(create(same.body, Company)).toEqual(cleared);
  });

  it('normalises the website and follows the size and use cases with their "other" answers', async () => {
    const { agent } = await confirmedUser(api);
    const company = await createWorkspace(agent);
    const changed = create(
      (
        await patch(agent, company.id, {
          websiteUrl: 'shop.lumen.example',
          size: 'other',
          sizeOther: 'Two founders',
          useCases: ['other'],
          useCaseOther: 'Tips',
        })
      ).body,
      Company,
    );
    expect(changed).toMatchObject({ websiteUrl: 'https://shop.lumen.example', sizeOther: 'Two founders' });
    expect(changed.domainVerification?.host).toBe('shop.lumen.example');
    // Clearing the description while the size stays "other" is refused, and changes nothing.
    const refused = await patch(agent, company.id, { name: 'Renamed', sizeOther: '' });
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body).details).toEqual([
      { field: 'sizeOther', code: 'required', message: 'Describe the company size' },
    ]);
    const back = await patch(agent, company.id, { size: '1-10', useCases: ['donations'] });
    expect(create(back.body, Company)).toMatchObject({
      name: company.name,
      size: '1-10',
      sizeOther: null,
      useCases: ['donations'],
      useCaseOther: null,
    });
  });

  it('refuses bad fields with details and writes nothing', async () => {
    const { agent } = await confirmedUser(api);
    const company = await createWorkspace(agent);
    const response = await patch(agent, company.id, {
      name: '',
      email: 'nope',
      websiteUrl: 'ftp://',
      phone: 'abc',
      structuredAddress: { street: '', city: 'Porto', state: '', postalCode: '', country: 'PT' },
      country: 'Portugal',
      useCases: [],
      tier: 'gold',
    });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details?.map((entry) => [entry.field, entry.code])).toEqual(
      expect.arrayContaining([
        ['name', 'required'],
        ['email', 'invalid'],
        ['websiteUrl', 'invalid'],
        ['phone', 'invalid'],
        ['structuredAddress.street', 'required'],
        ['country', 'invalid'],
        ['useCases', 'required'],
        ['tier', 'unknown_field'],
      ]),
    );
    const after = create((await agent.get(path(apiRoutes.getCompany.path, { id: company.id }))).body, Company);
    expect(after).toEqual(company);
  });
});

describe('GET /company/:id', () => {
  it('shows the caller their own role and the member count', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent);
    const viewer = await joinAs(api, owner.agent, company.id, 'viewer');
    const seen = create((await viewer.agent.get(path(apiRoutes.getCompany.path, { id: company.id }))).body, Company);
    expect(seen).toMatchObject({ id: company.id, role: 'viewer', memberCount: 2 });
    const byOwner = create((await owner.agent.get(path(apiRoutes.getCompany.path, { id: company.id }))).body, Company);
    expect(byOwner).toMatchObject({ role: 'owner', memberCount: 2 });
  });
});

describe('workspace cookies', () => {
  it('are filled at login and refresh, and keep a selection the user may still make', async () => {
    const { agent, body } = await confirmedUser(api);
    const first = await createWorkspace(agent, { name: 'First' });
    const second = await createWorkspace(agent, { name: 'Second' });

    // The client switches workspace by writing the cookie; a refresh keeps it.
    agent.jar.set(CookieName.selectedWorkspaceId, first.id);
    expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    expect(agent.cookie(CookieName.selectedWorkspaceId)).toBe(first.id);

    // A workspace the user does not belong to falls back to the earliest joined.
    agent.jar.set(CookieName.selectedWorkspaceId, '00000000-0000-4000-8000-000000000000');
    await agent.post(apiRoutes.refreshSession.path);
    expect(agent.cookie(CookieName.selectedWorkspaceId)).toBe(first.id);

    const other = api.agent();
    const login = await other.post(apiRoutes.login.path, { username: body.username, password: body.password });
    expect(create(login.body, AuthSessionResponse).user.username).toBe(body.username);
    expect(JSON.parse(other.cookie(CookieName.userWorkspaces) ?? '')).toEqual([first.id, second.id]);
    expect(other.cookie(CookieName.selectedWorkspaceId)).toBe(first.id);
    expect(other.cookie(CookieName.pendingInvites)).toBe('[]');
  });
});
