import { apiRoutes, type SignupRequest } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import type { OutgoingMail } from '../src/mail/mailer';
import { codeIn, signupBody, startApi, type TestApi } from './support/harness';
import { addressedTo, Inbox } from './support/inbox';
import { createWorkspace, invite } from './support/workspaces';

let inbox: Inbox;
let api: TestApi;
beforeAll(async () => {
  inbox = new Inbox();
  const port = await inbox.listen();
  api = await startApi({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Meridian <hello@meridian.test>' });
});
afterAll(async () => {
  await api?.close();
  await inbox?.close();
});

/** Signs up and confirms with the code received over SMTP. */
async function confirmedUser(overrides: Partial<SignupRequest> = {}) {
  const agent = api.agent();
  const body = signupBody(overrides);
  expect((await agent.post(apiRoutes.signup.path, body)).status).toBe(201);
  const received = await inbox.waitFor(addressedTo(body.email));
  const confirmed = await agent.post(apiRoutes.confirmCodeVerification.path, { code: codeIn(received.text ?? '') });
  expect(confirmed.status).toBe(200);
  return { agent, body };
}

const mail = (overrides: Partial<OutgoingMail>): OutgoingMail => ({
  to: `someone.${Date.now()}@example.com`,
  kind: 'company-invite',
  language: 'en',
  subject: 'Hello',
  text: 'A message.',
  ...overrides,
});

describe('the mailer refuses control characters in the headers it builds', () => {
  it.each([
    ['a subject with CR LF', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['a subject with a lone LF', { subject: 'Hello\nX-Injected: yes' }],
    ['a subject with another control character', { subject: 'Hello\u0007' }],
    ['a recipient with CR LF', { to: 'a@example.com\r\nBcc: victim@example.com' }],
    ['a reply-to display name with CR LF', { replyTo: '"Team\r\nBcc: victim@example.com" <team@example.com>' }],
    ['a subject with a line separator', { subject: 'Hello\u2028Bcc: victim@example.com' }],
  ])('refuses %s and sends nothing', async (_case, overrides) => {
    const mailer = api.app.meridian.mailer;
    const before = inbox.messages.length;
    await expect(mailer.send(mail(overrides))).rejects.toThrow(/control character/);
    // A safe mail sent after it arrives, and nothing arrived before it.
    const control = mail({ subject: 'Control' });
    await mailer.send(control);
    await mailer.flush();
    const arrived = await inbox.waitFor(addressedTo(control.to));
    expect(inbox.messages.slice(before)).toEqual([arrived]);
    expect(arrived.headers.has('x-injected')).toBe(false);
    expect(arrived.bcc).toBeUndefined();
  });
});

describe('text people typed is quoted and escaped in mail bodies', () => {
  it('shows a workspace and an inviter named like markup or a call to action in quotes, escaped in HTML', async () => {
    const workspaceName = '<a href="https://evil.example/login">Verify your account now</a> & "Support"';
    const inviterName = '<b>Meridian Security</b>';
    const owner = await confirmedUser();
    await api.app.meridian.database.db
      .update(users)
      .set({ name: inviterName })
      .where(eq(users.username, owner.body.username.toLowerCase()));
    const company = await createWorkspace(owner.agent, { name: workspaceName });
    const email = `invitee.${Date.now()}@example.com`;
    await invite(owner.agent, company.id, email, 'developer');

    const received = await inbox.waitFor(addressedTo(email));
    // Plain text: the names as typed, between the quotation marks of the mail's language.
    expect(received.text).toContain(`“${inviterName}” invited you to join the workspace “${workspaceName}”`);
    // HTML: the same words, quoted, and escaped: no link, no bold, nothing of the names is markup.
    const html = received.html || '';
    expect(html).toContain(
      '“&lt;b&gt;Meridian Security&lt;/b&gt;” invited you to join the workspace ' +
        '“&lt;a href=&quot;https://evil.example/login&quot;&gt;Verify your account now&lt;/a&gt; &amp; &quot;Support&quot;”',
    );
    expect(html).not.toMatch(/<a[\s>]/i);
    expect(html).not.toMatch(/<b>/i);
    expect(html).not.toContain('https://evil.example/login">');
  });

  it('quotes names in the quotation marks of French', async () => {
    const owner = await confirmedUser({ language: 'fr' });
    const company = await createWorkspace(owner.agent, { name: 'Cliquez ici <pour> vérifier' });
    const email = `invitee.fr.${Date.now()}@example.com`;
    await invite(owner.agent, company.id, email, 'viewer');
    const received = await inbox.waitFor(addressedTo(email));
    expect(received.text).toContain(`«\u00a0${owner.body.username}\u00a0» vous invite`);
    expect(received.text).toContain('«\u00a0Cliquez ici <pour> vérifier\u00a0»');
    expect(received.html || '').toContain('«\u00a0Cliquez ici &lt;pour&gt; vérifier\u00a0»');
  });
});

describe('the invitation mail is sent with both parts', () => {
  it('carries a plain-text and an HTML part in the same language', async () => {
    const owner = await confirmedUser({ language: 'es' });
    const company = await createWorkspace(owner.agent, { name: 'Tostadores Lumen' });
    const email = `invitee.es.${Date.now()}@example.com`;
    await invite(owner.agent, company.id, email, 'viewer');
    const received = await inbox.waitFor(addressedTo(email));
    expect(received.text).toContain('«Tostadores Lumen»');
    expect(received.html || '').toContain('<html lang="es">');
    expect(received.html || '').toContain('«Tostadores Lumen»');
    expect(received.headers.get('content-language')).toBe('es');
  });
});
