import { apiRoutes, Company, EMAIL_VERIFICATION_LINK_LIFETIME_MS, EmailLinkSentResponse } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser, hours, startApi, type Agent, type TestApi } from './support/harness';
import { createWorkspace, errorOf, path } from './support/workspaces';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

let sequence = 0;

/** An owner and their workspace with a company e-mail address of its own. */
async function withEmail(language: 'en' | 'pt' = 'en') {
  const owner = await confirmedUser(api, { language });
  const company = await createWorkspace(owner.agent, { name: 'Lumen Coffee' });
  const email = `billing-${Date.now().toString(36)}-${(sequence += 1)}@lumen.example`;
  const saved = await owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: company.id }), {
    json: { email },
  });
  expect(saved.status).toBe(200);
  return { owner, company, email };
}

const send = (agent: Agent, id: string) => agent.post(path(apiRoutes.sendEmailVerificationLink.path, { id }));
const verify = (agent: Agent, id: string, token: string) => agent.post(path(apiRoutes.verifyEmail.path, { id, token }));
const read = async (agent: Agent, id: string) =>
  create((await agent.get(path(apiRoutes.getCompany.path, { id }))).body, Company);

/** The token of the latest link mailed to the address, checking the link's shape. */
async function mailedToken(email: string, companyId: string): Promise<string> {
  const mail = await api.lastMail(email, 'company-email-verification');
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${api.config.publicUrl}/settings/verify-company-email`);
  expect(url.searchParams.get('company')).toBe(companyId);
  const token = url.searchParams.get('token') ?? '';
  expect(token).toMatch(/^[\w-]{43}$/);
  return token;
}

async function logInAgain(person: Awaited<ReturnType<typeof confirmedUser>>) {
  const response = await person.agent.post(apiRoutes.login.path, {
    username: person.body.username,
    password: person.body.password,
  });
  expect(response.status).toBe(200);
}

describe('POST /company/:id/send-email-verification-link', () => {
  it('mails a link to the company address in the sender’s language and records when', async () => {
    const { owner, company, email } = await withEmail('pt');
    const response = await send(owner.agent, company.id);
    expect(response.status).toBe(200);
    const sent = create(response.body, EmailLinkSentResponse);
    expect(sent.sentTo).toBe(email);
    const mail = await api.lastMail(email, 'company-email-verification');
    expect(mail?.language).toBe('pt');
    expect(mail?.subject).toBe('Verifique o endereço de e-mail de Lumen Coffee no Meridian');
    expect(mail?.text).toContain('24 horas');
    await mailedToken(email, company.id);
    expect((await read(owner.agent, company.id)).emailVerification).toEqual({
      address: email,
      verified: false,
      verifiedAt: null,
      lastSentAt: sent.sentAt,
    });
  });

  it('waits 60 seconds between links', async () => {
    const { owner, company } = await withEmail();
    expect((await send(owner.agent, company.id)).status).toBe(200);
    const before = await api.counts();
    const soon = await send(owner.agent, company.id);
    expect(soon.status).toBe(429);
    expect(errorOf(soon.body)).toMatchObject({ code: 'RESEND_COOLDOWN' });
    const retryAfter = errorOf(soon.body).retryAfterSeconds ?? 0;
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(soon.headers.get('retry-after')).toBe(String(retryAfter));
    expect(await api.counts()).toEqual(before);
    api.clock.advance(61_000);
    expect((await send(owner.agent, company.id)).status).toBe(200);
  });

  it('needs a company e-mail address', async () => {
    const owner = await confirmedUser(api);
    const company = await createWorkspace(owner.agent);
    const response = await send(owner.agent, company.id);
    expect([response.status, errorOf(response.body).code]).toEqual([409, 'PRECONDITION_FAILED']);
  });

  it('takes no body fields', async () => {
    const { owner, company } = await withEmail();
    const before = await api.counts();
    const response = await owner.agent.post(path(apiRoutes.sendEmailVerificationLink.path, { id: company.id }), {
      email: 'other@example.com',
    });
    expect(response.status).toBe(422);
    expect(errorOf(response.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['email', 'unknown_field'],
    ]);
    expect(await api.counts()).toEqual(before);
  });
});

describe('POST /company/:id/verify-email/:token', () => {
  it('verifies the address once; the same link then answers LINK_INVALID', async () => {
    const { owner, company, email } = await withEmail();
    await send(owner.agent, company.id);
    const token = await mailedToken(email, company.id);
    const response = await verify(owner.agent, company.id, token);
    expect(response.status).toBe(200);
    const verified = create(response.body, Company);
    expect(verified.emailVerification).toMatchObject({ address: email, verified: true });
    expect(Date.parse(verified.emailVerification?.verifiedAt ?? '')).toBeGreaterThan(0);
    const reused = await verify(owner.agent, company.id, token);
    expect([reused.status, errorOf(reused.body).code]).toEqual([400, 'LINK_INVALID']);
  });

  it('answers LINK_EXPIRED after 24 hours', async () => {
    const { owner, company, email } = await withEmail();
    await send(owner.agent, company.id);
    const token = await mailedToken(email, company.id);
    api.clock.advance(EMAIL_VERIFICATION_LINK_LIFETIME_MS + 1000);
    await logInAgain(owner);
    const response = await verify(owner.agent, company.id, token);
    expect([response.status, errorOf(response.body).code]).toEqual([410, 'LINK_EXPIRED']);
    expect((await read(owner.agent, company.id)).emailVerification?.verified).toBe(false);
  });

  it('still works just before 24 hours', async () => {
    const { owner, company, email } = await withEmail();
    await send(owner.agent, company.id);
    const token = await mailedToken(email, company.id);
    api.clock.advance(hours(23));
    await logInAgain(owner);
    expect((await verify(owner.agent, company.id, token)).status).toBe(200);
  });

  it('voids an older link once a newer one is sent', async () => {
    const { owner, company, email } = await withEmail();
    await send(owner.agent, company.id);
    const older = await mailedToken(email, company.id);
    api.clock.advance(61_000);
    await send(owner.agent, company.id);
    const newer = await mailedToken(email, company.id);
    expect(newer).not.toBe(older);
    const stale = await verify(owner.agent, company.id, older);
    expect([stale.status, errorOf(stale.body).code]).toEqual([400, 'LINK_INVALID']);
    expect((await verify(owner.agent, company.id, newer)).status).toBe(200);
  });

  it('voids links to an address that has since changed, and a new address starts unverified', async () => {
    const { owner, company, email } = await withEmail();
    await send(owner.agent, company.id);
    const first = await mailedToken(email, company.id);
    expect((await verify(owner.agent, company.id, first)).status).toBe(200);

    api.clock.advance(61_000);
    await send(owner.agent, company.id);
    const pending = await mailedToken(email, company.id);
    const changed = await owner.agent.request('PATCH', path(apiRoutes.updateCompany.path, { id: company.id }), {
      json: { email: 'accounts@lumen.example' },
    });
    expect(create(changed.body, Company).emailVerification).toEqual({
      address: 'accounts@lumen.example',
      verified: false,
      verifiedAt: null,
      lastSentAt: null,
    });
    const stale = await verify(owner.agent, company.id, pending);
    expect([stale.status, errorOf(stale.body).code]).toEqual([400, 'LINK_INVALID']);
    // A link for the new address goes out at once (the pause is per address).
    expect((await send(owner.agent, company.id)).status).toBe(200);
  });

  it('answers LINK_INVALID for a token it never issued, and takes no body fields', async () => {
    const { owner, company } = await withEmail();
    const unknown = await verify(owner.agent, company.id, 'x'.repeat(43));
    expect([unknown.status, errorOf(unknown.body).code]).toEqual([400, 'LINK_INVALID']);
    const before = await api.counts();
    const withBody = await owner.agent.post(path(apiRoutes.verifyEmail.path, { id: company.id, token: 'x' }), {
      token: 'x',
    });
    expect(withBody.status).toBe(422);
    expect(errorOf(withBody.body).details?.map((detail) => [detail.field, detail.code])).toEqual([
      ['token', 'unknown_field'],
    ]);
    expect(await api.counts()).toEqual(before);
  });
});
