import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Dashboard, type DashboardProps } from './Dashboard';
import { DashboardLoading } from './DashboardLoading';
import { exampleChecklist, exampleRecentPayments, exampleRevenue } from './Dashboard.examples';
import type { RevenueView } from './Dashboard.types';

const revenue: RevenueView = {
  period: 'month',
  currency: 'USD',
  environment: 'live',
  timeZone: 'UTC',
  current: { totalCents: 112_000, count: 10, averageCents: 11_200 },
  previous: { totalCents: 100_000, count: 10, averageCents: 10_000 },
  buckets: exampleRevenue('month').buckets,
  unpriced: 0,
};

function renderDashboard(props: Partial<DashboardProps> = {}) {
  const handlers = {
    onPeriodChange: vi.fn(),
    onEnvironmentChange: vi.fn(),
    onRecentPageChange: vi.fn(),
    onDismissChecklist: vi.fn(),
    onRetry: vi.fn(),
  };
  renderWithProviders(
    <Dashboard
      period="month"
      environment="live"
      revenue={revenue}
      recentPayments={exampleRecentPayments}
      recentTotal={134}
      recentPage={1}
      exportHref="/api/payments/export?environment=live"
      unmatchedHref="/payment-links/unmatched"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('Dashboard', () => {
  it('shows the three figures with their change from the previous period, in words', () => {
    renderDashboard();
    const text = screen.getByRole('tabpanel').querySelector('dl')?.textContent ?? '';
    expect(text).toContain('Revenue$1,120.00+12% from the previous 30 days');
    expect(text).toContain('Payments10No change from the previous 30 days');
    expect(text).toContain('Average payment$112.00+12% from the previous 30 days');
  });

  it('says when there is nothing to compare with, and when the average is missing', () => {
    renderDashboard({
      revenue: {
        ...revenue,
        current: { totalCents: 0, count: 0, averageCents: null },
        previous: { totalCents: 0, count: 0, averageCents: null },
      },
    });
    expect(screen.getAllByText('No payments in the previous 30 days')).toHaveLength(3);
    expect(screen.getByText('No payments')).toBeInTheDocument();
  });

  it('sums the chart up for screen readers and gives its numbers as a table', async () => {
    renderDashboard();
    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(/^Revenue per day over the last 30 days: \$[\d,.]+ in all, the most \$/);
    await userEvent.click(screen.getByRole('switch', { name: 'Show as table' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const table = screen.getAllByRole('table')[0]!;
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Revenue', 'Payments', 'Previous period']);
    const last = revenue.buckets.at(-1)!;
    expect(within(rows[30]!).getByRole('rowheader')).toHaveTextContent('Mon, Jun 15');
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      `$${(last.totalCents / 100).toFixed(2)}`,
      String(last.count),
      `$${(last.previousTotalCents / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    ]);
  });

  it('lists recent payments with their link, token, status and explorer page, a page at a time', async () => {
    const { onRecentPageChange } = renderDashboard({ recentPage: 2 });
    const table = screen.getByRole('table', { name: 'Recent payments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Summer sale' })).toHaveAttribute(
      'href',
      '/payment-links/link-0',
    );
    expect(within(rows[4]!).getByRole('link', { name: 'Unmatched' })).toHaveAttribute(
      'href',
      '/payment-links/unmatched',
    );
    expect(
      within(rows[1]!).getByRole('link', { name: /^Transaction 0x9f2c4e…4c3d2e on the explorer/ }),
    ).toHaveAttribute('href', `https://moonscan.io/tx/${exampleRecentPayments[1]!.txHash}`);
    expect(screen.getByText('11–16 of 134')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onRecentPageChange).toHaveBeenCalledWith(3);
  });

  it('changes the period with the tabs and the environment with the switch', async () => {
    const { onPeriodChange, onEnvironmentChange } = renderDashboard();
    await userEvent.click(screen.getByRole('tab', { name: 'Year' }));
    expect(onPeriodChange).toHaveBeenCalledWith('year');
    await userEvent.click(screen.getByRole('switch', { name: 'Test payments' }));
    expect(onEnvironmentChange).toHaveBeenCalledWith('test');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/payments/export?environment=live',
    );
  });

  it('shows the first-run checklist instead of empty charts when there are no payments', async () => {
    const { onDismissChecklist } = renderDashboard({ recentPayments: [], recentTotal: 0, checklist: exampleChecklist });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
    const checklist = screen.getByRole('region', { name: 'Get started' });
    expect(within(checklist).getByText('2 of 5 done')).toBeInTheDocument();
    expect(within(checklist).getByRole('link', { name: 'Invite your team' })).toHaveAttribute(
      'href',
      '/settings/members/invite',
    );
    expect(within(checklist).getAllByText('(Done)')).toHaveLength(2);
    await userEvent.click(within(checklist).getByRole('button', { name: 'Hide the checklist' }));
    expect(onDismissChecklist).toHaveBeenCalled();
  });

  it('leaves the checklist out once every step is done', () => {
    renderDashboard({ checklist: exampleChecklist.map((step) => ({ ...step, done: true })) });
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('says the revenue failed to load and retries', async () => {
    const { onRetry } = renderDashboard({ revenue: undefined, error: 'loadFailed' });
    expect(screen.getByText('Failed to load the dashboard. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('the dashboard before its content’s code', () => {
  it('shows the page’s heading and sentence where the content shows them, and its shape as loading', () => {
    renderWithProviders(<DashboardLoading />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('What your payment links have taken, and the latest payments.')).toBeVisible();
    expect(screen.getByText('Loading the dashboard').closest('[aria-busy="true"]')).not.toBeNull();
  });
});
