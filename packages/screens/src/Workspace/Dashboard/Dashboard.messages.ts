import { messagesIn } from '@meridian/ui';

import type { RevenuePeriod } from './chart';

export const messages = messagesIn('screens.Workspace.Dashboard', {
  periodLabel: 'Period',
  testMode: 'Test payments',
  exportCsv: 'Export CSV',
  revenue: 'Revenue',
  count: 'Payments',
  average: 'Average payment',
  noAverage: 'No payments',
  chartHeading: 'Revenue over time',
  showTable: 'Show as table',
  legendCurrent: 'This period',
  legendPrevious: 'Previous period',
  tableBucket: 'When',
  tableRevenue: 'Revenue',
  tableCount: 'Payments',
  tablePrevious: 'Previous period',
  recentHeading: 'Recent payments',
  recentTable: 'Recent payments',
  date: 'Received',
  link: 'Link',
  unmatched: 'Unmatched',
  token: 'Token',
  testBadge: 'Test',
  status: 'Status',
  transaction: 'Transaction',
  amount: 'Amount',
  noRecentTitle: 'No payments on this page',
  loadFailed: 'Failed to load the dashboard. Please try again.',
  paymentsLoadFailed: 'Failed to load the recent payments. Please try again.',
  emptyTitle: 'No payments yet',
  emptyLive: 'Your revenue and payments show here once your first live payment arrives.',
  emptyTest: 'Test payments show here once you pay one of your test links.',
  checklistHeading: 'Get started',
  checklistDismiss: 'Hide the checklist',
  done: 'Done',
  toDo: 'To do',
  stepWallet: 'Add a wallet',
  stepWalletHelp: 'The address your payments are sent to.',
  stepLink: 'Create a payment link',
  stepLinkHelp: 'A page your customers pay on, for a set amount or one they choose.',
  stepTestPayment: 'Take a test payment',
  stepTestPaymentHelp: 'Pay a test link with test tokens to see a payment arrive.',
  stepTeam: 'Invite your team',
  stepTeamHelp: 'Give the people you work with their own access.',
  stepLimit: 'Raise your limit',
  stepLimitHelp: 'Verify your business to accept larger payments.',
});

export const valueMessages = messagesIn<{
  change: { change: string; period: RevenuePeriod };
  noChange: { period: RevenuePeriod };
  nothingBefore: { period: RevenuePeriod };
  unpriced: { count: number };
  chartSummary: { period: RevenuePeriod; total: string; best: string; when: string };
  chartSummaryEmpty: { period: RevenuePeriod };
  barTitle: { when: string; revenue: string; count: number; previous: string };
  checklistProgress: { done: number; total: number };
}>('screens.Workspace.Dashboard', {
  change: '{change} from the previous {period, select, day {24 hours} week {7 days} month {30 days} other {12 months}}',
  noChange:
    'No change from the previous {period, select, day {24 hours} week {7 days} month {30 days} other {12 months}}',
  nothingBefore:
    'No payments in the previous {period, select, day {24 hours} week {7 days} month {30 days} other {12 months}}',
  unpriced:
    '{count, plural, one {# payment without a value in this currency (not matched to a checkout yet, or priced before currencies) is left out of these figures.} other {# payments without a value in this currency (not matched to a checkout yet, or priced before currencies) are left out of these figures.}}',
  chartSummary:
    'Revenue {period, select, day {per hour over the last 24 hours} week {per day over the last 7 days} month {per day over the last 30 days} other {per month over the last 12 months}}: {total} in all, the most {best} ({when}).',
  chartSummaryEmpty:
    'No revenue {period, select, day {over the last 24 hours} week {over the last 7 days} month {over the last 30 days} other {over the last 12 months}}.',
  barTitle: '{when}: {revenue}, {count, plural, one {# payment} other {# payments}} (previous period: {previous})',
  checklistProgress: '{done, plural, one {# of {total, number} done} other {# of {total, number} done}}',
});

/** The period switch's words. */
export const periodMessages = messagesIn('screens.Workspace.Dashboard.period', {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  year: 'Year',
}) satisfies Record<RevenuePeriod, unknown>;
