import {
  apiRoutes,
  AuthSessionResponse,
  CookieName,
  ErrorBody,
  OkResponse,
  SESSION_REFRESH_GRACE_MS,
  UserInfo,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, hours, minutes, startApi, type Agent, type TestApi } from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const errorCode = (body: unknown) => create(body, ErrorBody).error.code;

/** A second browser holding a copy of the agent's current token. */
function copyOf(agent: Agent): Agent {
  const copy = api.agent();
  copy.jar.set(CookieName.session, agent.cookie(CookieName.session) ?? '');
  return copy;
}

describe('session cookies', () => {
  it('sets the token HttpOnly and SameSite=Lax, and the readable facts beside it', async () => {
    const { agent } = await confirmedUser(api);
    const response = await agent.post(apiRoutes.refreshSession.path);
    expect(response.status).toBe(200);
    const cookies = new Map(response.setCookies.map((cookie) => [cookie.name, cookie]));
    expect([...cookies.keys()].sort()).toEqual(Object.values(CookieName).sort());
    const token = cookies.get(CookieName.session);
    expect(token?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/', 'max-age': '43200' });
    // Not Secure in local development and tests (COOKIE_SECURE defaults to false there).
    expect(token?.attributes.secure).toBeUndefined();
    expect(Buffer.from(token?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(16);
    const { session } = create(response.body, AuthSessionResponse);
    for (const name of Object.values(CookieName).filter((name) => name !== CookieName.session)) {
      expect(cookies.get(name)?.attributes.httponly).toBeUndefined();
    }
    expect(cookies.get(CookieName.sessionExpiry)?.value).toBe(String(session.expiresAt));
    expect(cookies.get(CookieName.sessionRefreshThreshold)?.value).toBe(String(session.expiresAt - minutes(2)));
    expect(cookies.get(CookieName.userActionsRequired)?.value).toBe('[]');
    expect(cookies.get(CookieName.pendingInvites)?.value).toBe('[]');
    expect(cookies.get(CookieName.userWorkspaces)?.value).toBe('[]');
    expect(cookies.get(CookieName.selectedWorkspaceId)?.value).toBe('');
  });
});

describe('POST /auth/refresh-session', () => {
  it('rotates the token: the old one no longer opens anything (renew, within the grace; refused after it)', async () => {
    const { agent } = await confirmedUser(api);
    const old = copyOf(agent);
    const refreshed = await agent.post(apiRoutes.refreshSession.path);
    expect(refreshed.status).toBe(200);
    expect(agent.cookie(CookieName.session)).not.toBe(old.cookie(CookieName.session));
    expect((await agent.get(apiRoutes.userInfo.path)).status).toBe(200);
    // A request another tab sent before the refresh answered: renew and send it again, cookies kept.
    const inFlight = await old.get(apiRoutes.userInfo.path);
    expect(inFlight.status).toBe(401);
    expect(errorCode(inFlight.body)).toBe('SESSION_EXPIRED');
    expect(inFlight.setCookies).toEqual([]);
    api.clock.advance(SESSION_REFRESH_GRACE_MS + 1);
    const withOld = await old.get(apiRoutes.userInfo.path);
    expect(withOld.status).toBe(401);
    expect(errorCode(withOld.body)).toBe('UNAUTHENTICATED');
    expect(old.jar.size).toBe(0);
  });

  it('answers concurrent refreshes of one token (tabs at once) with the same new token, which works', async () => {
    const { agent } = await confirmedUser(api);
    const tabs = [agent, copyOf(agent), copyOf(agent), copyOf(agent)];
    const answers = await Promise.all(tabs.map((tab) => tab.post(apiRoutes.refreshSession.path)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const tokens = new Set(tabs.map((tab) => tab.cookie(CookieName.session)));
    expect(tokens.size).toBe(1);
    const expiries = answers.map((answer) => create(answer.body, AuthSessionResponse).session.expiresAt);
    expect(new Set(expiries).size).toBe(1);
    expect(new Set(tabs.map((tab) => tab.cookie(CookieName.sessionExpiry)))).toEqual(new Set([String(expiries[0])]));
    for (const tab of tabs) expect((await tab.get(apiRoutes.userInfo.path)).status).toBe(200);
  });

  it('answers a late tab within the grace with the same pair, and nothing stores the new token in plain', async () => {
    const { agent } = await confirmedUser(api);
    const late = copyOf(agent);
    const old = agent.cookie(CookieName.session) ?? '';
    expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    const fresh = agent.cookie(CookieName.session) ?? '';
    // Near the end of the grace (the test clock is real time plus what a test adds).
    api.clock.advance(SESSION_REFRESH_GRACE_MS - 5000);
    const answer = await late.post(apiRoutes.refreshSession.path);
    expect(answer.status).toBe(200);
    expect(late.cookie(CookieName.session)).toBe(fresh);
    expect((await agent.get(apiRoutes.userInfo.path)).status).toBe(200);
    const rows = await api.app.meridian.database.query<Record<string, unknown>>(
      { name: 'test_session_rows', text: 'SELECT * FROM sessions' },
      [],
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(fresh);
    expect(stored).not.toContain(old);
    // Past its grace, the next refresh drops the sealed token: only the newest rotation keeps one.
    api.clock.advance(minutes(13));
    expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    const sealed = await api.app.meridian.database.query<{ user_id: string }>(
      { name: 'test_sealed_successors', text: 'SELECT user_id FROM sessions WHERE successor_token IS NOT NULL' },
      [],
    );
    const userId = create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo).id;
    expect(sealed.filter((row) => row.user_id === userId)).toHaveLength(1);
  });

  it('revokes the whole family when a rotated token is presented after the grace', async () => {
    const { agent } = await confirmedUser(api);
    const thief = copyOf(agent);
    expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    api.clock.advance(SESSION_REFRESH_GRACE_MS + 1);
    const reuse = await thief.post(apiRoutes.refreshSession.path);
    expect(reuse.status).toBe(401);
    expect(errorCode(reuse.body)).toBe('UNAUTHENTICATED');
    expect(thief.jar.size).toBe(0);
    // The legitimate, newer token is gone as well.
    expect((await agent.get(apiRoutes.userInfo.path)).status).toBe(401);
    expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(401);
  });

  it('answers SESSION_EXPIRED after 15 minutes; a refresh brings the session back', async () => {
    const { agent } = await confirmedUser(api);
    api.clock.advance(minutes(15) + 1000);
    const expired = await agent.get(apiRoutes.userInfo.path);
    expect(expired.status).toBe(401);
    expect(create(expired.body, ErrorBody).error).toEqual({ code: 'SESSION_EXPIRED', message: 'Session expired' });
    const refreshed = await agent.post(apiRoutes.refreshSession.path);
    expect(refreshed.status).toBe(200);
    expect(create(refreshed.body, AuthSessionResponse).session.expiresAt).toBeGreaterThan(api.clock.now().getTime());
    expect(create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo).emailVerified).toBe(true);
  });

  it('stops refreshing after 12 hours of inactivity', async () => {
    const { agent } = await confirmedUser(api);
    api.clock.advance(hours(12) + 1000);
    const response = await agent.post(apiRoutes.refreshSession.path);
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('SESSION_EXPIRED');
    expect(agent.cookie(CookieName.sessionExpiry)).toBeUndefined();
  });

  it('stops refreshing 7 days after the login, however active', async () => {
    const { agent } = await confirmedUser(api);
    for (let elapsed = 0; elapsed + hours(11) <= hours(7 * 24); elapsed += hours(11)) {
      api.clock.advance(hours(11));
      expect((await agent.post(apiRoutes.refreshSession.path)).status).toBe(200);
    }
    api.clock.advance(hours(11));
    const response = await agent.post(apiRoutes.refreshSession.path);
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('SESSION_EXPIRED');
  });

  it('needs a session', async () => {
    const response = await api.agent().post(apiRoutes.refreshSession.path);
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('UNAUTHENTICATED');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session server-side and clears the cookies', async () => {
    const { agent } = await confirmedUser(api);
    const copy = copyOf(agent);
    const response = await agent.post(apiRoutes.logout.path);
    expect(response.status).toBe(200);
    expect(create(response.body, OkResponse)).toEqual({ ok: true });
    expect(agent.jar.size).toBe(0);
    expect((await copy.get(apiRoutes.userInfo.path)).status).toBe(401);
    expect((await copy.post(apiRoutes.refreshSession.path)).status).toBe(401);
  });

  it('answers ok without a session', async () => {
    expect((await api.agent().post(apiRoutes.logout.path)).status).toBe(200);
  });
});

describe('GET /user/info', () => {
  it('needs a session', async () => {
    const response = await api.agent().get(apiRoutes.userInfo.path);
    expect(response.status).toBe(401);
    expect(errorCode(response.body)).toBe('UNAUTHENTICATED');
  });
});
