// Tier verification over HTTP: requests started with a fake identity provider on loopback (the
// API's real provider client talks to it), its signed decisions delivered to the webhook, the
// tier and its limits changing at once, roles, bad input, and the handoff to a phone.
import {
  VERIFICATION_HANDOFF_MINUTES,
  apiRoutes,
  NotificationListResponse,
  VerificationHandoff,
  VerificationOverview,
  VerificationStarted,
  type Role,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { configProblems } from './support/config';
import { listedEvents } from './support/events';
import { link, merchant, openSession, payer, type Merchant } from './support/checkout';
import { eventually } from './support/eventually';
import { startIdentityProvider } from './support/identity-provider';
import { confirmedUser, minutes, startApi, type Agent, type TestApi } from './support/harness';
import { paid } from './support/paid';
import { createWorkspace, errorOf, joinAs, path } from './support/workspaces';

let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
let api: TestApi;
beforeAll(async () => {
  provider = await startIdentityProvider();
  api = await startApi({ IDENTITY_PROVIDER_URL: provider.url, IDENTITY_PROVIDER_SECRET: provider.secret });
});
afterAll(async () => {
  await api?.close();
  await provider?.close();
});

const business = { legalName: 'Lumen Coffee Roasters, Lda.', country: 'PT' };

async function overview(agent: Agent, companyId: string) {
  const response = await agent.get(path(apiRoutes.companyVerification.path, { id: companyId }));
  expect(response.status).toBe(200);
  return create(response.body, VerificationOverview);
}

async function startBusiness(agent: Agent, companyId: string, body: Record<string, unknown> = business) {
  const response = await agent.post(path(apiRoutes.verifyBusiness.path, { id: companyId }), body);
  if (response.status !== 201) throw new Error(`start: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, VerificationStarted);
}

/** A Silver workspace: its business verified and approved by the provider. */
async function silver(m: Merchant) {
  await startBusiness(m.owner.agent, m.company.id);
  const answer = await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'approved' }));
  expect(answer.status).toBe(200);
}

describe('starting a verification', () => {
  it('sends the business, its jurisdiction and the way back to the provider, and shows it in progress', async () => {
    const m = await merchant(api);
    const started = await startBusiness(m.owner.agent, m.company.id, {
      legalName: 'Lumen Roasters Inc.',
      country: 'US',
      region: 'ca',
    });
    expect(started.hostedUrl).toBe(`https://verify.example/s/${provider.last().id}`);
    expect(provider.last().body).toEqual({
      reference: m.company.id,
      subject: 'business',
      level: 'silver',
      jurisdiction: { country: 'US', region: 'CA' },
      returnUrl: 'http://127.0.0.1:5173/settings/verification',
    });
    const state = await overview(m.owner.agent, m.company.id);
    expect(state).toMatchObject({
      tier: 'basic',
      gold: null,
      silver: {
        subject: 'business',
        state: 'in_progress',
        status: 'in_progress',
        legalName: 'Lumen Roasters Inc.',
        continueUrl: started.hostedUrl,
      },
    });
  });

  it('lets every member read the state, and only owners and admins start one; a stranger learns nothing', async () => {
    const m = await merchant(api);
    const readers: Agent[] = [];
    for (const role of ['viewer', 'developer'] as Role[]) {
      const member = await joinAs(api, m.owner.agent, m.company.id, role);
      expect((await overview(member.agent, m.company.id)).tier).toBe('basic');
      readers.push(member.agent);
      const before = await api.counts();
      const refused = await member.agent.post(path(apiRoutes.verifyIdentity.path, { id: m.company.id }), {});
      expect(refused.status, role).toBe(403);
      expect(errorOf(refused.body).code).toBe('FORBIDDEN');
      expect(await api.counts()).toEqual(before);
    }
    const admin = await joinAs(api, m.owner.agent, m.company.id, 'admin');
    expect((await admin.agent.post(path(apiRoutes.verifyIdentity.path, { id: m.company.id }), {})).status).toBe(201);
    expect((await overview(admin.agent, m.company.id)).silver?.continueUrl).toMatch(/^https:\/\/verify\.example\//);
    // The provider's page is for those who may complete the verification.
    for (const reader of readers) expect((await overview(reader, m.company.id)).silver?.continueUrl).toBeNull();

    const stranger = await confirmedUser(api);
    await createWorkspace(stranger.agent, { name: 'Elsewhere' });
    for (const request of [
      stranger.agent.get(path(apiRoutes.companyVerification.path, { id: m.company.id })),
      stranger.agent.post(path(apiRoutes.verifyBusiness.path, { id: m.company.id }), business),
    ]) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(errorOf(response.body).code).toBe('NOT_FOUND');
    }
  });

  it('refuses bad input with 422 on the field, and starts nothing', async () => {
    const m = await merchant(api);
    const url = path(apiRoutes.verifyBusiness.path, { id: m.company.id });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ country: 'PT' }, 'legalName', 'required'],
      [{ legalName: '  ', country: 'PT' }, 'legalName', 'required'],
      [{ legalName: 'Lumen' }, 'country', 'required'],
      [{ legalName: 'Lumen', country: 'XX' }, 'country', 'invalid'],
      [{ legalName: 'Lumen', country: 'AQ' }, 'country', 'not_allowed'],
      [{ legalName: 'Lumen', country: 'US' }, 'region', 'required'],
      [{ legalName: 'Lumen', country: 'CA', region: 'TX' }, 'region', 'invalid'],
      [{ legalName: 'x'.repeat(201), country: 'PT' }, 'legalName', 'too_long'],
    ];
    const sessions = provider.sessions.size;
    const before = await api.counts();
    for (const [body, field, code] of cases) {
      const response = await m.owner.agent.post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(errorOf(response.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(errorOf(response.body).details, JSON.stringify(body)).toContainEqual(
        expect.objectContaining({ field, code: expect.stringMatching(new RegExp(`^(${code}|enum)$`)) }),
      );
    }
    const enhanced = path(apiRoutes.verifyBusinessEnhanced.path, { id: m.company.id });
    const noNumber = await m.owner.agent.post(enhanced, { country: 'PT' });
    expect(noNumber.status).toBe(422);
    expect(errorOf(noNumber.body).details).toContainEqual(expect.objectContaining({ field: 'registrationNumber' }));
    // Gold needs Silver first.
    const early = await m.owner.agent.post(enhanced, { registrationNumber: 'PT 509 123 456', country: 'PT' });
    expect(early.status).toBe(409);
    expect(errorOf(early.body).code).toBe('PRECONDITION_FAILED');
    expect(await api.counts()).toEqual(before);
    expect(provider.sessions.size).toBe(sessions);
  });

  it('answers 503 PROVIDER_UNAVAILABLE and keeps nothing when the provider is down', async () => {
    const m = await merchant(api);
    const before = await api.counts();
    provider.state.behaviour = 'fail';
    try {
      const response = await m.owner.agent.post(path(apiRoutes.verifyIdentity.path, { id: m.company.id }), {});
      expect(response.status).toBe(503);
      expect(errorOf(response.body).code).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      provider.state.behaviour = 'answer';
    }
    expect(await api.counts()).toEqual(before);
  });
});

