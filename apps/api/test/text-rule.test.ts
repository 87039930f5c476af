import { apiRoutes, ErrorBody, type FieldError } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, DASHBOARD_ORIGIN, signupBody, startApi, type Agent, type TestApi } from './support/harness';
import { sendSettings } from './support/settings';
import { companyBody, createWorkspace, path } from './support/workspaces';

let api: TestApi;
let owner: Agent;
let companyId: string;
beforeAll(async () => {
  api = await startApi();
  owner = (await confirmedUser(api)).agent;
  companyId = (await createWorkspace(owner)).id;
});
afterAll(() => api?.close());

const NUL = 'a\u0000b';

function details(body: unknown): FieldError[] {
  return create(body, ErrorBody).error.details ?? [];
}

/** Each text field of each JSON route, with a NUL in it: [route, method, path, signed in, body, field]. */
function nulCases(): [string, string, string, boolean, Record<string, unknown>, string][] {
  const signup = signupBody();
  const company = companyBody();
  const members = path(apiRoutes.listMembers.path, { id: companyId });
  return [
    ['login', 'POST', apiRoutes.login.path, false, { username: NUL, password: 'x' }, 'username'],
    ['login', 'POST', apiRoutes.login.path, false, { username: 'someone', password: NUL }, 'password'],
    ['signup', 'POST', apiRoutes.signup.path, false, { ...signup, username: NUL }, 'username'],
    ['signup', 'POST', apiRoutes.signup.path, false, { ...signup, email: `a${NUL}@example.com` }, 'email'],
    ['signup', 'POST', apiRoutes.signup.path, false, { ...signup, password: `long ${NUL} password` }, 'password'],
    ['signup', 'POST', apiRoutes.signup.path, false, { ...signup, roles: [NUL] }, 'roles.0'],
    ['resend', 'POST', apiRoutes.resendCodeVerification.path, false, { username: NUL }, 'username'],
    ['forgot', 'POST', apiRoutes.forgotPasswordReinitialization.path, false, { email: `a${NUL}@b.co` }, 'email'],
    [
      'reset',
      'POST',
      apiRoutes.changePassword.path,
      false,
      { email: 'a@b.co', code: '123456', newPassword: `new ${NUL} password` },
      'newPassword',
    ],
    ['confirm', 'POST', apiRoutes.confirmCodeVerification.path, true, { code: `12345${'\u0000'}` }, 'code'],
    [
      'update password',
      'POST',
      apiRoutes.changePassword.path,
      true,
      { currentPassword: NUL, newPassword: 'another long password' },
      'currentPassword',
    ],
    ['send phone code', 'POST', apiRoutes.sendPhoneCode.path, true, { phone: `+351${'\u0000'}912345678` }, 'phone'],
    ['create company', 'POST', apiRoutes.createCompany.path, true, { ...company, name: NUL }, 'name'],
    ['create company', 'POST', apiRoutes.createCompany.path, true, { ...company, websiteUrl: NUL }, 'websiteUrl'],
    [
      'create company',
      'POST',
      apiRoutes.createCompany.path,
      true,
      { ...company, size: 'other', sizeOther: NUL },
      'sizeOther',
    ],
    [
      'update company',
      'PATCH',
      path(apiRoutes.getCompany.path, { id: companyId }),
      true,
      { legalName: NUL },
      'legalName',
    ],
    [
      'update company',
      'PATCH',
      path(apiRoutes.getCompany.path, { id: companyId }),
      true,
      { structuredAddress: { street: 'Rua 1', city: NUL, state: '', postalCode: '', country: 'PT' } },
      'structuredAddress.city',
    ],
    ['update company', 'PATCH', path(apiRoutes.getCompany.path, { id: companyId }), true, { email: NUL }, 'email'],
    ['invite', 'POST', `${members}/invites`, true, { email: `a${NUL}@b.co`, privilege: 'viewer' }, 'email'],
    ['rescind', 'PATCH', `${members}/invites/rescind`, true, { email: `a${NUL}@b.co` }, 'email'],
    ['set privilege', 'PATCH', `${members}/set-privilege`, true, { memberId: NUL, privilege: 'viewer' }, 'memberId'],
    [
      'set privilege',
      'PATCH',
      `${members}/set-privilege`,
      true,
      { memberId: '00000000-0000-4000-8000-000000000000', privilege: 'owner', password: NUL },
      'password',
    ],
    ['accept invite', 'PATCH', apiRoutes.acceptInvite.path, true, { inviteId: NUL }, 'inviteId'],
    ['refuse invite', 'PATCH', apiRoutes.refuseInvite.path, true, { inviteId: NUL }, 'inviteId'],
  ];
}

describe('text fields refuse what cannot be shown or stored', () => {
  it('answers 422 naming the field for a NUL in any text field, and changes nothing', async () => {
    const anonymous = api.agent();
    const before = await api.counts();
    for (const [name, method, url, signedIn, json, field] of nulCases()) {
      const response = await (signedIn ? owner : anonymous).request(method, url, { json });
      expect(response.status, `${name}: ${field}`).toBe(422);
      expect(details(response.body), `${name}: ${field}`).toContainEqual(
        expect.objectContaining({ field, code: 'invalid' }),
      );
    }
    const after = await api.counts();
    expect(after).toEqual(before);
  });

  it('refuses other control characters, direction overrides, invisible text and lone surrogates', async () => {
    const agent = api.agent();
    for (const name of ['Acme\u0007', 'Acme\nCorp', 'Acme\u202Egpj', '\u200B\u200B', '\u2066Acme']) {
      const response = await owner.post(apiRoutes.createCompany.path, companyBody({ name }));
      expect(response.status, JSON.stringify(name)).toBe(422);
      expect(details(response.body)).toContainEqual(expect.objectContaining({ field: 'name', code: 'invalid' }));
    }
    // A lone surrogate arrives as a JSON escape; it is refused, not replaced.
    const response = await agent.request('POST', apiRoutes.login.path, {
      raw: '{"username":"a\\ud800b","password":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect(details(response.body)).toContainEqual(expect.objectContaining({ field: 'username', code: 'invalid' }));
  });

  it('answers 400 in the error format for a body that is not valid UTF-8', async () => {
    const body = Buffer.concat([
      Buffer.from('{"username":"a'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('b","password":"x"}'),
    ]);
    const response = await fetch(`${api.url}${apiRoutes.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: DASHBOARD_ORIGIN, 'sec-fetch-site': 'same-origin' },
      body,
    });
    expect(response.status).toBe(400);
    expect(create(await response.json(), ErrorBody).error.code).toBe('BAD_REQUEST');
  });

  it('refuses a NUL in a multipart text field (profile settings)', async () => {
    const response = await sendSettings(api, owner, { name: NUL });
    expect(response.status).toBe(422);
    expect(details(response.body)).toContainEqual(expect.objectContaining({ field: 'name', code: 'invalid' }));
  });

  it('answers 404, never 500, for a NUL in a path parameter', async () => {
    for (const url of [
      path(apiRoutes.getCompany.path, { id: 'a\u0000b' }),
      path(apiRoutes.verifyEmail.path, { id: companyId, token: 'a\u0000b' }),
      path(apiRoutes.removeMember.path, { id: companyId, memberId: 'a\u0000b' }),
      `/storage/a%00b`,
    ]) {
      const response = await owner.get(url);
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(response.status, url).toBeLessThan(500);
      expect(create(response.body, ErrorBody).error.code, url).toBeTruthy();
    }
  });
});
