import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../test/StoryToasts';
import { Dashboard } from './Dashboard';
import { DashboardLoading } from './DashboardLoading';
import {
  euroRecentPayments,
  euroRevenue,
  exampleChecklist,
  exampleRecentPayments,
  exampleRevenue,
} from './Dashboard.examples';

const meta = {
  title: 'Screens/Workspace/Dashboard',
  component: Dashboard,
  args: {
    period: 'month',
    onPeriodChange: fn(),
    environment: 'live',
    onEnvironmentChange: fn(),
    revenue: exampleRevenue('month'),
    onRetry: fn(),
    recentPayments: exampleRecentPayments,
    recentTotal: 134,
    recentPage: 1,
    onRecentPageChange: fn(),
    onRecentRetry: fn(),
    exportHref: '/api/dashboard/payments.csv?environment=live',
    unmatchedHref: '/payment-links/unmatched',
    onDismissChecklist: fn(),
  },
  decorators: [withToasts],
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bars drawn for this period's revenue, one per bucket that took something. */
const bars = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('svg[role="img"] rect.current');

/** Figures and chart in their shape, and the payments' rows, while both load. */
export const Loading: Story = {
  args: { revenue: undefined, isLoading: true, recentPayments: [], recentTotal: 0, recentLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('svg[role="img"]')).toBeNull();
  },
};

/**
 * Before the content's code has arrived (a first visit on a slow network): the page's heading
 * and sentence, and the figures and the chart in their shape. The page shows it first, with the
 * sidebar, and the content takes its place.
 */
export const Opening: Story = {
  render: () => <DashboardLoading />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // In every language: the heading and its sentence, then the figures' shape, busy.
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('header p')?.textContent).toBeTruthy();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvasElement.querySelector('svg[role="img"]')).toBeNull();
  },
};

/** Opening, on a phone. */
export const PhoneOpening: Story = { ...Opening, tags: ['phone'] };

/** A new workspace: no payments yet, so the first-run checklist rather than empty charts. */
export const Empty: Story = {
  args: {
    revenue: { ...exampleRevenue('month'), buckets: [], current: { totalCents: 0, count: 0, averageCents: null } },
    recentPayments: [],
    recentTotal: 0,
    checklist: exampleChecklist,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvasElement.querySelector('svg[role="img"]')).toBeNull();
    // Each step links to its page, the checklist says how far along it is.
    const steps = canvasElement.querySelectorAll('ol > li');
    await expect(steps).toHaveLength(5);
    for (const [index, step] of exampleChecklist.entries()) {
      await expect(within(steps[index] as HTMLElement).getByRole('link')).toHaveAttribute('href', step.href);
    }
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(args.onDismissChecklist).not.toHaveBeenCalled();
  },
};

/** The test environment without payments: how to make one. */
export const EmptyTest: Story = {
  args: { ...Empty.args, environment: 'test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch')).toBeChecked();
  },
};

/** The last 24 hours, an hour a bar. */
export const WithDataDay: Story = {
  args: { period: 'day', revenue: exampleRevenue('day') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    const withRevenue = args.revenue?.buckets.filter((bucket) => bucket.totalCents > 0) ?? [];
    await expect(bars(canvasElement)).toHaveLength(withRevenue.length);
    await expect(canvasElement.querySelectorAll('svg[role="img"] g.bucket')).toHaveLength(24);
  },
};

/** The last 7 days, a day a bar. */
export const WithDataWeek: Story = {
  args: { period: 'week', revenue: exampleRevenue('week') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelectorAll('svg[role="img"] g.bucket')).toHaveLength(7);
  },
};

/** The last 30 days, a day a bar: three figures, each against the 30 days before. */
export const WithDataMonth: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelectorAll('svg[role="img"] g.bucket')).toHaveLength(30);
    // Revenue, payments and the average, each with a value and its change (arrow and words).
    const figures = canvasElement.querySelectorAll('dl > div');
    await expect(figures).toHaveLength(3);
    for (const figure of figures) {
      await expect(figure.querySelectorAll('dd')).toHaveLength(2);
      await expect(figure.querySelector('dd:last-child')?.textContent).toMatch(/[+-−]\d/);
    }
    await expect(canvasElement.querySelector('a[download]')).toHaveAttribute(
      'href',
      '/api/dashboard/payments.csv?environment=live',
    );
  },
};

