import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.Customers.heading', defaultMessage: 'Customers' },
  description: {
    id: 'screens.Money.Customers.description',
    defaultMessage: 'The people who left an email address or billing details when they paid one of your links.',
  },
  table: { id: 'screens.Money.Customers.table', defaultMessage: 'Customers' },
  filters: { id: 'screens.Money.Customers.filters', defaultMessage: 'Filters' },
  search: { id: 'screens.Money.Customers.search', defaultMessage: 'Search by name or email' },
  customer: { id: 'screens.Money.Customers.customer', defaultMessage: 'Customer' },
  email: { id: 'screens.Money.Customers.email', defaultMessage: 'Email' },
  country: { id: 'screens.Money.Customers.country', defaultMessage: 'Country' },
  payments: { id: 'screens.Money.Customers.payments', defaultMessage: 'Payments' },
  total: { id: 'screens.Money.Customers.total', defaultMessage: 'Total' },
  lastSeen: { id: 'screens.Money.Customers.lastSeen', defaultMessage: 'Last seen' },
  noName: { id: 'screens.Money.Customers.noName', defaultMessage: 'No name given' },
  emptyTitle: { id: 'screens.Money.Customers.emptyTitle', defaultMessage: 'No customers yet' },
  emptyDescription: {
    id: 'screens.Money.Customers.emptyDescription',
    defaultMessage: 'When a link asks for an email address or billing details, the people who give them show here.',
  },
  noMatchTitle: { id: 'screens.Money.Customers.noMatchTitle', defaultMessage: 'No customer matches' },
  noMatchDescription: {
    id: 'screens.Money.Customers.noMatchDescription',
    defaultMessage: 'Try another name or email address.',
  },
  loadFailed: {
    id: 'screens.Money.Customers.loadFailed',
    defaultMessage: 'Customers could not be loaded. Please try again.',
  },
  back: { id: 'screens.Money.Customers.back', defaultMessage: 'Customers' },
  detailDescription: {
    id: 'screens.Money.Customers.detailDescription',
    defaultMessage: 'What this customer gave when paying, and their payments.',
  },
  details: { id: 'screens.Money.Customers.details', defaultMessage: 'Details' },
  name: { id: 'screens.Money.Customers.name', defaultMessage: 'Name' },
  street: { id: 'screens.Money.Customers.street', defaultMessage: 'Street address' },
  city: { id: 'screens.Money.Customers.city', defaultMessage: 'City' },
  postalCode: { id: 'screens.Money.Customers.postalCode', defaultMessage: 'Postal code' },
  vatNumber: { id: 'screens.Money.Customers.vatNumber', defaultMessage: 'VAT number' },
  notGiven: { id: 'screens.Money.Customers.notGiven', defaultMessage: 'Not given' },
  firstSeen: { id: 'screens.Money.Customers.firstSeen', defaultMessage: 'First seen' },
  paymentsHeading: { id: 'screens.Money.Customers.paymentsHeading', defaultMessage: 'Payments' },
  paymentsTable: { id: 'screens.Money.Customers.paymentsTable', defaultMessage: 'The customer’s payments' },
  date: { id: 'screens.Money.Customers.date', defaultMessage: 'Date' },
  link: { id: 'screens.Money.Customers.link', defaultMessage: 'Payment link' },
  amount: { id: 'screens.Money.Customers.amount', defaultMessage: 'Amount' },
  status: { id: 'screens.Money.Customers.status', defaultMessage: 'Status' },
  paid: { id: 'screens.Money.Customers.paid', defaultMessage: 'Paid' },
  confirming: { id: 'screens.Money.Customers.confirming', defaultMessage: 'Confirming' },
  test: { id: 'screens.Money.Customers.test', defaultMessage: 'Test' },
  noPayments: { id: 'screens.Money.Customers.noPayments', defaultMessage: 'No payments yet' },
  noPaymentsDescription: {
    id: 'screens.Money.Customers.noPaymentsDescription',
    defaultMessage: 'This customer opened a checkout but has not paid.',
  },
  erase: { id: 'screens.Money.Customers.erase', defaultMessage: 'Erase personal data' },
  eraseTitle: { id: 'screens.Money.Customers.eraseTitle', defaultMessage: 'Erase this customer’s personal data?' },
  eraseConfirm: { id: 'screens.Money.Customers.eraseConfirm', defaultMessage: 'Erase' },
  eraseHelp: {
    id: 'screens.Money.Customers.eraseHelp',
    defaultMessage:
      'On a customer’s request, their email address and billing details can be erased from this workspace. Their payments stay, without them.',
  },
  eraseFailed: {
    id: 'screens.Money.Customers.eraseFailed',
    defaultMessage: 'The customer’s data could not be erased. Please try again.',
  },
  detailLoadFailed: {
    id: 'screens.Money.Customers.detailLoadFailed',
    defaultMessage: 'This customer could not be loaded. Please try again.',
  },
  loading: { id: 'screens.Money.Customers.loading', defaultMessage: 'Loading the customer' },
  refundsHeading: { id: 'screens.Money.Customers.refundsHeading', defaultMessage: 'Refunds' },
  refundsTable: { id: 'screens.Money.Customers.refundsTable', defaultMessage: 'The customer’s refunds' },
});

export const valueMessages = defineMessages<{
  eraseMessage: { customer: string; count: number };
  testTotal: { amount: string; count: number };
}>({
  eraseMessage: {
    id: 'screens.Money.Customers.eraseMessage',
    defaultMessage:
      '{customer}’s email address, name, billing address and VAT number will be removed from this workspace for good. {count, plural, =0 {} one {Their payment stays, without them.} other {Their # payments stay, without them.}} This cannot be undone.',
  },
  testTotal: {
    id: 'screens.Money.Customers.testTotal',
    defaultMessage: '{count, plural, one {# test payment} other {# test payments}}, {amount}',
  },
});
