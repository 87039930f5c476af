import { apiRoutes, AuthSessionResponse, CodeSentResponse, CookieName, ErrorBody } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { codeIn, confirmedUser, minutes, startApi, wrongCode, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const errorCode = (body: unknown) => create(body, ErrorBody).error.code;
const NEW_PASSWORD = 'a brand new passphrase';

async function requestReset(email: string): Promise<string> {
  const response = await api.agent().post(apiRoutes.forgotPasswordReinitialization.path, { email });
  expect(response.status).toBe(200);
  const mail = await api.lastMail(email.toLowerCase(), 'password-reset');
  if (!mail) throw new Error('no reset mail');
  return codeIn(mail.text);
}

describe('POST /auth/forgot-password-reinitialization', () => {
  it('mails a reset code in the user’s language', async () => {
    const { body } = await confirmedUser(api, { language: 'es' });
    const response = await api.agent().post(apiRoutes.forgotPasswordReinitialization.path, { email: body.email });
    expect(create(response.body, CodeSentResponse)).toEqual({ ok: true, cooldownSeconds: 60 });
    const mail = await api.lastMail(body.email, 'password-reset');
    expect(mail?.subject).toMatch(/^Restablece tu contraseña de Meridian: \d{6}$/);
    expect(mail?.text).toContain(`Hola, ${body.username}:`);
  });

  it('answers the same for known and unknown addresses', async () => {
    const { body } = await confirmedUser(api);
    const before = (await api.outbox()).length;
    const known = await api.agent().post(apiRoutes.forgotPasswordReinitialization.path, { email: body.email });
    const unknown = await api
      .agent()
      .post(apiRoutes.forgotPasswordReinitialization.path, { email: 'ghost@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect((await api.outbox()).length).toBe(before + 1);
    // Guessing codes for the unknown address fails exactly like for a real one.
    const mail = await api.lastMail(body.email, 'password-reset');
    const guess = wrongCode(codeIn(mail?.text ?? ''));
    const guessKnown = await api
      .agent()
      .post(apiRoutes.changePassword.path, { email: body.email, code: guess, newPassword: NEW_PASSWORD });
    const guessUnknown = await api
      .agent()
      .post(apiRoutes.changePassword.path, { email: 'ghost@example.com', code: guess, newPassword: NEW_PASSWORD });
    expect(errorCode(guessKnown.body)).toBe('CODE_INVALID');
    expect(guessUnknown.status).toBe(guessKnown.status);
    expect(guessUnknown.body).toEqual(guessKnown.body);
    // And the cooldown too.
    const again = await api.agent().post(apiRoutes.forgotPasswordReinitialization.path, { email: 'ghost@example.com' });
    const againKnown = await api.agent().post(apiRoutes.forgotPasswordReinitialization.path, { email: body.email });
    expect(again.status).toBe(429);
    expect(errorCode(again.body)).toBe('RESEND_COOLDOWN');
    expect(errorCode(againKnown.body)).toBe('RESEND_COOLDOWN');
  });
});

describe('POST /auth/change-password with a reset code', () => {
  it('sets the new password and revokes the other sessions', async () => {
    const { agent, body } = await confirmedUser(api);
    const code = await requestReset(body.email);
    const response = await api.agent().post(apiRoutes.changePassword.path, {
      email: body.email,
      code,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await agent.get(apiRoutes.userInfo.path)).status).toBe(401);
    const oldLogin = await api.agent().post(apiRoutes.login.path, { username: body.username, password: body.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await api.agent().post(apiRoutes.login.path, { username: body.username, password: NEW_PASSWORD });
    expect(newLogin.status).toBe(200);
    // Single use.
    const reuse = await api.agent().post(apiRoutes.changePassword.path, {
      email: body.email,
      code,
      newPassword: 'yet another passphrase',
    });
    expect(errorCode(reuse.body)).toBe('CODE_INVALID');
  });

  it('keeps a refused password from spending the code', async () => {
    const { body } = await confirmedUser(api);
    const code = await requestReset(body.email);
    const common = await api
      .agent()
      .post(apiRoutes.changePassword.path, { email: body.email, code, newPassword: 'iloveyou123' });
    expect(common.status).toBe(422);
    expect(errorCode(common.body)).toBe('PASSWORD_COMMON');
    const good = await api
      .agent()
      .post(apiRoutes.changePassword.path, { email: body.email, code, newPassword: NEW_PASSWORD });
    expect(good.status).toBe(200);
  });

  it('refuses wrong and expired codes, and voids the code after five wrong tries', async () => {
    const { body } = await confirmedUser(api);
    const code = await requestReset(body.email);
    const attempt = (value: string) =>
      api.agent().post(apiRoutes.changePassword.path, { email: body.email, code: value, newPassword: NEW_PASSWORD });
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(errorCode((await attempt(wrongCode(code))).body));
    expect(answers).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_ATTEMPTS_EXCEEDED']);
    expect(errorCode((await attempt(code)).body)).toBe('CODE_ATTEMPTS_EXCEEDED');

    api.clock.advance(61_000);
    const fresh = await requestReset(body.email);
    api.clock.advance(minutes(10) + 1000);
    const expired = await attempt(fresh);
    expect(expired.status).toBe(400);
    expect(errorCode(expired.body)).toBe('CODE_EXPIRED');
  });
});

describe('UPDATE_PASSWORD', () => {
  it('is required after logging in with the old password while a reset is pending, and cleared by a change', async () => {
    const { body } = await confirmedUser(api);
    await requestReset(body.email);
    const other = api.agent();
    expect((await other.post(apiRoutes.login.path, { username: body.username, password: body.password })).status).toBe(
      200,
    );
    const agent = api.agent();
    const login = await agent.post(apiRoutes.login.path, { username: body.username, password: body.password });
    expect(create(login.body, AuthSessionResponse).session.userActionsRequired).toEqual(['UPDATE_PASSWORD']);
    expect(agent.cookie(CookieName.userActionsRequired)).toBe('["UPDATE_PASSWORD"]');

    const wrong = await agent.post(apiRoutes.changePassword.path, {
      currentPassword: 'not it at all',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(create(wrong.body, ErrorBody).error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      details: [{ field: 'currentPassword', code: 'invalid' }],
    });

    const changed = await agent.post(apiRoutes.changePassword.path, {
      currentPassword: body.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    expect(agent.cookie(CookieName.userActionsRequired)).toBe('[]');
    const info = await agent.get(apiRoutes.userInfo.path);
    expect(info.status).toBe(200);
    // This session stays; the other one is revoked.
    expect((await other.get(apiRoutes.userInfo.path)).status).toBe(401);
    // The pending reset code is void now that the password changed.
    const mail = await api.lastMail(body.email, 'password-reset');
    const late = await api.agent().post(apiRoutes.changePassword.path, {
      email: body.email,
      code: codeIn(mail?.text ?? ''),
      newPassword: 'other passphrase 1',
    });
    expect(errorCode(late.body)).toBe('CODE_INVALID');
  });

  it('needs a session for the current-password form', async () => {
    const response = await api
      .agent()
      .post(apiRoutes.changePassword.path, { currentPassword: 'whatever it is', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('UNAUTHENTICATED');
  });

  it('refuses reusing the current password', async () => {
    const { agent, body } = await confirmedUser(api);
    const response = await agent.post(apiRoutes.changePassword.path, {
      currentPassword: body.password,
      newPassword: body.password,
    });
    expect(response.status).toBe(422);
    expect(create(response.body, ErrorBody).error.details).toEqual([
      { field: 'newPassword', code: 'invalid', message: 'Choose a password different from the current one' },
    ]);
  });
});

describe('stored password hashes', () => {
  const storedHash = async (server: TestApi, username: string) => {
    const [row] = await server.app.meridian.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, username));
    return row?.passwordHash;
  };

  it("are argon2id at OWASP's baseline (19 MiB, two passes, one lane) on a server as configured by default", async () => {
    const standard = await startApi({ PASSWORD_HASH_COST: 'standard' });
    try {
      const { body } = await confirmedUser(standard);
      expect(await storedHash(standard, body.username)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const login = await standard.agent().post(apiRoutes.login.path, {
        username: body.username,
        password: body.password,
      });
      expect(login.status).toBe(200);
    } finally {
      await standard.close();
    }
  });

  it('are made at the lower test cost in the suites, and checked the same way', async () => {
    const { body } = await confirmedUser(api);
    expect(await storedHash(api, body.username)).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const wrong = await api.agent().post(apiRoutes.login.path, { username: body.username, password: 'not it at all' });
    expect(wrong.status).toBe(401);
  });
});