describe('the provider’s decisions', () => {
  it('approved: the workspace is Silver at once, with its events, notifications and mail', async () => {
    const m = await merchant(api);
    const admin = await joinAs(api, m.owner.agent, m.company.id, 'admin');
    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer');
    await startBusiness(m.owner.agent, m.company.id);
    const answer = await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'approved' }));
    expect(answer).toMatchObject({ status: 200, body: { ok: true, outcome: 'applied' } });

    const state = await overview(viewer.agent, m.company.id);
    expect(state).toMatchObject({ tier: 'silver', silver: { state: 'approved', status: 'active' } });
    const company = await m.owner.agent.get(path(apiRoutes.getCompany.path, { id: m.company.id }));
    expect(company.body).toMatchObject({ tier: 'silver' });

    const events = await listedEvents(m.owner.agent, m.company.id, {
      ready: (listed) => ['tier.changed', 'verification.updated'].every((type) => listed.some((e) => e.type === type)),
    });
    expect(events.find((event) => event.type === 'tier.changed')).toMatchObject({
      objectType: 'company',
      data: { from: 'basic', to: 'silver' },
    });
    expect(events.find((event) => event.type === 'verification.updated')).toMatchObject({
      data: { state: 'approved', status: 'active', tier: 'silver' },
    });

    const notified = async (agent: Agent) =>
      create((await agent.get(apiRoutes.listNotifications.path)).body, NotificationListResponse).data.notifications;
    for (const agent of [m.owner.agent, admin.agent]) {
      const list = await eventually(
        () => notified(agent),
        (items) => items.some((item) => item.type === 'kyb_verification'),
      );
      expect(list.find((item) => item.type === 'kyb_verification')).toMatchObject({
        data: { companyId: m.company.id, status: 'active' },
      });
    }
    expect((await notified(viewer.agent)).some((item) => item.type === 'kyb_verification')).toBe(false);
    const mail = await eventually(
      () => api.lastMail(m.owner.body.email, 'kyb-verification'),
      (found) => found !== undefined,
    );
    // The outcome is the sentence's predicate, not a status pasted after a colon.
    expect(mail?.text).toMatch(/The business verification of the workspace “.+” has been approved\./);
    expect(mail?.text).toContain('http://127.0.0.1:5173/settings/verification');
  });

  it('resubmission asked: Rejected with the reasons, and a new request may start', async () => {
    const m = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    const reasons = ['The document photo is blurred.'];
    await provider.deliver(
      api.url,
      provider.webhook(provider.last(), { status: 'resubmission_requested', reasons, retryable: true }),
    );
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({
      tier: 'basic',
      silver: { state: 'action_required', status: 'rejected', reasons, retryable: true },
    });
    const again = await startBusiness(m.owner.agent, m.company.id);
    expect(again.verification.state).toBe('in_progress');
  });

  it('rejected: final, the tier stays, and a later decision of the same session changes nothing', async () => {
    const m = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    const session = provider.last();
    await provider.deliver(api.url, provider.webhook(session, { status: 'declined', reasons: ['Not verifiable.'] }));
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({
      tier: 'basic',
      silver: { state: 'rejected', status: 'rejected', retryable: false, reasons: ['Not verifiable.'] },
    });
    const late = await provider.deliver(api.url, provider.webhook(session, { status: 'approved' }));
    expect(late.body).toMatchObject({ outcome: 'unchanged' });
    expect((await overview(m.owner.agent, m.company.id)).tier).toBe('basic');
  });

  it('kept in review: In Progress for Silver, Pending for Gold; a new request waits for the decision', async () => {
    const m = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'in_review' }));
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({
      silver: { state: 'under_review', status: 'in_progress' },
    });
    const waiting = await m.owner.agent.post(path(apiRoutes.verifyBusiness.path, { id: m.company.id }), business);
    expect(waiting.status).toBe(409);
    expect(errorOf(waiting.body).code).toBe('CONFLICT');

    const g = await merchant(api);
    await silver(g);
    const enhanced = await g.owner.agent.post(path(apiRoutes.verifyBusinessEnhanced.path, { id: g.company.id }), {
      registrationNumber: '509 123 456',
      country: 'PT',
    });
    expect(enhanced.status).toBe(201);
    expect(provider.last().body).toMatchObject({ level: 'gold', subject: 'business' });
    await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'in_review' }));
    expect(await overview(g.owner.agent, g.company.id)).toMatchObject({
      tier: 'silver',
      gold: { state: 'under_review', status: 'pending', registrationNumber: '509 123 456' },
    });
    await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'approved' }));
    expect((await overview(g.owner.agent, g.company.id)).tier).toBe('gold');
  });

  it('expired: nothing to show any more, and the person starts again', async () => {
    const m = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'expired', retryable: true }));
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({
      tier: 'basic',
      silver: { state: 'expired', status: null },
    });
    expect((await startBusiness(m.owner.agent, m.company.id)).verification.state).toBe('in_progress');
  });

  it('refuses a bad signature: 403, nothing changes', async () => {
    const m = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    const before = await api.counts();
    const forged = provider.webhook(provider.last(), { status: 'approved' }, 'not-the-secret-not-the-secret-0000');
    expect((await provider.deliver(api.url, forged)).status).toBe(403);
    const tampered = provider.webhook(provider.last(), { status: 'declined' });
    tampered.raw = tampered.raw.replace('declined', 'approved');
    expect((await provider.deliver(api.url, tampered)).status).toBe(403);
    const unsigned = { raw: tampered.raw, headers: { 'content-type': 'application/json' } };
    expect((await provider.deliver(api.url, unsigned)).status).toBe(403);
    const old = provider.webhook(provider.last(), { status: 'approved', at: new Date(Date.now() - minutes(10)) });
    expect((await provider.deliver(api.url, old)).status).toBe(403);
    expect(await api.counts()).toEqual(before);
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({
      tier: 'basic',
      silver: { state: 'in_progress' },
    });
  });

  it('applies a delivery once: the same webhook again changes nothing', async () => {
    const m = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    const hook = provider.webhook(provider.last(), { status: 'resubmission_requested', retryable: true });
    expect((await provider.deliver(api.url, hook)).body).toMatchObject({ outcome: 'applied' });
    const before = await api.counts();
    const state = await overview(m.owner.agent, m.company.id);
    const again = await provider.deliver(api.url, hook);
    expect(again).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect(await api.counts()).toEqual(before);
    expect(await overview(m.owner.agent, m.company.id)).toEqual(state);
  });

  it("refuses a decision naming another workspace than the session's, or an unknown session", async () => {
    const m = await merchant(api);
    const other = await merchant(api);
    await startBusiness(m.owner.agent, m.company.id);
    const before = await api.counts();
    const crossed = await provider.deliver(
      api.url,
      provider.webhook(provider.last(), { status: 'approved', reference: other.company.id }),
    );
    expect(crossed.status).toBe(404);
    const unknown = await provider.deliver(
      api.url,
      provider.webhook(
        { id: 'fake_unknown', body: { reference: m.company.id }, status: 'x', expiresAt: new Date() },
        { status: 'approved' },
      ),
    );
    expect(unknown.status).toBe(404);
    expect(await api.counts()).toEqual(before);
    expect((await overview(m.owner.agent, m.company.id)).tier).toBe('basic');
    expect((await overview(other.owner.agent, other.company.id)).tier).toBe('basic');
  });
});

