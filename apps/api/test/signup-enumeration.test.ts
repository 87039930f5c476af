import { apiRoutes, AuthSessionResponse, CookieName, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, signUp, signupBody, startApi, type ApiResponse, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

/** What a client can compare between two answers: status, body shape, cookie names and attributes. */
function shape(response: ApiResponse) {
  const body = create(response.body, AuthSessionResponse);
  return {
    status: response.status,
    keys: Object.keys(response.body as object).sort(),
    userKeys: Object.keys(body.user).sort(),
    sessionKeys: Object.keys(body.session).sort(),
    user: {
      emailVerified: body.user.emailVerified,
      userActionsRequired: body.user.userActionsRequired,
      roles: body.user.roles,
      name: body.user.name,
      phone: body.user.phone,
    },
    session: { userActionsRequired: body.session.userActionsRequired },
    cookies: response.setCookies
      .map((cookie) => ({ name: cookie.name, attributes: Object.keys(cookie.attributes).sort() }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

const confirmCodes = async (email: string) =>
  (await api.outbox()).filter((mail) => mail.kind === 'confirm-code' && mail.to === email.toLowerCase()).length;

describe('POST /auth/signup with an address that already has an account', () => {
  it.each([
    ['a confirmed account', true],
    ['an account waiting for its code', false],
  ])('answers as for a new address (%s), creates nothing and mails the owner', async (_case, confirmed) => {
    const owner = confirmed ? await confirmedUser(api, { language: 'fr' }) : await signUp(api, { language: 'fr' });
    const fresh = await api.agent().post(apiRoutes.signup.path, signupBody());

    const codesBefore = await confirmCodes(owner.body.email);
    const before = await api.counts();
    const agent = api.agent();
    const attempt = signupBody({ email: owner.body.email.toUpperCase(), language: 'en' });
    const response = await agent.post(apiRoutes.signup.path, attempt);
    expect(shape(response)).toEqual(shape(fresh));
    const body = create(response.body, AuthSessionResponse);
    expect(body.user).toMatchObject({ username: attempt.username, email: owner.body.email.toLowerCase() });
    expect(response.setCookies.map((cookie) => cookie.name)).toContain(CookieName.session);

    // No account, no session, no code: only the owner's mail (and the attempt counted).
    const after = await api.counts();
    expect(after).toEqual({ ...before, outbox: (before.outbox ?? 0) + 1, throttle_events: after.throttle_events });
    expect(await confirmCodes(owner.body.email)).toBe(codesBefore);
    const notice = await api.lastMail(owner.body.email.toLowerCase(), 'signup-attempt');
    expect(notice?.language).toBe('fr');
    expect(notice?.subject).toBe('Quelqu’un a essayé de créer un compte Meridian avec votre adresse');
    expect(notice?.text).toContain(`${api.config.publicUrl}/auth/password-reset-start`);
    expect(notice?.text).toContain(`Bonjour ${owner.body.username},`);

    // The session it got opens nothing; the owner's account is untouched.
    expect((await agent.get(apiRoutes.userInfo.path)).status).toBe(401);
    const login = await api.agent().post(apiRoutes.login.path, {
      username: owner.body.username,
      password: owner.body.password,
    });
    expect(login.status).toBe(200);
    const resend = await api.agent().post(apiRoutes.resendCodeVerification.path, { username: attempt.username });
    expect(resend.status).toBe(200);
  });

  it('still says a username is taken (409 CONFLICT), whatever the address', async () => {
    const { body } = await signUp(api);
    const before = await api.counts();
    const response = await api
      .agent()
      .post(apiRoutes.signup.path, signupBody({ username: body.username.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(create(response.body, ErrorBody).error.code).toBe('CONFLICT');
    const after = await api.counts();
    expect(after).toEqual({ ...before, throttle_events: after.throttle_events });
  });
});

describe('POST /auth/signup is throttled', () => {
  it('allows 5 attempts per address an hour, then answers 429 RATE_LIMITED with Retry-After', async () => {
    // The owner's own sign-up was the first attempt with the address.
    const { body } = await confirmedUser(api);
    for (let i = 0; i < 4; i += 1) {
      const response = await api.agent().post(apiRoutes.signup.path, signupBody({ email: body.email }));
      expect(response.status).toBe(201);
    }
    const before = await api.counts();
    const refused = await api.agent().post(apiRoutes.signup.path, signupBody({ email: body.email }));
    expect(refused.status).toBe(429);
    const error = create(refused.body, ErrorBody).error;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.headers.get('retry-after')).toBe(String(error.retryAfterSeconds));
    expect(await api.counts()).toEqual(before);
    // A new address is refused the same way: the limit does not tell them apart.
    const newAddress = signupBody();
    for (let i = 0; i < 5; i += 1) {
      expect((await api.agent().post(apiRoutes.signup.path, signupBody({ email: newAddress.email }))).status).not.toBe(
        429,
      );
    }
    expect((await api.agent().post(apiRoutes.signup.path, signupBody({ email: newAddress.email }))).status).toBe(429);
    // An hour later the address may try again.
    api.clock.advance(60 * 60 * 1000 + 1000);
    expect((await api.agent().post(apiRoutes.signup.path, signupBody({ email: body.email }))).status).toBe(201);
  });

  it('allows 100 attempts per client an hour, then answers 429 RATE_LIMITED', async () => {
    const client = { 'x-forwarded-for': '203.0.113.9' };
    const { body } = await confirmedUser(api);
    for (let i = 0; i < 100; i += 1) {
      // Taken usernames: counted, answered at once.
      const response = await api.agent().post(apiRoutes.signup.path, signupBody({ username: body.username }), client);
      expect(response.status).toBe(409);
    }
    const refused = await api.agent().post(apiRoutes.signup.path, signupBody(), client);
    expect(refused.status).toBe(429);
    expect(create(refused.body, ErrorBody).error.code).toBe('RATE_LIMITED');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another client is not held back.
    expect(
      (await api.agent().post(apiRoutes.signup.path, signupBody(), { 'x-forwarded-for': '203.0.113.10' })).status,
    ).toBe(201);
  });
});
