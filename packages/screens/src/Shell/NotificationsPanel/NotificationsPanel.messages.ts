import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Shell.NotificationsPanel', {
  heading: 'Notifications',
  markAllRead: 'Mark all as read',
  loading: 'Loading notifications',
  emptyTitle: 'No notifications yet',
  emptyDescription: 'Payments received, verified wallets and invitations will show here.',
  fetchFailed: 'Failed to fetch notifications',
  loadMoreFailed: 'Failed to load more notifications',
  retry: 'Try again',
  loadMore: 'Load more',
  unread: 'Unread notification.',
  justNow: 'Just now',
});

/** Each notification's sentence; names someone typed are quoted, amounts are formatted. */
export const itemMessages = messagesIn<{
  paymentReceived: { linkName: string; amount: string };
  paymentReceivedLate: { linkName: string; amount: string };
  walletVerified: { label: string };
  walletDetail: { network: string; address: string };
  invited: { invitedBy: string; companyName: string };
  invitedAnonymous: { companyName: string };
  inviteDetail: { role: string };
  kyb: { status: string; companyName: string };
  refund: { state: string; amount: string };
}>('screens.Shell.NotificationsPanel', {
  paymentReceived: 'Payment received on “{linkName}”: {amount}',
  paymentReceivedLate: 'Late payment received on “{linkName}”: {amount}',
  walletVerified: 'Wallet “{label}” verified',
  walletDetail: '{network} · {address}',
  invited: '{invitedBy} invited you to join “{companyName}”',
  invitedAnonymous: 'You were invited to join “{companyName}”',
  inviteDetail: 'As {role}',
  kyb: '{status, select, active {Business verification of “{companyName}” approved} in_progress {Business verification of “{companyName}” in review} other {Business verification of “{companyName}” rejected}}',
  refund:
    '{state, select, ready {The payer gave an address: send the refund of {amount}} confirmed {Refund of {amount} confirmed} other {Refund of {amount} failed}}',
});