describe('the limits follow the tier', () => {
  it('a $150 link refused on Basic is accepted right after approval', async () => {
    const m = await merchant(api);
    const refused = await m.owner.agent.post(apiRoutes.createStaticLink.path, {
      companyId: m.company.id,
      type: 'static',
      amount: '150.00',
      environment: 'test',
      payoutWalletId: m.wallet.id,
    });
    expect(refused.status).toBe(422);
    expect(errorOf(refused.body)).toMatchObject({ code: 'TIER_LIMIT_EXCEEDED', tierLimit: { tier: 'basic' } });
    await silver(m);
    const created = await link(m, { amount: '150.00' });
    expect(created.amount).toBe('150.00');
  });

  it('a Silver checkout that would pass $10,000 this calendar month is refused, naming the limit', async () => {
    const m = await merchant(api);
    await silver(m);
    const donation = await link(m, { type: 'donation', minimumAmount: '5.00' });
    await paid(api, {
      companyId: m.company.id,
      linkId: donation.id,
      payTo: m.wallet.addresses[0]!,
      at: api.clock.now(),
      cents: 9_950_00,
    });
    const url = path(apiRoutes.openCheckoutSession.path, { slug: donation.slug });
    const above = await payer(api).post(url, { token: 'DEV', amount: '60.00' });
    expect(above.status).toBe(422);
    expect(errorOf(above.body)).toMatchObject({
      code: 'TIER_LIMIT_EXCEEDED',
      tierLimit: { tier: 'silver', limit: '10000.00', period: 'month', requiredTier: 'gold' },
    });
    expect(errorOf(above.body).message).toContain('$10000.00 a month');
    const within = await openSession(payer(api), donation.slug, { token: 'DEV', amount: '50.00' });
    expect(within.totalCents).toBe(5_000);
  });
});

