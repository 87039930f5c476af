import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.PaymentLinks', {
  heading: 'Payment links',
  description: 'Share a link, get paid in crypto. Archived links are hidden unless you filter for them.',
  readOnly: 'Only owners, admins and developers can create or change payment links.',
  create: 'Create a link',
  newStatic: 'New payment link',
  newDynamic: 'New link for one payment',
  newDonation: 'New donation link',
  newLink: 'New link',
  table: 'Payment links',
  name: 'Name',
  type: 'Type',
  environment: 'Environment',
  status: 'Status',
  amount: 'Amount',
  created: 'Created',
  paid: 'Paid',
  payerChooses: 'Payer chooses',
  filters: 'Filters',
  search: 'Search by name',
  allTypes: 'All types',
  allEnvironments: 'All environments',
  notArchived: 'Active and disabled',
  edit: 'Edit',
  view: 'View',
  payments: 'Payments',
  unmatched: 'Unmatched payments',
  copyUrl: 'Copy URL',
  disable: 'Disable',
  enable: 'Enable',
  archive: 'Archive',
  disableConfirm: 'Disable link',
  archiveConfirm: 'Archive link',
  emptyTitle: 'No payment links yet',
  emptyDescription: 'Create a link with a fixed amount, for one customer, or for donations, and share it anywhere.',
  noMatchTitle: 'No links match these filters',
  clearFilters: 'Clear filters',
  loadFailed: 'Failed to load links. Please try again.',
  statusChangeFailed: 'We could not change the link’s status. Please try again.',
});

export const valueMessages = messagesIn<{
  disableTitle: { name: string };
  disableMessage: { name: string };
  archiveTitle: { name: string };
  archiveMessage: { name: string };
  paidSummary: { count: number; total: string };
}>('screens.Money.PaymentLinks', {
  paidSummary: '{count, plural, =0 {None yet} one {# payment, {total}} other {# payments, {total}}}',
  disableTitle: 'Disable {name}?',
  disableMessage: 'Payers who open {name} will be told it is unavailable until you enable it again.',
  archiveTitle: 'Archive {name}?',
  archiveMessage:
    '{name} will stop taking payments for good and leave the list; its payments stay in your records. An archived link cannot be enabled again.',
});

/**
 * What the dashboard says when a link's URL is copied (the screen calls back with `onCopyUrl`),
 * exported so that the route and the stories use the same words.
 */
export const paymentLinksToastMessages = messagesIn('app.paymentLinks', {
  urlCopied: 'Link URL copied to the clipboard',
  copyFailed: 'The URL could not be copied. Open the link with View and copy it from there.',
});
