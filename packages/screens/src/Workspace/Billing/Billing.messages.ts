import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Workspace.Billing', {
  heading: 'Billing',
  description: 'Your tier and its limit, what this month has used of it, and the fees on your payments.',
  tierHeading: 'Your tier',
  raiseLimit: 'Raise your limit',
  usageHeading: 'This month',
  feesHeading: 'Fees',
  feesNote:
    'Meridian never holds your money: payments go straight to your wallet, whole. Fees are accounted on your monthly statements, never taken from a payment on the chain.',
  statementsHeading: 'Monthly statements',
  statementsTable: 'Monthly statements',
  month: 'Month',
  payments: 'Payments',
  volume: 'Confirmed volume',
  fees: 'Fees',
  download: 'CSV',
  loading: 'Loading billing',
  loadFailed: 'Billing could not be loaded. Please try again.',
  liveOnly: 'Only confirmed live payments count. Test payments count towards neither the limit nor the fees.',
  back: 'Billing',
  statementDescription:
    'Confirmed live payments of the month (UTC) by payment link, with the fees at your tier’s rate.',
  downloadCsv: 'Download CSV',
  link: 'Payment link',
  linesTable: 'Payments by link',
  noPayments: 'No confirmed live payments this month',
  noPaymentsHelp: 'Payments to your live links show here once they are confirmed.',
  refunds: 'Refunds',
  net: 'Net',
  netNote: 'Confirmed volume less refunds. A refund returns no fee.',
  statementLoadFailed: 'The statement could not be loaded. Please try again.',
});

export const valueMessages = messagesIn<{
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
}>('screens.Workspace.Billing', {
  refundCount: '{count, plural, one {# refund confirmed this month} other {# refunds confirmed this month}}',
  inCurrency: 'In {currency}: {used} this month.',
  inCurrencyOfLimit: 'In {currency}: {used} this month, of a limit of about {limit} at today’s rate.',
  perPaymentAbout: 'Each payment can be up to {limit} (about {about} at today’s rate); a month has no cap.',
  rateOfTier: 'At {rate}, the {tier} tier’s rate',
  used: '{used} of {limit} this month',
  usedThisMonth: '{used} in confirmed live payments this month',
  perPayment: 'Each payment can be up to {limit}; a month has no cap.',
  testUsed: 'Test payments this month: {amount}, not counted.',
  rate: '{rate} of each confirmed live payment',
  statementTitle: 'Statement for {month}',
  downloadMonth: 'Download the statement for {month} as CSV',
});