describe('continuing on a phone', () => {
  it('mails a single-use address that redirects once to the provider, for 10 minutes', async () => {
    const m = await merchant(api);
    const started = await startBusiness(m.owner.agent, m.company.id);
    const url = path(apiRoutes.verificationHandoff.path, { id: m.company.id, verificationId: started.verification.id });
    const response = await m.owner.agent.post(url, {});
    expect(response.status).toBe(201);
    const handoff = create(response.body, VerificationHandoff);
    expect(handoff.url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/api\/verification\/handoff\/[\w-]{40,}$/);
    expect(handoff.mailedTo).toBe(m.owner.body.email);
    const mail = await api.lastMail(m.owner.body.email, 'verification-handoff');
    expect(mail?.text).toContain(handoff.url);
    expect(mail?.text).toContain('10 minutes');

    const phoneUrl = handoff.url.replace('http://127.0.0.1:5173/api', api.url);
    const first = await fetch(phoneUrl, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe(started.hostedUrl);
    const second = await fetch(phoneUrl, { redirect: 'manual', headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('Este enlace ya se ha usado');

    const later = create((await m.owner.agent.post(url, {})).body, VerificationHandoff);
    api.clock.advance(minutes(11));
    try {
      const expired = await fetch(later.url.replace('http://127.0.0.1:5173/api', api.url), { redirect: 'manual' });
      expect(expired.status).toBe(410);
      const page = await expired.text();
      expect(page).toContain('This link has expired');
      // The page says the lifetime the API gives a handoff address, as the mail does.
      expect(page).toContain(`A verification link works for ${VERIFICATION_HANDOFF_MINUTES} minutes.`);
    } finally {
      api.clock.advance(-minutes(11));
    }
  });

  it('is refused for a closed verification, for a viewer, and for another workspace’s verification', async () => {
    const m = await merchant(api);
    const started = await startBusiness(m.owner.agent, m.company.id);
    const viewer = await joinAs(api, m.owner.agent, m.company.id, 'viewer');
    const url = path(apiRoutes.verificationHandoff.path, { id: m.company.id, verificationId: started.verification.id });
    expect((await viewer.agent.post(url, {})).status).toBe(403);
    const other = await merchant(api);
    const crossed = path(apiRoutes.verificationHandoff.path, {
      id: other.company.id,
      verificationId: started.verification.id,
    });
    expect((await other.owner.agent.post(crossed, {})).status).toBe(404);
    await provider.deliver(api.url, provider.webhook(provider.last(), { status: 'approved' }));
    const closed = await m.owner.agent.post(url, {});
    expect(closed.status).toBe(409);
  });
});

describe('eligible countries', () => {
  it('lists the configured countries, with states or provinces where a jurisdiction needs one', async () => {
    const m = await merchant(api);
    const response = await m.owner.agent.get(apiRoutes.eligibleKybCountries.path);
    expect(response.status).toBe(200);
    const { countries } = response.body as { countries: { code: string; regions: { code: string }[] }[] };
    expect(countries.find((country) => country.code === 'PT')).toEqual({ code: 'PT', regions: [] });
    expect(countries.find((country) => country.code === 'US')?.regions).toContainEqual({
      code: 'NY',
      name: 'New York',
    });
    expect(countries.find((country) => country.code === 'CA')?.regions).toHaveLength(13);
    const enhanced = await m.owner.agent.get(apiRoutes.eligibleEnhancedKybCountries.path);
    expect(enhanced.status).toBe(200);
  });
});

describe('configuration', () => {
  const STORAGE_SECRET = 'x'.repeat(32);

  // The other settings production requires, so that each case names only its own problem.
  const OTHER_SECRETS = {
    API_KEY_PEPPER: 'p'.repeat(32),
    INTEGRATION_SECRET: 'ab'.repeat(32),
    ADDRESS_HASH_SECRET: 'h'.repeat(32),
  };
  it('uses the sandbox outside production, and refuses to start in production without a real provider', () => {
    expect(loadConfig({}).identityProvider).toEqual({ kind: 'sandbox' });
    expect(configProblems({ NODE_ENV: 'production', ...OTHER_SECRETS, STORAGE_SECRET })).toEqual([
      expect.stringMatching(/^IDENTITY_PROVIDER_URL is required when NODE_ENV is production/),
    ]);
    expect(
      configProblems({ NODE_ENV: 'production', ...OTHER_SECRETS, STORAGE_SECRET, IDENTITY_PROVIDER_URL: 'sandbox' }),
    ).toEqual([expect.stringMatching(/^IDENTITY_PROVIDER_URL cannot be sandbox/)]);
    expect(configProblems({ IDENTITY_PROVIDER_URL: 'https://kyc.example' })).toEqual([
      expect.stringMatching(/^IDENTITY_PROVIDER_SECRET must be set/),
    ]);
    expect(configProblems({ KYB_COUNTRIES: 'US,XX' })).toEqual([expect.stringMatching(/^KYB_COUNTRIES lists "XX"/)]);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...OTHER_SECRETS,
        STORAGE_SECRET,
        IDENTITY_PROVIDER_URL: 'https://kyc.example/v1/',
        IDENTITY_PROVIDER_SECRET: 's'.repeat(32),
        KYB_COUNTRIES: 'us, pt',
      }),
    ).toMatchObject({
      identityProvider: { kind: 'http', url: 'https://kyc.example/v1', secret: 's'.repeat(32) },
      kybCountries: ['US', 'PT'],
    });
  });
});

