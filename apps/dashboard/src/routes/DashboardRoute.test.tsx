import type { Payment, RevenueResponse } from '@meridian/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { checklistHiddenKey, dashboardReads } from '../dashboard/first-reads';
import { checklistStorageKey } from '../dashboard/first-run';
import { lumen, mainWallet, renderApp, serveShell, signIn, withFakeApi, type FakeApi } from '../test/app';

const api = withFakeApi();

const wallet = mainWallet;

const payment: Payment = {
  id: '55555555-5555-4555-8555-555555555555',
  companyId: lumen.id,
  environment: 'test',
  chainId: 1281,
  txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
  logIndex: -1,
  blockNumber: '12',
  from: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  to: wallet.addresses[0]!,
  token: { symbol: 'DEV', contract: null, decimals: 18 },
  amount: '4990000000000000000',
  usdCents: 1200,
  currency: 'USD',
  cents: 1200,
  priceCurrency: 'USD',
  priceCents: 1200,
  state: 'confirmed',
  match: 'amount',
  late: false,
  session: {
    id: '66666666-6666-4666-8666-666666666666',
    state: 'paid',
    exception: null,
    linkId: '77777777-7777-4777-8777-777777777777',
    linkName: 'Espresso beans',
  },
  detectedAt: '2026-06-15T10:00:00.000Z',
  confirmedAt: '2026-06-15T10:00:30.000Z',
  confirmations: { count: 2, required: 2 },
};

function revenue(period: RevenueResponse['period'], environment: 'live' | 'test', totalCents: number): RevenueResponse {
  const count = totalCents > 0 ? 1 : 0;
  const buckets = Array.from({ length: 7 }, (_, index) => ({
    start: new Date(Date.UTC(2026, 5, 9 + index)).toISOString(),
    end: new Date(Date.UTC(2026, 5, 10 + index)).toISOString(),
    totalCents: index === 6 ? totalCents : 0,
    count: index === 6 ? count : 0,
    previousTotalCents: 0,
  }));
  return {
    period,
    currency: 'USD',
    environment,
    timeZone: 'UTC',
    current: {
      from: buckets[0]!.start,
      to: buckets[6]!.end,
      totalCents,
      count,
      averageCents: count ? totalCents : null,
    },
    previous: { from: buckets[0]!.start, to: buckets[0]!.start, totalCents: 0, count: 0, averageCents: null },
    buckets,
    unpriced: 0,
  };
}

/** The workspace's data: its wallets, links, test payments and the dashboard's answers. */
function serveWorkspace(fake: FakeApi, { payments = [] as Payment[], wallets = [wallet] } = {}) {
  fake.routes.set(`GET /wallet?companyId=${lumen.id}`, () => ({ json: { wallets } }));
  fake.routes.set(`GET /payment-link?limit=1&companyId=${lumen.id}`, () => ({
    json: { links: [], total: payments.length > 0 ? 1 : 0, nextCursor: null, hasMore: false },
  }));
  fake.routes.set(`GET /payment-link?environment=test&status=active&limit=1&companyId=${lumen.id}`, () => ({
    json: { links: [], total: 0, nextCursor: null, hasMore: false },
  }));
  fake.routes.set(`GET /payments?environment=test&limit=1&companyId=${lumen.id}`, () => ({
    json: { payments, total: payments.length, nextCursor: null, hasMore: false },
  }));
  fake.routes.set(`GET /company/${lumen.id}/members/invites`, () => ({ json: { invites: [] } }));
  for (const period of ['day', 'week', 'month', 'year'] as const) {
    for (const environment of ['live', 'test'] as const) {
      fake.routes.set(
        `GET /dashboard/revenue?companyId=${lumen.id}&period=${period}&environment=${environment}`,
        () => ({
          json: revenue(period, environment, environment === 'test' ? payments.length * 1200 : 0),
        }),
      );
    }
  }
  for (const environment of ['live', 'test'] as const) {
    const own = payments.filter((candidate) => candidate.environment === environment);
    fake.routes.set(
      `GET /dashboard/recent-payments?companyId=${lumen.id}&environment=${environment}&page=1&limit=10`,
      () => ({ json: { payments: own, total: own.length, page: 1, limit: 10 } }),
    );
  }
  // Without an environment the API answers every payment of the workspace.
  fake.routes.set(`GET /dashboard/recent-payments?companyId=${lumen.id}&page=1&limit=10`, () => ({
    json: { payments, total: payments.length, page: 1, limit: 10 },
  }));
}

