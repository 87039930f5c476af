import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.LinkPayments', {
  back: 'Payment links',
  share: 'Share the link',
  shareHelp: 'Send this address to your payers, put it on your site, or let them scan the code.',
  description: 'Every payment received through this link, newest first.',
  table: 'Payments of the link',
  status: 'Status',
  emptyTitle: 'No payments yet',
  emptyDescription: 'Payments made through this link show here as soon as they reach the network.',
  edit: 'Edit',
  disabledTitle: 'This link is disabled',
  disabledNote: 'Payers who open it are told it takes no payments. Enable it to take payments again.',
  archivedTitle: 'This link is archived',
  archivedNote: 'It takes no more payments; its payments stay in your records.',
  statusChangeFailed: 'The link’s status could not be changed. Please try again.',
  loadFailed: 'Failed to load the payments. Please try again.',
});
