import { defineMessages } from 'react-intl';
import type { RevenuePeriod } from './chart';

export const messages = defineMessages({
  periodLabel: { id: 'screens.Workspace.Dashboard.periodLabel', defaultMessage: 'Period' },
  testMode: { id: 'screens.Workspace.Dashboard.testMode', defaultMessage: 'Test payments' },
  exportCsv: { id: 'screens.Workspace.Dashboard.exportCsv', defaultMessage: 'Export CSV' },
  revenue: { id: 'screens.Workspace.Dashboard.revenue', defaultMessage: 'Revenue' },
  count: { id: 'screens.Workspace.Dashboard.count', defaultMessage: 'Payments' },
  average: { id: 'screens.Workspace.Dashboard.average', defaultMessage: 'Average payment' },
  noAverage: { id: 'screens.Workspace.Dashboard.noAverage', defaultMessage: 'No payments' },
  chartHeading: { id: 'screens.Workspace.Dashboard.chartHeading', defaultMessage: 'Revenue over time' },
  showTable: { id: 'screens.Workspace.Dashboard.showTable', defaultMessage: 'Show as table' },
  legendCurrent: { id: 'screens.Workspace.Dashboard.legendCurrent', defaultMessage: 'This period' },
  legendPrevious: { id: 'screens.Workspace.Dashboard.legendPrevious', defaultMessage: 'Previous period' },
  tableBucket: { id: 'screens.Workspace.Dashboard.tableBucket', defaultMessage: 'When' },
  tableRevenue: { id: 'screens.Workspace.Dashboard.tableRevenue', defaultMessage: 'Revenue' },
  tableCount: { id: 'screens.Workspace.Dashboard.tableCount', defaultMessage: 'Payments' },
  tablePrevious: { id: 'screens.Workspace.Dashboard.tablePrevious', defaultMessage: 'Previous period' },
  recentHeading: { id: 'screens.Workspace.Dashboard.recentHeading', defaultMessage: 'Recent payments' },
  recentTable: { id: 'screens.Workspace.Dashboard.recentTable', defaultMessage: 'Recent payments' },
  date: { id: 'screens.Workspace.Dashboard.date', defaultMessage: 'Received' },
  link: { id: 'screens.Workspace.Dashboard.link', defaultMessage: 'Link' },
  unmatched: { id: 'screens.Workspace.Dashboard.unmatched', defaultMessage: 'Unmatched' },
  token: { id: 'screens.Workspace.Dashboard.token', defaultMessage: 'Token' },
  testBadge: { id: 'screens.Workspace.Dashboard.testBadge', defaultMessage: 'Test' },
  status: { id: 'screens.Workspace.Dashboard.status', defaultMessage: 'Status' },
  transaction: { id: 'screens.Workspace.Dashboard.transaction', defaultMessage: 'Transaction' },
  amount: { id: 'screens.Workspace.Dashboard.amount', defaultMessage: 'Amount' },
  noRecentTitle: { id: 'screens.Workspace.Dashboard.noRecentTitle', defaultMessage: 'No payments on this page' },
  loadFailed: {
    id: 'screens.Workspace.Dashboard.loadFailed',
    defaultMessage: 'Failed to load the dashboard. Please try again.',
  },
  paymentsLoadFailed: {
    id: 'screens.Workspace.Dashboard.paymentsLoadFailed',
    defaultMessage: 'Failed to load the recent payments. Please try again.',
  },
  emptyTitle: { id: 'screens.Workspace.Dashboard.emptyTitle', defaultMessage: 'No payments yet' },
  emptyLive: {
    id: 'screens.Workspace.Dashboard.emptyLive',
    defaultMessage: 'Your revenue and payments show here once your first live payment arrives.',
  },
  emptyTest: {
    id: 'screens.Workspace.Dashboard.emptyTest',
    defaultMessage: 'Test payments show here once you pay one of your test links.',
  },
  checklistHeading: { id: 'screens.Workspace.Dashboard.checklistHeading', defaultMessage: 'Get started' },
  checklistDismiss: { id: 'screens.Workspace.Dashboard.checklistDismiss', defaultMessage: 'Hide the checklist' },
  done: { id: 'screens.Workspace.Dashboard.done', defaultMessage: 'Done' },
  toDo: { id: 'screens.Workspace.Dashboard.toDo', defaultMessage: 'To do' },
  stepWallet: { id: 'screens.Workspace.Dashboard.stepWallet', defaultMessage: 'Add a wallet' },
  stepWalletHelp: {
    id: 'screens.Workspace.Dashboard.stepWalletHelp',
    defaultMessage: 'The address your payments are sent to.',
  },
  stepLink: { id: 'screens.Workspace.Dashboard.stepLink', defaultMessage: 'Create a payment link' },
  stepLinkHelp: {
    id: 'screens.Workspace.Dashboard.stepLinkHelp',
    defaultMessage: 'A page your customers pay on, for a set amount or one they choose.',
  },
  stepTestPayment: { id: 'screens.Workspace.Dashboard.stepTestPayment', defaultMessage: 'Take a test payment' },
  stepTestPaymentHelp: {
    id: 'screens.Workspace.Dashboard.stepTestPaymentHelp',
    defaultMessage: 'Pay a test link with test tokens to see a payment arrive.',
  },
  stepTeam: { id: 'screens.Workspace.Dashboard.stepTeam', defaultMessage: 'Invite your team' },
  stepTeamHelp: {
    id: 'screens.Workspace.Dashboard.stepTeamHelp',
    defaultMessage: 'Give the people you work with their own access.',
  },
  stepLimit: { id: 'screens.Workspace.Dashboard.stepLimit', defaultMessage: 'Raise your limit' },
  stepLimitHelp: {
    id: 'screens.Workspace.Dashboard.stepLimitHelp',
    defaultMessage: 'Verify your business to accept larger payments.',
  },
});

