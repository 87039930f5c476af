import { apiRoutes, ErrorBody, UserInfo, VERIFICATION_CODE_LIFETIME_MS } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressedTo } from './support/inbox';
import {
  codeIn,
  confirmedUser,
  minutes,
  signupBody,
  startApi,
  wrongCode,
  type Agent,
  type ApiResponse,
  type TestApi,
} from './support/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startApi({}, { smtp: true });
});
afterAll(async () => {
  await api?.close();
});

const errorOf = (response: ApiResponse) => create(response.body, ErrorBody).error;
const start = (agent: Agent, body: Record<string, unknown>) => agent.post(apiRoutes.startEmailChange.path, body);
const confirm = (agent: Agent, email: string, code: string) =>
  agent.post(apiRoutes.confirmEmailChange.path, { email, code });
const userInfo = async (agent: Agent) => create((await agent.get(apiRoutes.userInfo.path)).body, UserInfo);
const login = (username: string, password: string) => api.agent().post(apiRoutes.login.path, { username, password });

/** The mails that arrived at an address so far. */
const mailsTo = (address: string) => api.inbox!.messages.filter(addressedTo(address));

/** Asks for a code for a fresh address and returns the address with the code mailed to it. */
async function codeMailed(agent: Agent, extra: { password?: string } = {}) {
  const email = signupBody().email;
  const before = mailsTo(email).length;
  const response = await start(agent, { email, ...extra });
  expect(response.status).toBe(200);
  await api.settle();
  const mail = await api.inbox!.waitFor((m) => addressedTo(email)(m) && mailsTo(email).indexOf(m) >= before);
  return { email, code: codeIn(mail.text ?? ''), mail };
}

describe('changing the account e-mail address', () => {
  it('mails a code to the new address; the old one stays until the code is confirmed', async () => {
    const { agent, body } = await confirmedUser(api, { language: 'es' });
    const { email, code, mail } = await codeMailed(agent);
    expect(mail.subject).toBe(`Confirma tu nueva dirección de correo electrónico de Meridian: ${code}`);
    expect((await userInfo(agent)).email).toBe(body.email);
    expect((await login(body.email, body.password)).status).toBe(200);

    const wrong = await confirm(agent, email, wrongCode(code));
    expect([wrong.status, errorOf(wrong).code]).toEqual([400, 'CODE_INVALID']);
    expect((await userInfo(agent)).email).toBe(body.email);

    const confirmed = await confirm(agent, email, code);
    expect(confirmed.status).toBe(200);
    expect(create(confirmed.body, UserInfo).email).toBe(email);
    expect((await login(email, body.password)).status).toBe(200);
    expect((await login(body.email, body.password)).status).toBe(401);

    // The old address is told, in the account's language, with the new one named.
    const notice = await api.inbox!.waitFor(
      (m) => addressedTo(body.email)(m) && m.subject !== undefined && /cambiado/.test(m.subject),
    );
    expect(notice.text).toContain(email);
    // The code is single use.
    expect(errorOf(await confirm(agent, email, code)).code).toBe('CODE_INVALID');
  });

  it('counts wrong codes: the fifth voids the code', async () => {
    const { agent, body } = await confirmedUser(api);
    const { email, code } = await codeMailed(agent);
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect(errorOf(await confirm(agent, email, wrongCode(code))).code).toBe('CODE_INVALID');
    }
    expect(errorOf(await confirm(agent, email, wrongCode(code))).code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect(errorOf(await confirm(agent, email, code)).code).toBe('CODE_ATTEMPTS_EXCEEDED');
    expect((await userInfo(agent)).email).toBe(body.email);
  });

  it('refuses an expired code, and a code for another address', async () => {
    const { agent, body } = await confirmedUser(api);
    const { email, code } = await codeMailed(agent);
    expect(errorOf(await confirm(agent, signupBody().email, code)).code).toBe('CODE_INVALID');
    api.clock.advance(VERIFICATION_CODE_LIFETIME_MS + 1000);
    const expired = await confirm(agent, email, code);
    expect([expired.status, errorOf(expired).code]).toEqual([400, 'CODE_EXPIRED']);
    expect((await userInfo(agent)).email).toBe(body.email);
  });

  it('answers a taken address like a free one, mails it no code, tells its owner in their language, and changes nothing', async () => {
    const other = await confirmedUser(api, { language: 'pt' });
    const { agent, body } = await confirmedUser(api);
    const free = await start((await confirmedUser(api)).agent, { email: signupBody().email });
    const mark = api.inbox!.received;
    const before = await api.counts();
    const response = await start(agent, { email: other.body.email.toUpperCase() });
    // The one who asked learns nothing: the same answer as for a free address.
    expect([response.status, response.body]).toEqual([free.status, free.body]);
    await api.settle();
    // The owner hears that someone tried and that nothing changed, in Portuguese; no code.
    const notice = await api.inbox!.waitFor(
      (m) => addressedTo(other.body.email)(m) && api.inbox!.messages.indexOf(m) >= mark,
    );
    expect(notice.subject).toBe('Alguém tentou passar uma conta do Meridian para o seu endereço');
    expect(notice.text).toContain('nada mudou');
    expect(notice.text).not.toContain(body.email);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(api.inbox!.since(mark).filter(addressedTo(other.body.email))).toHaveLength(1);
    const after = await api.counts();
    expect(after.verification_codes).toBe(before.verification_codes);
    expect(errorOf(await confirm(agent, other.body.email, '123456')).code).toBe('CODE_INVALID');
    expect((await userInfo(agent)).email).toBe(body.email);
    expect((await login(other.body.email, other.body.password)).status).toBe(200);
  });

  it('refuses the current address, a code within the minute, and asks for the password after 15 minutes', async () => {
    const { agent, body } = await confirmedUser(api);
    const same = await start(agent, { email: body.email });
    expect([same.status, errorOf(same).code, errorOf(same).details?.[0]?.code]).toEqual([
      422,
      'VALIDATION_FAILED',
      'unchanged',
    ]);
    await codeMailed(agent);
    const again = await start(agent, { email: signupBody().email });
    expect([again.status, errorOf(again).code]).toEqual([429, 'RESEND_COOLDOWN']);

    api.clock.advance(minutes(16));
    await agent.post(apiRoutes.refreshSession.path);
    const without = await start(agent, { email: signupBody().email });
    expect([without.status, errorOf(without).code]).toEqual([403, 'REAUTHENTICATION_REQUIRED']);
    const { code, email } = await codeMailed(agent, { password: body.password });
    expect((await confirm(agent, email, code)).status).toBe(200);
  });
});
