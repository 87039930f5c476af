import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adaCustomer, exampleCompany, lumen, renderApp, serveShell, signIn, withFakeApi } from '../test/app';

const api = withFakeApi();

describe('the workspace pages', () => {
  it.each([
    ['/dashboard', 'Dashboard', 'Dashboard · Meridian'],
    ['/account', 'Account', 'Account · Meridian'],
    ['/settings', 'Settings', 'Settings · Meridian'],
    ['/settings/business-details', 'Business details', 'Business details · Meridian'],
    ['/settings/members', 'Members', 'Members · Meridian'],
    ['/settings/members/invite', 'Invite a member', 'Invite a member · Meridian'],
    ['/help', 'Help center', 'Help center · Meridian'],
    ['/payment-links', 'Payment links', 'Payment links · Meridian'],
    ['/settings/webhooks', 'Webhooks', 'Webhooks · Meridian'],
  ])('%s shows its heading and title in the shell', async (path, heading, title) => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: exampleCompany(lumen) }));
    api.current.routes.set(`GET /company/${lumen.id}/members`, () => ({ json: { members: [] } }));
    api.current.routes.set(`GET /company/${lumen.id}/members/invites`, () => ({ json: { invites: [] } }));
    api.current.routes.set('GET /payment-link', () => ({
      json: { links: [], total: 0, nextCursor: null, hasMore: false },
    }));
    api.current.routes.set(`GET /company/${lumen.id}/webhooks`, () => ({ json: { endpoints: [] } }));
    await renderApp(api.current, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('offers the support address on the help center, and keeps the search in the address', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    await renderApp(api.current, '/help?q=wallet');
    expect(await screen.findByRole('searchbox')).toHaveValue('wallet');
    expect(screen.getByRole('link', { name: 'support@meridian.example' })).toHaveAttribute(
      'href',
      'mailto:support@meridian.example',
    );
  });

  it('shows the tiers and the Silver form on the verification page', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}/verification`, () => ({
      json: { tier: 'basic', domainVerified: false, silver: null, gold: null },
    }));
    const countries = { json: { countries: [{ code: 'PT', regions: [] }] } };
    api.current.routes.set('GET /company/verification/eligible-kyb-countries', () => countries);
    api.current.routes.set('GET /company/verification/eligible-enhanced-kyb-countries', () => countries);
    await renderApp(api.current, '/settings/verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Tiers' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeVisible();
    expect(screen.queryByText('Coming soon')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Verification · Meridian'));
  });

  it('lists the workspace’s API keys on /settings/api-keys, by name and hint only', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}/api-keys`, () => ({
      json: {
        apiKeys: [
          {
            id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
            label: 'WooCommerce store',
            mode: 'test',
            prefix: 'mrd_test_',
            lastFour: 'x7Qa',
            scopes: ['checkouts:write'],
            createdAt: '2026-06-01T10:00:00.000Z',
            lastUsedAt: null,
            expiresAt: null,
          },
        ],
      },
    }));
    await renderApp(api.current, '/settings/api-keys');
    expect(await screen.findByRole('heading', { level: 1, name: 'API keys' })).toBeInTheDocument();
    expect(await screen.findByText('WooCommerce store')).toBeInTheDocument();
    expect(screen.getByText('mrd_test_…x7Qa')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('API keys · Meridian'));
  });

  it.each(['/billing', '/billing/statements/2026-06', '/customers', '/customers/3f0c7a52-2d1e-4c3a-9b7e-5d6f8a9b0c1d'])(
    'sends a signed-out visitor of %s to log in, to come back after',
    async (path) => {
      const { router } = await renderApp(api.current, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
      expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(path);
    },
  );

  it('shows billing: the tier, the month’s use against its limit, the fee rate and the statements', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}/billing`, () => ({
      json: {
        tier: 'silver',
        currency: 'USD',
        limit: {
          perPaymentCents: null,
          monthlyCents: 10_000_00,
          currency: 'USD',
          perPaymentLocal: null,
          monthlyLocal: 10_000_00,
          usdPerUnit: { USD: '1' },
        },
        month: {
          month: '2026-06',
          from: '2026-06-01T00:00:00.000Z',
          to: '2026-07-01T00:00:00.000Z',
          usedCents: 7_200_00,
          testUsedCents: 0,
        },
        inCurrency: { usedCents: 7_200_00, testUsedCents: 0 },
        feeRateBp: 100,
        statements: [{ month: '2026-06', volumeCents: 7_200_00, paymentCount: 12, feeCents: 72_00 }],
      },
    }));
    await renderApp(api.current, '/billing');
    expect(await screen.findByText('$7,200.00 of $10,000.00 this month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'June 2026' })).toHaveAttribute('href', '/billing/statements/2026-06');
    await waitFor(() => expect(document.title).toBe('Billing · Meridian'));
  });

  it('shows the customers, each leading to their page', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}/customers?limit=20`, () => ({
      json: {
        customers: [adaCustomer],
        total: 1,
        nextCursor: null,
        hasMore: false,
      },
    }));
    await renderApp(api.current, '/customers');
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/customers/3f0c7a52-2d1e-4c3a-9b7e-5d6f8a9b0c1d',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeInTheDocument();
  });
});