export const valueMessages = defineMessages<{
  change: { change: string; period: RevenuePeriod };
  noChange: { period: RevenuePeriod };
  nothingBefore: { period: RevenuePeriod };
  unpriced: { count: number };
  chartSummary: { period: RevenuePeriod; total: string; best: string; when: string };
  chartSummaryEmpty: { period: RevenuePeriod };
  barTitle: { when: string; revenue: string; count: number; previous: string };
  checklistProgress: { done: number; total: number };
}>({
  change: {
    id: 'screens.Workspace.Dashboard.change',
    defaultMessage:
      '{change} from the previous {period, select, day {24 hours} week {7 days} month {30 days} other {12 months}}',
  },
  noChange: {
    id: 'screens.Workspace.Dashboard.noChange',
    defaultMessage:
      'No change from the previous {period, select, day {24 hours} week {7 days} month {30 days} other {12 months}}',
  },
  nothingBefore: {
    id: 'screens.Workspace.Dashboard.nothingBefore',
    defaultMessage:
      'No payments in the previous {period, select, day {24 hours} week {7 days} month {30 days} other {12 months}}',
  },
  unpriced: {
    id: 'screens.Workspace.Dashboard.unpriced',
    defaultMessage:
      '{count, plural, one {# payment without a value in this currency (not matched to a checkout yet, or priced before currencies) is left out of these figures.} other {# payments without a value in this currency (not matched to a checkout yet, or priced before currencies) are left out of these figures.}}',
  },
  chartSummary: {
    id: 'screens.Workspace.Dashboard.chartSummary',
    defaultMessage:
      'Revenue {period, select, day {per hour over the last 24 hours} week {per day over the last 7 days} month {per day over the last 30 days} other {per month over the last 12 months}}: {total} in all, the most {best} ({when}).',
  },
  chartSummaryEmpty: {
    id: 'screens.Workspace.Dashboard.chartSummaryEmpty',
    defaultMessage:
      'No revenue {period, select, day {over the last 24 hours} week {over the last 7 days} month {over the last 30 days} other {over the last 12 months}}.',
  },
  barTitle: {
    id: 'screens.Workspace.Dashboard.barTitle',
    defaultMessage:
      '{when}: {revenue}, {count, plural, one {# payment} other {# payments}} (previous period: {previous})',
  },
  checklistProgress: {
    id: 'screens.Workspace.Dashboard.checklistProgress',
    defaultMessage: '{done, plural, one {# of {total, number} done} other {# of {total, number} done}}',
  },
});

/** The period switch's words. */
export const periodMessages = defineMessages({
  day: { id: 'screens.Workspace.Dashboard.period.day', defaultMessage: 'Day' },
  week: { id: 'screens.Workspace.Dashboard.period.week', defaultMessage: 'Week' },
  month: { id: 'screens.Workspace.Dashboard.period.month', defaultMessage: 'Month' },
  year: { id: 'screens.Workspace.Dashboard.period.year', defaultMessage: 'Year' },
}) satisfies Record<RevenuePeriod, unknown>;