/** The last 12 months, a month a bar. */
export const WithDataYear: Story = {
  args: { period: 'year', revenue: exampleRevenue('year') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('tab')[3]).toHaveAttribute('aria-selected', 'true');
    await expect(canvasElement.querySelectorAll('svg[role="img"] g.bucket')).toHaveLength(12);
  },
};

/** The period and the environment change from the keyboard: arrow keys along the tabs, Space on the switch. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getAllByRole('tab')[2]?.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onPeriodChange).toHaveBeenCalledWith('year');
    canvas.getAllByRole('switch')[0]?.focus();
    await userEvent.keyboard(' ');
    await expect(args.onEnvironmentChange).toHaveBeenCalledWith('test');
  },
};

/** The chart's numbers as a table: one row a day, with revenue, payments and the previous period's revenue. */
export const TableView: Story = {
  args: { defaultChartView: 'table' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('svg[role="img"]')).toBeNull();
    const table = canvas.getAllByRole('table')[0] as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(args.revenue?.buckets.length ?? 0);
    // The busiest day's payments are in the table as in the chart's data.
    const counts = rows.map((row) => row.querySelectorAll('td')[1]?.textContent);
    await expect(counts).toEqual(args.revenue?.buckets.map((bucket) => String(bucket.count)));
  },
};

/** "Show as table" turned on and off again from the keyboard. */
export const TableToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getAllByRole('switch')[1] as HTMLElement;
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvasElement.querySelector('svg[role="img"]')).toBeNull());
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvasElement.querySelector('svg[role="img"]')).not.toBeNull());
  },
};

/** The second page of 134 payments: 11 to 20, Previous and Next both open. */
export const RecentPaymentsPaged: Story = {
  // A full second page: ten payments, the examples and then the first four again.
  args: {
    recentPage: 2,
    recentPayments: [...exampleRecentPayments, ...exampleRecentPayments.slice(0, 4)]
      .slice(0, 10)
      .map((payment, index) => ({ ...payment, id: `${payment.id}-${index}` })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvasElement.querySelector('nav [role="status"]');
    await expect(status?.textContent).toMatch(/11\D+20\D+134/);
    const buttons = canvasElement.querySelectorAll<HTMLButtonElement>('nav button');
    await expect(buttons[0]).toBeEnabled();
    const next = buttons[buttons.length - 1];
    await expect(next).toBeEnabled();
    next?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRecentPageChange).toHaveBeenCalledWith(3);
    // Each payment names its link (or says it is unmatched) and opens its transaction on the explorer.
    await expect(canvas.getAllByRole('link', { name: /0x/ })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/moonscan\.io\/tx\/0x/),
    );
  },
};

/** A workspace with payments that has not finished its checklist: the checklist above the figures. */
export const WithChecklist: Story = {
  args: { checklist: exampleChecklist },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dismiss = canvasElement.querySelector<HTMLButtonElement>('section button');
    if (!dismiss) throw new globalThis.Error('No dismiss button');
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismissChecklist).toHaveBeenCalled();
    await expect(canvas.getByRole('tablist')).toBeVisible();
  },
};

/**
 * A workspace that prices in euros: figures, chart and payments in euros, a line saying so, and a
 * payment priced in dollars showing both.
 */
export const EuroWorkspace: Story = {
  args: { revenue: euroRevenue, recentPayments: euroRecentPayments },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/\(EUR\)/)).toBeInTheDocument();
    await expect(canvas.getAllByText(/1[.,\s\u202f]?250[.,]00/).length).toBeGreaterThan(0);
  },
};

/** Payments without a value in the currency (not matched to a checkout yet): counted, but not in revenue, and said so. */
export const Unpriced: Story = {
  args: { revenue: { ...exampleRevenue('month'), unpriced: 2 } },
};

/** The revenue could not be loaded: said, with a way to try again. */
export const Error: Story = {
  args: { revenue: undefined, error: 'loadFailed' },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    const retry = within(panel).getByRole('button');
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The recent payments could not be loaded: the table says so, with its own retry. */
export const RecentPaymentsError: Story = {
  args: { recentPayments: [], recentError: 'loadFailed' },
};

/** On a phone: the figures stacked, the chart as wide as the screen, the payments' details left out. */
export const Phone: Story = { tags: ['phone'] };

/** On a phone, a new workspace: the checklist. */
export const PhoneEmpty: Story = { tags: ['phone'], args: Empty.args };