describe('every route the app names is a page', { timeout: 180_000 }, () => {
  /** The in-app addresses of the links on `path`, signed in (sidebar, page and its content). */
  async function linksOn(path: string): Promise<string[]> {
    const view = await renderApp(api.current, path);
    await screen.findByRole('button', { name: 'Menu' });
    await screen.findByRole('heading', { level: 1 });
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map(
      (anchor) => anchor.getAttribute('href')!.split(/[?#]/)[0]!,
    );
    view.unmount();
    return hrefs;
  }

  it('leads from no entry of the sidebar, the settings or the help center to the not-found page', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /company/${lumen.id}`, () => ({ json: exampleCompany(lumen) }));
    const targets = new Set<string>();
    for (const start of ['/dashboard', '/settings', '/help'])
      for (const href of await linksOn(start)) targets.add(href);
    // The sidebar, the settings and the help center name these at least.
    for (const expected of [
      '/customers',
      '/billing',
      '/payment-links',
      '/wallet-management',
      '/settings/members',
      '/settings/verification',
      '/settings/api-keys',
      '/settings/webhooks',
      '/integrations',
    ])
      expect(targets).toContain(expected);
    const notFound: string[] = [];
    for (const target of targets) {
      // Files to download (the API's CSV exports) and the public legal pages are not app pages.
      if (target.startsWith('/api/') || target.startsWith('/legal/') || target === '/') continue;
      const view = await renderApp(api.current, target);
      await waitFor(() =>
        expect(
          screen.queryByRole('heading', { level: 1, name: 'Page not found' }) ??
            screen.queryByRole('button', { name: 'Menu' }),
        ).not.toBeNull(),
      );
      if (screen.queryByRole('heading', { level: 1, name: 'Page not found' })) notFound.push(target);
      view.unmount();
    }
    expect(notFound).toEqual([]);
  });

  it('shows the integrations, and WooCommerce’s steps with the plugin and a connection code to create', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [lumen] });
    api.current.routes.set(`GET /integration/${lumen.id}/list`, () => ({ json: { integrations: [] } }));
    await renderApp(api.current, '/integrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Squarespace' })).toHaveAttribute(
      'href',
      '/integrations/squarespace',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Connect WooCommerce' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'WooCommerce' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the plugin' })).toHaveAttribute(
      'href',
      '/downloads/meridian-payments.zip',
    );
    expect(screen.getByRole('button', { name: 'Create a connection code' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a page not built yet to log in', async () => {
    const { router } = await renderApp(api.current, '/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });
});
