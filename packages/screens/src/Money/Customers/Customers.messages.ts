import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.Customers', {
  heading: 'Customers',
  description: 'The people who left an email address or billing details when they paid one of your links.',
  table: 'Customers',
  filters: 'Filters',
  search: 'Search by name or email',
  customer: 'Customer',
  email: 'Email',
  country: 'Country',
  payments: 'Payments',
  total: 'Total',
  lastSeen: 'Last seen',
  noName: 'No name given',
  emptyTitle: 'No customers yet',
  emptyDescription: 'When a link asks for an email address or billing details, the people who give them show here.',
  noMatchTitle: 'No customer matches',
  noMatchDescription: 'Try another name or email address.',
  loadFailed: 'Customers could not be loaded. Please try again.',
  back: 'Customers',
  detailDescription: 'What this customer gave when paying, and their payments.',
  details: 'Details',
  name: 'Name',
  street: 'Street address',
  city: 'City',
  postalCode: 'Postal code',
  vatNumber: 'VAT number',
  notGiven: 'Not given',
  firstSeen: 'First seen',
  paymentsHeading: 'Payments',
  paymentsTable: 'The customer’s payments',
  date: 'Date',
  link: 'Payment link',
  amount: 'Amount',
  status: 'Status',
  paid: 'Paid',
  confirming: 'Confirming',
  test: 'Test',
  noPayments: 'No payments yet',
  noPaymentsDescription: 'This customer opened a checkout but has not paid.',
  erase: 'Erase personal data',
  eraseTitle: 'Erase this customer’s personal data?',
  eraseConfirm: 'Erase',
  eraseHelp:
    'On a customer’s request, their email address and billing details can be erased from this workspace. Their payments stay, without them.',
  eraseFailed: 'The customer’s data could not be erased. Please try again.',
  detailLoadFailed: 'This customer could not be loaded. Please try again.',
  loading: 'Loading the customer',
  refundsHeading: 'Refunds',
  refundsTable: 'The customer’s refunds',
});

export const valueMessages = messagesIn<{
  eraseMessage: { customer: string; count: number };
  testTotal: { amount: string; count: number };
}>('screens.Money.Customers', {
  eraseMessage:
    '{customer}’s email address, name, billing address and VAT number will be removed from this workspace for good. {count, plural, =0 {} one {Their payment stays, without them.} other {Their # payments stay, without them.}} This cannot be undone.',
  testTotal: '{count, plural, one {# test payment} other {# test payments}}, {amount}',
});
