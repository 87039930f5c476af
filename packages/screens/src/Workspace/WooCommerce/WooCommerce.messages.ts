import { messagesIn } from '@meridian/ui';
import type { WooCommerceFailureReason } from '@meridian/contract';

export const messages = messagesIn('screens.Workspace.WooCommerce', {
  heading: 'WooCommerce',
  description: 'Add Meridian to your WordPress store’s checkout: buyers pay in crypto and orders are marked paid.',
  back: 'Integrations',
  stepsTitle: 'Set up the plugin',
  step1: 'Download the Meridian plugin and upload it in WordPress under Plugins, then Add New.',
  step3: 'Paste the code in WooCommerce, under Settings, then Payments, then Meridian.',
  download: 'Download the plugin',
  createCode: 'Create a connection code',
  newCode: 'Create a new code',
  codeError: 'The connection code could not be created. Try again in a moment.',
  viewerNote: 'Owners, admins and developers of the workspace can connect the store.',
  codeLabel: 'Connection code',
  copyCode: 'Copy the connection code',
  codeHidden:
    'A connection code is waiting to be used. It is shown only once: if you no longer have it, create a new one.',
  apiUrlLabel: 'Meridian API address',
  copyApiUrl: 'Copy the Meridian API address',
  waitingTitle: 'Waiting for the plugin',
  waiting:
    'Paste the code and the API address in the plugin’s settings. This page moves on by itself once the plugin has called in.',
  noEvent: 'No event delivered yet.',
  failedTitle: 'The store is not connected',
  disconnect: 'Disconnect WooCommerce',
  disconnectTitle: 'Disconnect the store?',
  disconnectConfirm: 'Disconnect',
});

/** The messages with values, typed. */
export const valueMessages = messagesIn<{
  step2: { minutes: number };
  connectedTitle: { store: string };
  lastDelivered: { type: string; when: string };
  lastPending: { type: string; when: string };
  lastFailed: { type: string; when: string };
  expires: { time: string };
  disconnectMessage: { store: string };
}>('screens.Workspace.WooCommerce', {
  step2: 'Create a connection code here; it works for {minutes, plural, one {# minute} other {# minutes}}.',
  connectedTitle: 'Connected to {store}',
  lastDelivered: 'Last event delivered: {type}, {when}.',
  lastPending: 'Last event, still being sent: {type}, {when}.',
  lastFailed: 'The last event could not be delivered: {type}, {when}.',
  expires: 'The code expires at {time}.',
  disconnectMessage:
    'The key of {store} stops working at once and no more events are sent to it. Its buyers can no longer pay with Meridian until you connect it again.',
});

/** Why the store is not connected. */
export const failureMessages = messagesIn<Record<WooCommerceFailureReason, { store: string }>>(
  'screens.Workspace.WooCommerce.failure',
  {
    code_expired: 'The connection code expired before the plugin used it. Create a new one.',
    key_revoked:
      'The API key of {store} was revoked, so it cannot create checkouts. Create a new code to pair it again.',
    endpoint_disabled:
      'Events to {store} kept failing, so they were stopped. Check that the plugin is active, then create a new code to pair it again.',
    endpoint_removed:
      'The webhook endpoint of {store} was removed, so its orders are not updated. Create a new code to pair it again.',
  },
);

/** The store's payment settings. */
export const settingsMessages = messagesIn('screens.Workspace.WooCommerce.settings', {
  title: 'Payments',
  description: 'The wallet the store’s checkouts pay, and whether they are test or live payments.',
  wallet: 'Payout wallet',
  walletRequired: 'Choose a wallet',
  walletRefused: 'This wallet cannot take these payments: live payments go to a verified Moonbeam wallet.',
  noWallet: 'Add a Moonbeam wallet first: the store’s checkouts need somewhere to pay.',
  addWallet: 'Add a wallet',
  environment: 'Payments',
  test: 'Test',
  live: 'Live',
  environmentLocked: 'To switch between test and live payments, disconnect the store and pair it again.',
  save: 'Save',
});