describe('the sandbox provider', () => {
  let sandboxApi: TestApi;
  beforeAll(async () => {
    sandboxApi = await startApi();
  });
  afterAll(async () => {
    await sandboxApi?.close();
  });

  it('serves a hosted page labelled Sandbox whose choice comes back as a signed webhook', async () => {
    const m = await merchant(sandboxApi);
    const started = await startBusiness(m.owner.agent, m.company.id);
    expect(started.hostedUrl).toMatch(/^http:\/\/127\.0\.0\.1:5173\/api\/identity-sandbox\/sbx_/);
    const pageUrl = started.hostedUrl.replace('http://127.0.0.1:5173/api', sandboxApi.url);
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox');
    for (const label of ['Approve', 'Ask to resubmit', 'Reject', 'Keep in review']) expect(html).toContain(label);

    const choose = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(pageUrl, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' },
        body,
      });
    // What the page never sends: names every object has, nothing, arrays and objects. 400, and
    // the verification still waits for a decision.
    const refused = [
      ...['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'prototype', ''].map((name) =>
        choose(`outcome=${encodeURIComponent(name)}`),
      ),
      choose('nothing=1'),
      choose(JSON.stringify({ outcome: ['toString'] }), 'application/json'),
      choose(JSON.stringify({ outcome: ['approve'] }), 'application/json'),
      choose(JSON.stringify({ outcome: { toString: 'approve' } }), 'application/json'),
      choose(JSON.stringify(['approve']), 'application/json'),
      choose('null', 'application/json'),
    ];
    for (const response of await Promise.all(refused)) expect(response.status).toBe(400);
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({ tier: 'basic' });

    const chosen = await choose('outcome=approve');
    expect(chosen.status).toBe(200);
    expect(await chosen.text()).toContain('Decision sent: Approve');
    expect(await overview(m.owner.agent, m.company.id)).toMatchObject({
      tier: 'silver',
      silver: { state: 'approved' },
    });
  });
});
