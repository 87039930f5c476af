import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'screens.Money.LinkPayments.back', defaultMessage: 'Payment links' },
  share: { id: 'screens.Money.LinkPayments.share', defaultMessage: 'Share the link' },
  shareHelp: {
    id: 'screens.Money.LinkPayments.shareHelp',
    defaultMessage: 'Send this address to your payers, put it on your site, or let them scan the code.',
  },
  description: {
    id: 'screens.Money.LinkPayments.description',
    defaultMessage: 'Every payment received through this link, newest first.',
  },
  table: { id: 'screens.Money.LinkPayments.table', defaultMessage: 'Payments of the link' },
  status: { id: 'screens.Money.LinkPayments.status', defaultMessage: 'Status' },
  emptyTitle: { id: 'screens.Money.LinkPayments.emptyTitle', defaultMessage: 'No payments yet' },
  emptyDescription: {
    id: 'screens.Money.LinkPayments.emptyDescription',
    defaultMessage: 'Payments made through this link show here as soon as they reach the network.',
  },
  edit: { id: 'screens.Money.LinkPayments.edit', defaultMessage: 'Edit' },
  disabledTitle: { id: 'screens.Money.LinkPayments.disabledTitle', defaultMessage: 'This link is disabled' },
  disabledNote: {
    id: 'screens.Money.LinkPayments.disabledNote',
    defaultMessage: 'Payers who open it are told it takes no payments. Enable it to take payments again.',
  },
  archivedTitle: { id: 'screens.Money.LinkPayments.archivedTitle', defaultMessage: 'This link is archived' },
  archivedNote: {
    id: 'screens.Money.LinkPayments.archivedNote',
    defaultMessage: 'It takes no more payments; its payments stay in your records.',
  },
  statusChangeFailed: {
    id: 'screens.Money.LinkPayments.statusChangeFailed',
    defaultMessage: 'The link’s status could not be changed. Please try again.',
  },
  loadFailed: {
    id: 'screens.Money.LinkPayments.loadFailed',
    defaultMessage: 'Failed to load the payments. Please try again.',
  },
});
