import { apiRoutes, ErrorBody, type FieldErrorCode } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, signupBody, startApi, type Agent, type TestApi } from './support/harness';

let api: TestApi;
let signedIn: Agent;
beforeAll(async () => {
  api = await startApi();
  signedIn = (await confirmedUser(api)).agent;
});
afterAll(() => api?.close());

type Case = [description: string, body: unknown, expected: Record<string, FieldErrorCode>];

const valid = signupBody();
const cases: Record<string, { path: string; auth?: boolean; cases: Case[] }> = {
  signup: {
    path: apiRoutes.signup.path,
    cases: [
      [
        'empty body',
        {},
        {
          username: 'required',
          password: 'required',
          email: 'required',
          roles: 'required',
          country: 'required',
          language: 'required',
          acceptTerms: 'required',
        },
      ],
      ['short username', { ...valid, username: 'ab' }, { username: 'too_short' }],
      ['long username', { ...valid, username: 'a'.repeat(33) }, { username: 'too_long' }],
      ['username with @', { ...valid, username: 'ada@home' }, { username: 'invalid' }],
      ['empty username', { ...valid, username: '' }, { username: 'required' }],
      ['short password', { ...valid, password: 'seven77' }, { password: 'too_short' }],
      ['long password', { ...valid, password: 'x'.repeat(129) }, { password: 'too_long' }],
      ['bad e-mail', { ...valid, email: 'not-an-address' }, { email: 'invalid' }],
      ['roles chosen', { ...valid, roles: ['owner'] }, { roles: 'not_allowed' }],
      ['unknown country', { ...valid, country: 'XX' }, { country: 'invalid' }],
      ['lower-case country', { ...valid, country: 'fr' }, { country: 'invalid' }],
      ['unsupported language', { ...valid, language: 'de' }, { language: 'invalid' }],
      ['terms refused', { ...valid, acceptTerms: false }, { acceptTerms: 'not_accepted' }],
      ['terms as a string', { ...valid, acceptTerms: 'true' }, { acceptTerms: 'type' }],
      ['unknown field', { ...valid, isAdmin: true }, { isAdmin: 'unknown_field' }],
      ['number for username', { ...valid, username: 42 }, { username: 'type' }],
      ['an array', [valid], { '': 'type' }],
      ['null', null, { '': 'type' }],
    ],
  },
  confirm: {
    path: apiRoutes.confirmCodeVerification.path,
    auth: true,
    cases: [
      ['five digits', { code: '12345' }, { code: 'invalid' }],
      ['letters', { code: '12a456' }, { code: 'invalid' }],
      ['number', { code: 123456 }, { code: 'type' }],
      ['missing', {}, { code: 'required' }],
    ],
  },
  resend: {
    path: apiRoutes.resendCodeVerification.path,
    cases: [
      ['missing', {}, { username: 'required' }],
      ['extra', { username: 'someone', email: 'a@b.co' }, { email: 'unknown_field' }],
    ],
  },
  login: {
    path: apiRoutes.login.path,
    cases: [
      ['missing', {}, { username: 'required', password: 'required' }],
      ['empty password', { username: 'someone', password: '' }, { password: 'required' }],
      ['huge password', { username: 'someone', password: 'x'.repeat(1025) }, { password: 'too_long' }],
    ],
  },
  logout: {
    path: apiRoutes.logout.path,
    cases: [['a field', { everywhere: true }, { everywhere: 'unknown_field' }]],
  },
  refresh: {
    path: apiRoutes.refreshSession.path,
    auth: true,
    cases: [['a field', { token: 'x' }, { token: 'unknown_field' }]],
  },
  forgot: {
    path: apiRoutes.forgotPasswordReinitialization.path,
    cases: [
      ['bad e-mail', { email: 'nope' }, { email: 'invalid' }],
      ['username instead', { username: 'someone' }, { email: 'required', username: 'unknown_field' }],
    ],
  },
  changePassword: {
    path: apiRoutes.changePassword.path,
    auth: true,
    cases: [
      ['reset form without e-mail', { code: '123456', newPassword: 'long enough' }, { email: 'required' }],
      [
        'reset form, short password',
        { email: 'a@b.co', code: '123456', newPassword: 'short' },
        { newPassword: 'too_short' },
      ],
      ['session form, missing new', { currentPassword: 'whatever it was' }, { newPassword: 'required' }],
      [
        'mixed forms',
        { email: 'a@b.co', code: '123456', newPassword: 'long enough', currentPassword: 'x' },
        {
          currentPassword: 'unknown_field',
        },
      ],
      ['empty', {}, { currentPassword: 'required', newPassword: 'required' }],
    ],
  },
};

describe('invalid bodies answer 422 VALIDATION_FAILED with field details and change nothing', () => {
  for (const [route, { path, auth, cases: list }] of Object.entries(cases)) {
    it.each(list)(`${route}: %s`, async (_description, body, expected) => {
      const agent = auth ? signedIn : api.agent();
      const before = await api.counts();
      const response = await agent.request('POST', path, {
        raw: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(422);
      const { error } = create(response.body, ErrorBody);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.fromEntries((error.details ?? []).map((detail) => [detail.field, detail.code]))).toEqual(expected);
      expect(response.setCookies).toEqual([]);
      expect(await api.counts()).toEqual(before);
    });
  }
});

describe('malformed requests', () => {
  const post = (raw: string, headers: Record<string, string>) =>
    api.agent().request('POST', apiRoutes.login.path, { raw, headers });

  it.each([
    ['broken JSON', '{"username": "a",', { 'content-type': 'application/json' }, 400, 'BAD_REQUEST'],
    [
      'JSON with a prototype key',
      '{"__proto__": {"admin": true}}',
      { 'content-type': 'application/json' },
      400,
      'BAD_REQUEST',
    ],
    ['text/plain', 'username=a', { 'content-type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'form encoded',
      'username=a',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'too large',
      JSON.stringify({ username: 'a', password: 'x'.repeat(70_000) }),
      { 'content-type': 'application/json' },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
  ])('%s answers %i', async (_description, raw, headers, status, code) => {
    const before = await api.counts();
    const response = await post(raw, headers);
    expect(response.status).toBe(status);
    expect(create(response.body, ErrorBody).error.code).toBe(code);
    expect(await api.counts()).toEqual(before);
  });

  it('takes an empty body with a JSON content type as no body', async () => {
    const logout = await api
      .agent()
      .request('POST', apiRoutes.logout.path, { raw: '', headers: { 'content-type': 'application/json' } });
    expect(logout.status).toBe(200);
    const login = await post('', { 'content-type': 'application/json' });
    expect(login.status).toBe(422);
    expect(create(login.body, ErrorBody).error.details?.map((detail) => detail.code)).toEqual(['required', 'required']);
  });

  it('answers unknown routes and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/nowhere'],
      ['DELETE', apiRoutes.login.path],
      ['GET', apiRoutes.login.path],
    ] as const) {
      const response = await api.agent().request(method, path);
      expect(response.status).toBe(404);
      expect(create(response.body, ErrorBody).error.code).toBe('NOT_FOUND');
    }
  });

  it('answers every error with a request id', async () => {
    const response = await api.agent().request('GET', '/nowhere', { headers: { 'x-request-id': 'trace-42' } });
    expect(response.headers.get('x-request-id')).toBe('trace-42');
  });
});
