import { apiRoutes, AuthSessionResponse, CookieName, ErrorBody } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, minutes, signUp, startApi, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const login = (username: string, password: string) => api.agent().post(apiRoutes.login.path, { username, password });

describe('POST /auth/login', () => {
  it('logs in by username or e-mail, in any case, and rotates the token', async () => {
    const { agent, body } = await confirmedUser(api);
    const signupToken = agent.cookie(CookieName.session);
    const byName = await agent.post(apiRoutes.login.path, {
      username: body.username.toUpperCase(),
      password: body.password,
    });
    expect(byName.status).toBe(200);
    const { user, session } = create(byName.body, AuthSessionResponse);
    expect(user.userActionsRequired).toEqual([]);
    expect(session.refreshThreshold).toBe(session.expiresAt - 2 * 60 * 1000);
    expect(session.expiresAt - Date.now()).toBeGreaterThan(minutes(14));
    expect(agent.cookie(CookieName.session)).not.toBe(signupToken);
    // The session the login replaced is revoked.
    const stale = api.agent();
    stale.jar.set(CookieName.session, signupToken ?? '');
    expect((await stale.get(apiRoutes.userInfo.path)).status).toBe(401);

    const byEmail = await login(` ${body.email.toUpperCase()} `, body.password);
    expect(byEmail.status).toBe(200);
  });

  it('lets an unconfirmed account in, with the confirmation still required', async () => {
    const { body } = await signUp(api);
    const response = await login(body.username, body.password);
    expect(response.status).toBe(200);
    expect(create(response.body, AuthSessionResponse).session.userActionsRequired).toEqual([
      'CONFIRM_CODE_VERIFICATION',
    ]);
  });

  it('gives one answer for a wrong password and an unknown account', async () => {
    const { body } = await confirmedUser(api);
    const wrongPassword = await login(body.username, 'not the password');
    const unknownUser = await login('nobody_at_all', 'not the password');
    const unknownEmail = await login('nobody@example.com', 'not the password');
    for (const response of [wrongPassword, unknownUser, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.setCookies).toEqual([]);
    }
    expect(wrongPassword.body).toEqual(unknownUser.body);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(create(wrongPassword.body, ErrorBody).error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Login failed. Please check your credentials and try again.',
    });
  });

  it('allows at most 10 failures per account per 15 minutes', async () => {
    const { body } = await confirmedUser(api);
    for (let i = 0; i < 10; i += 1) {
      // Alternating username and e-mail: both count for the same account.
      const response = await login(i % 2 ? body.email : body.username, `wrong password ${i}`);
      expect(response.status).toBe(401);
    }
    const limited = await login(body.username, body.password);
    expect(limited.status).toBe(429);
    const error = create(limited.body, ErrorBody).error;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBeGreaterThan(minutes(14) / 1000);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(minutes(15) / 1000);

    // Another account is not affected.
    const other = await confirmedUser(api);
    expect((await login(other.body.username, other.body.password)).status).toBe(200);

    api.clock.advance(minutes(15) + 1000);
    expect((await login(body.username, body.password)).status).toBe(200);
  });

  it('holds the limit under concurrency: 30 wrong logins at once, then the right password is refused', async () => {
    const { body } = await confirmedUser(api);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2 ? body.email : body.username, `wrong password ${i}`)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    const limited = await login(body.username, body.password);
    expect(limited.status).toBe(429);
    expect(create(limited.body, ErrorBody).error.code).toBe('RATE_LIMITED');
  });

  it('limits unknown accounts the same way', async () => {
    for (let i = 0; i < 10; i += 1) expect((await login('ghost_account', `guess ${i}`)).status).toBe(401);
    const limited = await login('ghost_account', 'guess again');
    expect(limited.status).toBe(429);
    expect(create(limited.body, ErrorBody).error.code).toBe('RATE_LIMITED');
  });
});
