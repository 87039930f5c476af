import {
  apiRoutes,
  AuthSessionResponse,
  buildApiPath,
  Company,
  CompanyListResponse,
  CookieName,
  LinkListResponse,
  RecentPaymentsResponse,
  RevenueResponse,
  WalletListResponse,
} from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE_NAME, seedDemoAccount } from '../src/seed';
import { signupBody, startApi, type TestApi } from './support/harness';

/** The password `npm start` would choose and hand over. */
const DEMO_PASSWORD = 'demo-chosen-by-npm-start';
let api: TestApi;
beforeAll(async () => {
  api = await startApi({ DEMO_PASSWORD });
});
afterAll(() => api?.close());

// In file order: the database is empty for the first test.
describe('demo account', () => {
  it('is created on an empty database only, confirmed, with no required action', async () => {
    expect(await seedDemoAccount(api.app)).toBe(true);
    const agent = api.agent();
    const login = await agent.post(apiRoutes.login.path, { username: 'demo', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(create(login.body, AuthSessionResponse).user).toMatchObject({
      username: 'demo',
      emailVerified: true,
      userActionsRequired: [],
    });
    expect(await seedDemoAccount(api.app)).toBe(false);

    // Its money: a verified Moonbeam wallet and links of each type and status, through the API.
    const companies = create((await agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse).companies;
    const companyId = companies[0]?.id ?? '';
    const wallets = create(
      (await agent.get(`${apiRoutes.listWallets.path}?companyId=${companyId}`)).body,
      WalletListResponse,
    ).wallets;
    expect(wallets.map((wallet) => [wallet.platform, wallet.verified])).toEqual([
      ['moonbeam', true],
      ['polkadot', false],
    ]);
    const links = create(
      (await agent.get(`${apiRoutes.listLinks.path}?companyId=${companyId}&limit=100`)).body,
      LinkListResponse,
    );
    expect(new Set(links.links.map((link) => link.type))).toEqual(new Set(['static', 'dynamic', 'donation']));
    expect(new Set(links.links.map((link) => link.status))).toEqual(new Set(['active', 'disabled']));
    // Test links only: the demo wallet is an account of the development mnemonic, whose key is public.
    expect(new Set(links.links.map((link) => link.environment))).toEqual(new Set(['test']));
    const archived = await agent.get(`${apiRoutes.listLinks.path}?companyId=${companyId}&status=archived`);
    expect(create(archived.body, LinkListResponse).total).toBe(1);

    // Its takings: confirmed test payments in every month of the last year, on its test links.
    const year = create(
      (await agent.get(`${apiRoutes.dashboardRevenue.path}?companyId=${companyId}&period=year&environment=test`)).body,
      RevenueResponse,
    );
    expect(year.buckets).toHaveLength(12);
    expect(year.buckets.every((bucket) => bucket.count > 0 && bucket.totalCents > 0)).toBe(true);
    expect(year.unpriced).toBe(0);
    const week = create(
      (await agent.get(`${apiRoutes.dashboardRevenue.path}?companyId=${companyId}&period=week&environment=test`)).body,
      RevenueResponse,
    );
    expect(week.current.count).toBeGreaterThan(7);
    const live = create(
      (await agent.get(`${apiRoutes.dashboardRevenue.path}?companyId=${companyId}&period=year`)).body,
      RevenueResponse,
    );
    expect(live.current.count).toBe(0);
    const recent = create(
      (await agent.get(`${apiRoutes.dashboardRecentPayments.path}?companyId=${companyId}`)).body,
      RecentPaymentsResponse,
    );
    expect(recent.total).toBeGreaterThanOrEqual(year.current.count);
    const testLinks = new Set([
      'House blend, 1 kg',
      'Barista workshop',
      'Holiday gift box',
      'Summer cold brew',
      'Tip jar',
      'Community garden',
    ]);
    expect(recent.payments.every((payment) => payment.state === 'confirmed' && payment.environment === 'test')).toBe(
      true,
    );
    expect(recent.payments.every((payment) => testLinks.has(payment.session?.linkName ?? ''))).toBe(true);

    // The demo user owns a workspace with business details, selected at login.
    const [workspace] = create((await agent.get(apiRoutes.userCompanies.path)).body, CompanyListResponse).companies;
    expect(workspace).toMatchObject({ name: DEMO_WORKSPACE_NAME, role: 'owner', memberCount: 1, tier: 'basic' });
    expect(agent.cookie(CookieName.selectedWorkspaceId)).toBe(workspace?.id);
    const company = create(
      (await agent.get(buildApiPath(apiRoutes.getCompany.path, { id: workspace?.id ?? '' }))).body,
      Company,
    );
    expect(company).toMatchObject({
      websiteUrl: 'https://harborandpine.example',
      email: 'billing@harborandpine.example',
      structuredAddress: { street: '1200 NW Marshall St', city: 'Portland', state: 'OR', country: 'US' },
      domainVerification: { host: 'harborandpine.example', verified: false },
    });
  });
});

describe('outbox without SMTP', () => {
  it('keeps mail, newest first, readable at GET /dev/outbox', async () => {
    const first = signupBody({ language: 'en' });
    const second = signupBody({ language: 'fr' });
    await api.agent().post(apiRoutes.signup.path, first);
    await api.agent().post(apiRoutes.signup.path, second);
    const messages = await api.outbox();
    expect(messages.map((mail) => [mail.to, mail.kind, mail.language])).toEqual([
      [second.email, 'confirm-code', 'fr'],
      [first.email, 'confirm-code', 'en'],
    ]);
    expect(messages[0]?.subject).toMatch(/^Votre code de confirmation Meridian\u00a0: \d{6}$/);
  });
});
