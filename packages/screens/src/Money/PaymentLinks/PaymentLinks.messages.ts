import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.PaymentLinks.heading', defaultMessage: 'Payment links' },
  description: {
    id: 'screens.Money.PaymentLinks.description',
    defaultMessage: 'Share a link, get paid in crypto. Archived links are hidden unless you filter for them.',
  },
  readOnly: {
    id: 'screens.Money.PaymentLinks.readOnly',
    defaultMessage: 'Only owners, admins and developers can create or change payment links.',
  },
  create: { id: 'screens.Money.PaymentLinks.create', defaultMessage: 'Create a link' },
  newStatic: { id: 'screens.Money.PaymentLinks.newStatic', defaultMessage: 'New payment link' },
  newDynamic: { id: 'screens.Money.PaymentLinks.newDynamic', defaultMessage: 'New link for one payment' },
  newDonation: { id: 'screens.Money.PaymentLinks.newDonation', defaultMessage: 'New donation link' },
  newLink: { id: 'screens.Money.PaymentLinks.newLink', defaultMessage: 'New link' },
  table: { id: 'screens.Money.PaymentLinks.table', defaultMessage: 'Payment links' },
  name: { id: 'screens.Money.PaymentLinks.name', defaultMessage: 'Name' },
  type: { id: 'screens.Money.PaymentLinks.type', defaultMessage: 'Type' },
  environment: { id: 'screens.Money.PaymentLinks.environment', defaultMessage: 'Environment' },
  status: { id: 'screens.Money.PaymentLinks.status', defaultMessage: 'Status' },
  amount: { id: 'screens.Money.PaymentLinks.amount', defaultMessage: 'Amount' },
  created: { id: 'screens.Money.PaymentLinks.created', defaultMessage: 'Created' },
  paid: { id: 'screens.Money.PaymentLinks.paid', defaultMessage: 'Paid' },
  payerChooses: { id: 'screens.Money.PaymentLinks.payerChooses', defaultMessage: 'Payer chooses' },
  filters: { id: 'screens.Money.PaymentLinks.filters', defaultMessage: 'Filters' },
  search: { id: 'screens.Money.PaymentLinks.search', defaultMessage: 'Search by name' },
  allTypes: { id: 'screens.Money.PaymentLinks.allTypes', defaultMessage: 'All types' },
  allEnvironments: { id: 'screens.Money.PaymentLinks.allEnvironments', defaultMessage: 'All environments' },
  notArchived: { id: 'screens.Money.PaymentLinks.notArchived', defaultMessage: 'Active and disabled' },
  edit: { id: 'screens.Money.PaymentLinks.edit', defaultMessage: 'Edit' },
  view: { id: 'screens.Money.PaymentLinks.view', defaultMessage: 'View' },
  payments: { id: 'screens.Money.PaymentLinks.payments', defaultMessage: 'Payments' },
  unmatched: { id: 'screens.Money.PaymentLinks.unmatched', defaultMessage: 'Unmatched payments' },
  copyUrl: { id: 'screens.Money.PaymentLinks.copyUrl', defaultMessage: 'Copy URL' },
  disable: { id: 'screens.Money.PaymentLinks.disable', defaultMessage: 'Disable' },
  enable: { id: 'screens.Money.PaymentLinks.enable', defaultMessage: 'Enable' },
  archive: { id: 'screens.Money.PaymentLinks.archive', defaultMessage: 'Archive' },
  disableConfirm: { id: 'screens.Money.PaymentLinks.disableConfirm', defaultMessage: 'Disable link' },
  archiveConfirm: { id: 'screens.Money.PaymentLinks.archiveConfirm', defaultMessage: 'Archive link' },
  emptyTitle: { id: 'screens.Money.PaymentLinks.emptyTitle', defaultMessage: 'No payment links yet' },
  emptyDescription: {
    id: 'screens.Money.PaymentLinks.emptyDescription',
    defaultMessage: 'Create a link with a fixed amount, for one customer, or for donations, and share it anywhere.',
  },
  noMatchTitle: { id: 'screens.Money.PaymentLinks.noMatchTitle', defaultMessage: 'No links match these filters' },
  clearFilters: { id: 'screens.Money.PaymentLinks.clearFilters', defaultMessage: 'Clear filters' },
  loadFailed: {
    id: 'screens.Money.PaymentLinks.loadFailed',
    defaultMessage: 'Failed to load links. Please try again.',
  },
  statusChangeFailed: {
    id: 'screens.Money.PaymentLinks.statusChangeFailed',
    defaultMessage: 'We could not change the link’s status. Please try again.',
  },
});

export const valueMessages = defineMessages<{
  disableTitle: { name: string };
  disableMessage: { name: string };
  archiveTitle: { name: string };
  archiveMessage: { name: string };
  paidSummary: { count: number; total: string };
}>({
  paidSummary: {
    id: 'screens.Money.PaymentLinks.paidSummary',
    defaultMessage: '{count, plural, =0 {None yet} one {# payment, {total}} other {# payments, {total}}}',
  },
  disableTitle: { id: 'screens.Money.PaymentLinks.disableTitle', defaultMessage: 'Disable {name}?' },
  disableMessage: {
    id: 'screens.Money.PaymentLinks.disableMessage',
    defaultMessage: 'Payers who open {name} will be told it is unavailable until you enable it again.',
  },
  archiveTitle: { id: 'screens.Money.PaymentLinks.archiveTitle', defaultMessage: 'Archive {name}?' },
  archiveMessage: {
    id: 'screens.Money.PaymentLinks.archiveMessage',
    defaultMessage:
      '{name} will stop taking payments for good and leave the list; its payments stay in your records. An archived link cannot be enabled again.',
  },
});

/**
 * What the dashboard says when a link's URL is copied (the screen calls back with `onCopyUrl`),
 * exported so that the route and the stories use the same words.
 */
export const paymentLinksToastMessages = defineMessages({
  urlCopied: { id: 'app.paymentLinks.urlCopied', defaultMessage: 'Link URL copied to the clipboard' },
  copyFailed: {
    id: 'app.paymentLinks.copyFailed',
    defaultMessage: 'The URL could not be copied. Open the link with View and copy it from there.',
  },
});
