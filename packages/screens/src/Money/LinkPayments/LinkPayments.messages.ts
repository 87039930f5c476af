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
  loadFailed: {
    id: 'screens.Money.LinkPayments.loadFailed',
    defaultMessage: 'Failed to load the payments. Please try again.',
  },
});
