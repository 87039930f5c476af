import { apiRoutes } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, signupBody, startApi, type TestApi } from './support/harness';
import { addressedTo as to, type Inbox } from './support/inbox';

let inbox: Inbox;
let api: TestApi;
beforeAll(async () => {
  api = await startApi({}, { smtp: true });
  if (!api.inbox) throw new Error('no SMTP server');
  inbox = api.inbox;
});
afterAll(async () => {
  await api?.close();
});

describe('mail over SMTP', () => {
  it.each([
    ['en', /^Your Meridian confirmation code: \d{6}$/, 'Welcome to Meridian!'],
    ['es', /^Tu código de confirmación de Meridian: \d{6}$/, '¡Te damos la bienvenida a Meridian!'],
    ['fr', /^Votre code de confirmation Meridian\u00a0: \d{6}$/, 'Bienvenue sur Meridian\u202f!'],
    ['pt', /^Seu código de confirmação do Meridian: \d{6}$/, 'Boas-vindas ao Meridian!'],
  ] as const)('delivers the confirmation code in %s', async (language, subject, greeting) => {
    const agent = api.agent();
    const body = signupBody({ language });
    expect((await agent.post(apiRoutes.signup.path, body)).status).toBe(201);
    const mail = await inbox.waitFor(to(body.email));
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.from?.value[0]?.address).toBe('hello@meridian.test');
    expect(mail.headers.get('content-language')).toBe(language);
    const confirmed = await agent.post(apiRoutes.confirmCodeVerification.path, { code: codeIn(mail.text ?? '') });
    expect(confirmed.status).toBe(200);
  });

  it('delivers the reset code in the user’s language and keeps nothing in the outbox', async () => {
    const body = signupBody({ language: 'fr' });
    expect((await api.agent().post(apiRoutes.signup.path, body)).status).toBe(201);
    await api.agent().post(apiRoutes.forgotPasswordReinitialization.path, { email: body.email });
    const mail = await inbox.waitFor((m) => to(body.email)(m) && /Réinitialisez/.test(m.subject ?? ''));
    expect(mail.subject).toMatch(/^Réinitialisez votre mot de passe Meridian\u00a0: \d{6}$/);
    const reset = await api.agent().post(apiRoutes.changePassword.path, {
      email: body.email,
      code: codeIn(mail.text ?? ''),
      newPassword: 'un tout nouveau secret',
    });
    expect(reset.status).toBe(200);
    expect(await api.outbox()).toEqual([]);
  });
});
