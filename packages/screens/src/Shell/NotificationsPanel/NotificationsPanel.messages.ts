import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Shell.NotificationsPanel.heading', defaultMessage: 'Notifications' },
  markAllRead: { id: 'screens.Shell.NotificationsPanel.markAllRead', defaultMessage: 'Mark all as read' },
  loading: { id: 'screens.Shell.NotificationsPanel.loading', defaultMessage: 'Loading notifications' },
  emptyTitle: { id: 'screens.Shell.NotificationsPanel.emptyTitle', defaultMessage: 'No notifications yet' },
  emptyDescription: {
    id: 'screens.Shell.NotificationsPanel.emptyDescription',
    defaultMessage: 'Payments received, verified wallets and invitations will show here.',
  },
  fetchFailed: { id: 'screens.Shell.NotificationsPanel.fetchFailed', defaultMessage: 'Failed to fetch notifications' },
  loadMoreFailed: {
    id: 'screens.Shell.NotificationsPanel.loadMoreFailed',
    defaultMessage: 'Failed to load more notifications',
  },
  retry: { id: 'screens.Shell.NotificationsPanel.retry', defaultMessage: 'Try again' },
  loadMore: { id: 'screens.Shell.NotificationsPanel.loadMore', defaultMessage: 'Load more' },
  unread: { id: 'screens.Shell.NotificationsPanel.unread', defaultMessage: 'Unread notification.' },
  justNow: { id: 'screens.Shell.NotificationsPanel.justNow', defaultMessage: 'Just now' },
});

/** Each notification's sentence; names someone typed are quoted, amounts are formatted. */
export const itemMessages = defineMessages<{
  paymentReceived: { linkName: string; amount: string };
  paymentReceivedLate: { linkName: string; amount: string };
  walletVerified: { label: string };
  walletDetail: { network: string; address: string };
  invited: { invitedBy: string; companyName: string };
  invitedAnonymous: { companyName: string };
  inviteDetail: { role: string };
  kyb: { status: string; companyName: string };
  refund: { state: string; amount: string };
}>({
  paymentReceived: {
    id: 'screens.Shell.NotificationsPanel.paymentReceived',
    defaultMessage: 'Payment received on “{linkName}”: {amount}',
  },
  paymentReceivedLate: {
    id: 'screens.Shell.NotificationsPanel.paymentReceivedLate',
    defaultMessage: 'Late payment received on “{linkName}”: {amount}',
  },
  walletVerified: {
    id: 'screens.Shell.NotificationsPanel.walletVerified',
    defaultMessage: 'Wallet “{label}” verified',
  },
  walletDetail: {
    id: 'screens.Shell.NotificationsPanel.walletDetail',
    defaultMessage: '{network} · {address}',
  },
  invited: {
    id: 'screens.Shell.NotificationsPanel.invited',
    defaultMessage: '{invitedBy} invited you to join “{companyName}”',
  },
  invitedAnonymous: {
    id: 'screens.Shell.NotificationsPanel.invitedAnonymous',
    defaultMessage: 'You were invited to join “{companyName}”',
  },
  inviteDetail: {
    id: 'screens.Shell.NotificationsPanel.inviteDetail',
    defaultMessage: 'As {role}',
  },
  kyb: {
    id: 'screens.Shell.NotificationsPanel.kyb',
    defaultMessage:
      '{status, select, active {Business verification of “{companyName}” approved} in_progress {Business verification of “{companyName}” in review} other {Business verification of “{companyName}” rejected}}',
  },
  refund: {
    id: 'screens.Shell.NotificationsPanel.refund',
    defaultMessage:
      '{state, select, ready {The payer gave an address: send the refund of {amount}} confirmed {Refund of {amount} confirmed} other {Refund of {amount} failed}}',
  },
});
