import { apiRoutes, AuthSessionResponse, CodeSentResponse, CookieName, ErrorBody, UserInfo } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  confirmedUser,
  minutes,
  signUp,
  signupBody,
  startApi,
  wrongCode,
  type TestApi,
} from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const errorCode = (body: unknown) => create(body, ErrorBody).error.code;

describe('POST /auth/signup', () => {
  it('creates the account, starts a session and mails a code in the chosen language', async () => {
    const { agent, body, response } = await signUp(api, { language: 'pt', username: 'Maria_Silva' });
    const { user, session } = create(response.body, AuthSessionResponse);
    expect(user).toMatchObject({
      username: 'Maria_Silva',
      email: body.email,
      emailVerified: false,
      country: 'FR',
      language: 'pt',
      roles: [],
      userActionsRequired: ['CONFIRM_CODE_VERIFICATION'],
    });
    expect(session.userActionsRequired).toEqual(['CONFIRM_CODE_VERIFICATION']);
    expect(agent.cookie(CookieName.session)).toMatch(/^[\w-]{43}$/);
    expect(agent.cookie(CookieName.userActionsRequired)).toBe('["CONFIRM_CODE_VERIFICATION"]');

    const mail = await api.lastMail(body.email, 'confirm-code');
    expect(mail?.language).toBe('pt');
    expect(mail?.subject).toMatch(/^Seu código de confirmação do Meridian: \d{6}$/);
    expect(mail?.text).toContain('Olá, Maria_Silva!');

    const info = await agent.get(apiRoutes.userInfo.path);
    expect(info.status).toBe(200);
    expect(create(info.body, UserInfo).id).toBe(user.id);
  });

  it('refuses a username already in use, whatever the case; an e-mail address in use answers as a new one', async () => {
    const { body } = await signUp(api);
    const sameName = await api
      .agent()
      .post(apiRoutes.signup.path, signupBody({ username: body.username.toUpperCase() }));
    const sameEmail = await api.agent().post(apiRoutes.signup.path, signupBody({ email: body.email.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameEmail.status).toBe(201);
    expect(errorCode(sameName.body)).toBe('CONFLICT');
  });

  it('refuses common passwords and passwords equal to the username', async () => {
    const before = await api.counts();
    const common = await api.agent().post(apiRoutes.signup.path, signupBody({ password: 'Password123' }));
    expect(common.status).toBe(422);
    expect(create(common.body, ErrorBody).error).toMatchObject({
      code: 'PASSWORD_COMMON',
      details: [{ field: 'password', code: 'common' }],
    });
    const body = signupBody();
    const weak = await api.agent().post(apiRoutes.signup.path, { ...body, password: body.username });
    expect(weak.status).toBe(422);
    expect(errorCode(weak.body)).toBe('PASSWORD_TOO_WEAK');
    expect(await api.counts()).toEqual(before);
  });
});

describe('POST /auth/confirm-code-verification', () => {
  it('confirms with the mailed code and clears the required action', async () => {
    const { agent, code } = await signUp(api);
    const response = await agent.post(apiRoutes.confirmCodeVerification.path, { code });
    expect(response.status).toBe(200);
    const { user, session } = create(response.body, AuthSessionResponse);
    expect(user.emailVerified).toBe(true);
    expect(session.userActionsRequired).toEqual([]);
    expect(agent.cookie(CookieName.userActionsRequired)).toBe('[]');
  });

  it('answers CODE_INVALID to a wrong code, then still accepts the right one', async () => {
    const { agent, code } = await signUp(api);
    const wrong = await agent.post(apiRoutes.confirmCodeVerification.path, { code: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong.body)).toBe('CODE_INVALID');
    expect((await agent.post(apiRoutes.confirmCodeVerification.path, { code })).status).toBe(200);
  });

  it('is single use', async () => {
    const { agent, code } = await signUp(api);
    expect((await agent.post(apiRoutes.confirmCodeVerification.path, { code })).status).toBe(200);
    // Already confirmed: the call is idempotent, it does not reopen the code.
    const again = await agent.post(apiRoutes.confirmCodeVerification.path, { code });
    expect(again.status).toBe(200);
    expect(create(again.body, AuthSessionResponse).user.emailVerified).toBe(true);
  });

  it('voids the code after five wrong tries', async () => {
    const { agent, code } = await signUp(api);
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push(
        errorCode((await agent.post(apiRoutes.confirmCodeVerification.path, { code: wrongCode(code) })).body),
      );
    }
    expect(answers).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);
    const right = await agent.post(apiRoutes.confirmCodeVerification.path, { code });
    expect(right.status).toBe(400);
    expect(errorCode(right.body)).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('refuses a code older than 10 minutes', async () => {
    const { agent, code } = await signUp(api);
    api.clock.advance(minutes(10) + 1000);
    // The access lifetime (15 min) is still running.
    const response = await agent.post(apiRoutes.confirmCodeVerification.path, { code });
    expect(response.status).toBe(400);
    expect(errorCode(response.body)).toBe('CODE_EXPIRED');
  });

  it('needs the session created at signup', async () => {
    const { code } = await signUp(api);
    const response = await api.agent().post(apiRoutes.confirmCodeVerification.path, { code });
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('UNAUTHENTICATED');
  });
});

describe('POST /auth/resend-code-verification', () => {
  it('waits 60 s between codes, then sends a new one that replaces the old', async () => {
    const { agent, body, code } = await signUp(api);
    const early = await api.agent().post(apiRoutes.resendCodeVerification.path, { username: body.username });
    expect(early.status).toBe(429);
    const error = create(early.body, ErrorBody).error;
    expect(error.code).toBe('RESEND_COOLDOWN');
    expect(error.retryAfterSeconds).toBeGreaterThan(55);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(early.headers.get('retry-after')).toBe(String(error.retryAfterSeconds));

    api.clock.advance(61_000);
    const later = await api.agent().post(apiRoutes.resendCodeVerification.path, { username: body.username });
    expect(later.status).toBe(200);
    expect(create(later.body, CodeSentResponse)).toEqual({ ok: true, cooldownSeconds: 60 });
    const mail = await api.lastMail(body.email, 'confirm-code');
    const newCode = codeIn(mail?.text ?? '');
    if (newCode !== code) {
      const old = await agent.post(apiRoutes.confirmCodeVerification.path, { code });
      expect(errorCode(old.body)).toBe('CODE_INVALID');
    }
    expect((await agent.post(apiRoutes.confirmCodeVerification.path, { code: newCode })).status).toBe(200);
  });

  it('answers the same for unknown and confirmed usernames, and mails nothing', async () => {
    const { body } = await confirmedUser(api);
    api.clock.advance(61_000);
    const before = (await api.outbox()).length;
    const unknown = await api.agent().post(apiRoutes.resendCodeVerification.path, { username: 'nobody_here' });
    const confirmed = await api.agent().post(apiRoutes.resendCodeVerification.path, { username: body.username });
    expect(unknown.status).toBe(200);
    expect(confirmed.status).toBe(200);
    expect(unknown.body).toEqual(confirmed.body);
    expect((await api.outbox()).length).toBe(before);
    // The cooldown applies to unknown names as well.
    const again = await api.agent().post(apiRoutes.resendCodeVerification.path, { username: 'nobody_here' });
    expect(errorCode(again.body)).toBe('RESEND_COOLDOWN');
  });
});