describe('the dashboard page', () => {
  it('shows a new workspace its checklist, ticked from its data, and remembers when it is hidden', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [{ ...lumen, memberCount: 1 }] });
    serveWorkspace(api.current);
    const { unmount } = await renderApp(api.current, '/dashboard');
    const checklist = await screen.findByRole('region', { name: 'Get started' });
    expect(within(checklist).getByText('1 of 5 done')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Add a wallet' }).closest('li')).toHaveTextContent('(Done)');
    expect(within(checklist).getByRole('link', { name: 'Take a test payment' })).toHaveAttribute(
      'href',
      '/payment-links/new/static',
    );
    expect(within(checklist).getByRole('link', { name: 'Raise your limit' })).toHaveAttribute(
      'href',
      '/settings/verification',
    );
    expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();

    await userEvent.click(within(checklist).getByRole('button', { name: 'Hide the checklist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument());
    expect(localStorage.getItem(checklistStorageKey(lumen.id))).toBe('1');
    unmount();
    await renderApp(api.current, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('asks for what the production build’s first-load script asks for on a first visit (dashboardReads)', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current, { companies: [{ ...lumen, memberCount: 1 }] });
    serveWorkspace(api.current);
    await renderApp(api.current, '/dashboard');
    await screen.findByRole('region', { name: 'Get started' });
    const early = dashboardReads('').map(({ read }) => `GET ${read.replace(':workspace', lumen.id)}`);
    for (const read of early) expect(api.current.hits).toContain(read);
    // The checklist's reads are left out where this device hid it, under the key the page reads.
    expect(checklistHiddenKey.replace(':workspace', lumen.id)).toBe(checklistStorageKey(lumen.id));
  });

  it('shows the revenue of the period and environment in the address, and its payments', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveWorkspace(api.current, { payments: [payment] });
    const { router } = await renderApp(api.current, '/dashboard?period=week&environment=test');
    // The panel is read afresh each time: one found while the page was still loading may have
    // been replaced since, and would never show the figures.
    await waitFor(() => expect(screen.getByRole('tabpanel').querySelector('dl')).toHaveTextContent('Revenue$12.00'));
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('switch', { name: 'Test payments' })).toBeChecked();
    const recent = screen.getByRole('table', { name: 'Recent payments' });
    expect(within(recent).getByRole('link', { name: 'Espresso beans' })).toHaveAttribute(
      'href',
      `/payment-links/${payment.session!.linkId}`,
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/payments/export\\?companyId=${lumen.id}&environment=test$`)),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Year' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=year&environment=test'));
    await userEvent.click(screen.getByRole('switch', { name: 'Test payments' }));
    await waitFor(() => expect(router.state.location.search).toBe('?period=year'));
    await waitFor(() => expect(screen.getByRole('tabpanel').querySelector('dl')).toHaveTextContent('Revenue$0.00'));
  });

  it('shows the figures and the recent payments of one environment, the one its switch names', async () => {
    signIn({ workspaces: [lumen.id], selected: lumen.id });
    serveShell(api.current);
    serveWorkspace(api.current, { payments: [payment] });
    await renderApp(api.current, '/dashboard');
    // Live: no revenue, and no test payment listed under it.
    expect(await screen.findByRole('heading', { name: 'No payments yet' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Test payments' })).not.toBeChecked();
    expect(screen.queryByRole('table', { name: 'Recent payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Espresso beans' })).not.toBeInTheDocument();

    // Test: its revenue, and its payment below it.
    await userEvent.click(screen.getByRole('switch', { name: 'Test payments' }));
    const recent = await screen.findByRole('table', { name: 'Recent payments' }, { timeout: 30_000 });
    expect(await within(recent).findByRole('link', { name: 'Espresso beans' }, { timeout: 30_000 })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('tabpanel').querySelector('dl')).toHaveTextContent('Revenue$12.00'), {
      timeout: 30_000,
    });
  });
});
