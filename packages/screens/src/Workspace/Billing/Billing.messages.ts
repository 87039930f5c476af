import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.Billing.heading', defaultMessage: 'Billing' },
  description: {
    id: 'screens.Workspace.Billing.description',
    defaultMessage: 'Your tier and its limit, what this month has used of it, and the fees on your payments.',
  },
  tierHeading: { id: 'screens.Workspace.Billing.tierHeading', defaultMessage: 'Your tier' },
  raiseLimit: { id: 'screens.Workspace.Billing.raiseLimit', defaultMessage: 'Raise your limit' },
  usageHeading: { id: 'screens.Workspace.Billing.usageHeading', defaultMessage: 'This month' },
  feesHeading: { id: 'screens.Workspace.Billing.feesHeading', defaultMessage: 'Fees' },
  feesNote: {
    id: 'screens.Workspace.Billing.feesNote',
    defaultMessage:
      'Meridian never holds your money: payments go straight to your wallet, whole. Fees are accounted on your monthly statements, never taken from a payment on the chain.',
  },
  statementsHeading: { id: 'screens.Workspace.Billing.statementsHeading', defaultMessage: 'Monthly statements' },
  statementsTable: { id: 'screens.Workspace.Billing.statementsTable', defaultMessage: 'Monthly statements' },
  month: { id: 'screens.Workspace.Billing.month', defaultMessage: 'Month' },
  payments: { id: 'screens.Workspace.Billing.payments', defaultMessage: 'Payments' },
  volume: { id: 'screens.Workspace.Billing.volume', defaultMessage: 'Confirmed volume' },
  fees: { id: 'screens.Workspace.Billing.fees', defaultMessage: 'Fees' },
  download: { id: 'screens.Workspace.Billing.download', defaultMessage: 'CSV' },
  loading: { id: 'screens.Workspace.Billing.loading', defaultMessage: 'Loading billing' },
  loadFailed: {
    id: 'screens.Workspace.Billing.loadFailed',
    defaultMessage: 'Billing could not be loaded. Please try again.',
  },
  liveOnly: {
    id: 'screens.Workspace.Billing.liveOnly',
    defaultMessage: 'Only confirmed live payments count. Test payments count towards neither the limit nor the fees.',
  },
  back: { id: 'screens.Workspace.Billing.back', defaultMessage: 'Billing' },
  statementDescription: {
    id: 'screens.Workspace.Billing.statementDescription',
    defaultMessage: 'Confirmed live payments of the month (UTC) by payment link, with the fees at your tier’s rate.',
  },
  downloadCsv: { id: 'screens.Workspace.Billing.downloadCsv', defaultMessage: 'Download CSV' },
  link: { id: 'screens.Workspace.Billing.link', defaultMessage: 'Payment link' },
  linesTable: { id: 'screens.Workspace.Billing.linesTable', defaultMessage: 'Payments by link' },
  noPayments: { id: 'screens.Workspace.Billing.noPayments', defaultMessage: 'No confirmed live payments this month' },
  noPaymentsHelp: {
    id: 'screens.Workspace.Billing.noPaymentsHelp',
    defaultMessage: 'Payments to your live links show here once they are confirmed.',
  },
  refunds: { id: 'screens.Workspace.Billing.refunds', defaultMessage: 'Refunds' },
  net: { id: 'screens.Workspace.Billing.net', defaultMessage: 'Net' },
  netNote: {
    id: 'screens.Workspace.Billing.netNote',
    defaultMessage: 'Confirmed volume less refunds. A refund returns no fee.',
  },
  statementLoadFailed: {
    id: 'screens.Workspace.Billing.statementLoadFailed',
    defaultMessage: 'The statement could not be loaded. Please try again.',
  },
});

export const valueMessages = defineMessages<{
  used: { used: string; limit: string };
  usedThisMonth: { used: string };
  perPayment: { limit: string };
  testUsed: { amount: string };
  rate: { rate: string };
  statementTitle: { month: string };
  downloadMonth: { month: string };
  rateOfTier: { rate: string; tier: string };
  inCurrency: { currency: string; used: string };
  inCurrencyOfLimit: { currency: string; used: string; limit: string };
  perPaymentAbout: { limit: string; about: string };
  refundCount: { count: number };
}>({
  refundCount: {
    id: 'screens.Workspace.Billing.refundCount',
    defaultMessage: '{count, plural, one {# refund confirmed this month} other {# refunds confirmed this month}}',
  },
  inCurrency: { id: 'screens.Workspace.Billing.inCurrency', defaultMessage: 'In {currency}: {used} this month.' },
  inCurrencyOfLimit: {
    id: 'screens.Workspace.Billing.inCurrencyOfLimit',
    defaultMessage: 'In {currency}: {used} this month, of a limit of about {limit} at today’s rate.',
  },
  perPaymentAbout: {
    id: 'screens.Workspace.Billing.perPaymentAbout',
    defaultMessage: 'Each payment can be up to {limit} (about {about} at today’s rate); a month has no cap.',
  },
  rateOfTier: { id: 'screens.Workspace.Billing.rateOfTier', defaultMessage: 'At {rate}, the {tier} tier’s rate' },
  used: { id: 'screens.Workspace.Billing.used', defaultMessage: '{used} of {limit} this month' },
  usedThisMonth: {
    id: 'screens.Workspace.Billing.usedThisMonth',
    defaultMessage: '{used} in confirmed live payments this month',
  },
  perPayment: {
    id: 'screens.Workspace.Billing.perPayment',
    defaultMessage: 'Each payment can be up to {limit}; a month has no cap.',
  },
  testUsed: {
    id: 'screens.Workspace.Billing.testUsed',
    defaultMessage: 'Test payments this month: {amount}, not counted.',
  },
  rate: { id: 'screens.Workspace.Billing.rate', defaultMessage: '{rate} of each confirmed live payment' },
  statementTitle: { id: 'screens.Workspace.Billing.statementTitle', defaultMessage: 'Statement for {month}' },
  downloadMonth: {
    id: 'screens.Workspace.Billing.downloadMonth',
    defaultMessage: 'Download the statement for {month} as CSV',
  },
});
