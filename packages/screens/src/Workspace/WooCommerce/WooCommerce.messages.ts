import { defineMessages } from 'react-intl';
import type { WooCommerceFailureReason } from '@meridian/contract';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.WooCommerce.heading', defaultMessage: 'WooCommerce' },
  description: {
    id: 'screens.Workspace.WooCommerce.description',
    defaultMessage: 'Add Meridian to your WordPress store’s checkout: buyers pay in crypto and orders are marked paid.',
  },
  back: { id: 'screens.Workspace.WooCommerce.back', defaultMessage: 'Integrations' },
  stepsTitle: { id: 'screens.Workspace.WooCommerce.stepsTitle', defaultMessage: 'Set up the plugin' },
  step1: {
    id: 'screens.Workspace.WooCommerce.step1',
    defaultMessage: 'Download the Meridian plugin and upload it in WordPress under Plugins, then Add New.',
  },
  step3: {
    id: 'screens.Workspace.WooCommerce.step3',
    defaultMessage: 'Paste the code in WooCommerce, under Settings, then Payments, then Meridian.',
  },
  download: { id: 'screens.Workspace.WooCommerce.download', defaultMessage: 'Download the plugin' },
  createCode: { id: 'screens.Workspace.WooCommerce.createCode', defaultMessage: 'Create a connection code' },
  newCode: { id: 'screens.Workspace.WooCommerce.newCode', defaultMessage: 'Create a new code' },
  codeError: {
    id: 'screens.Workspace.WooCommerce.codeError',
    defaultMessage: 'The connection code could not be created. Try again in a moment.',
  },
  viewerNote: {
    id: 'screens.Workspace.WooCommerce.viewerNote',
    defaultMessage: 'Owners, admins and developers of the workspace can connect the store.',
  },
  codeLabel: { id: 'screens.Workspace.WooCommerce.codeLabel', defaultMessage: 'Connection code' },
  copyCode: { id: 'screens.Workspace.WooCommerce.copyCode', defaultMessage: 'Copy the connection code' },
  codeHidden: {
    id: 'screens.Workspace.WooCommerce.codeHidden',
    defaultMessage:
      'A connection code is waiting to be used. It is shown only once: if you no longer have it, create a new one.',
  },
  apiUrlLabel: { id: 'screens.Workspace.WooCommerce.apiUrlLabel', defaultMessage: 'Meridian API address' },
  copyApiUrl: { id: 'screens.Workspace.WooCommerce.copyApiUrl', defaultMessage: 'Copy the Meridian API address' },
  waitingTitle: { id: 'screens.Workspace.WooCommerce.waitingTitle', defaultMessage: 'Waiting for the plugin' },
  waiting: {
    id: 'screens.Workspace.WooCommerce.waiting',
    defaultMessage:
      'Paste the code and the API address in the plugin’s settings. This page moves on by itself once the plugin has called in.',
  },
  noEvent: { id: 'screens.Workspace.WooCommerce.noEvent', defaultMessage: 'No event delivered yet.' },
  failedTitle: { id: 'screens.Workspace.WooCommerce.failedTitle', defaultMessage: 'The store is not connected' },
  disconnect: { id: 'screens.Workspace.WooCommerce.disconnect', defaultMessage: 'Disconnect WooCommerce' },
  disconnectTitle: {
    id: 'screens.Workspace.WooCommerce.disconnectTitle',
    defaultMessage: 'Disconnect the store?',
  },
  disconnectConfirm: { id: 'screens.Workspace.WooCommerce.disconnectConfirm', defaultMessage: 'Disconnect' },
});

/** The messages with values, typed. */
export const valueMessages = defineMessages<{
  step2: { minutes: number };
  connectedTitle: { store: string };
  lastDelivered: { type: string; when: string };
  lastPending: { type: string; when: string };
  lastFailed: { type: string; when: string };
  expires: { time: string };
  disconnectMessage: { store: string };
}>({
  step2: {
    id: 'screens.Workspace.WooCommerce.step2',
    defaultMessage: 'Create a connection code here; it works for {minutes, plural, one {# minute} other {# minutes}}.',
  },
  connectedTitle: { id: 'screens.Workspace.WooCommerce.connectedTitle', defaultMessage: 'Connected to {store}' },
  lastDelivered: {
    id: 'screens.Workspace.WooCommerce.lastDelivered',
    defaultMessage: 'Last event delivered: {type}, {when}.',
  },
  lastPending: {
    id: 'screens.Workspace.WooCommerce.lastPending',
    defaultMessage: 'Last event, still being sent: {type}, {when}.',
  },
  lastFailed: {
    id: 'screens.Workspace.WooCommerce.lastFailed',
    defaultMessage: 'The last event could not be delivered: {type}, {when}.',
  },
  expires: { id: 'screens.Workspace.WooCommerce.expires', defaultMessage: 'The code expires at {time}.' },
  disconnectMessage: {
    id: 'screens.Workspace.WooCommerce.disconnectMessage',
    defaultMessage:
      'The key of {store} stops working at once and no more events are sent to it. Its buyers can no longer pay with Meridian until you connect it again.',
  },
});

/** Why the store is not connected. */
export const failureMessages = defineMessages<Record<WooCommerceFailureReason, { store: string }>>({
  code_expired: {
    id: 'screens.Workspace.WooCommerce.failure.codeExpired',
    defaultMessage: 'The connection code expired before the plugin used it. Create a new one.',
  },
  key_revoked: {
    id: 'screens.Workspace.WooCommerce.failure.keyRevoked',
    defaultMessage:
      'The API key of {store} was revoked, so it cannot create checkouts. Create a new code to pair it again.',
  },
  endpoint_disabled: {
    id: 'screens.Workspace.WooCommerce.failure.endpointDisabled',
    defaultMessage:
      'Events to {store} kept failing, so they were stopped. Check that the plugin is active, then create a new code to pair it again.',
  },
  endpoint_removed: {
    id: 'screens.Workspace.WooCommerce.failure.endpointRemoved',
    defaultMessage:
      'The webhook endpoint of {store} was removed, so its orders are not updated. Create a new code to pair it again.',
  },
});

/** The store's payment settings. */
export const settingsMessages = defineMessages({
  title: { id: 'screens.Workspace.WooCommerce.settings.title', defaultMessage: 'Payments' },
  description: {
    id: 'screens.Workspace.WooCommerce.settings.description',
    defaultMessage: 'The wallet the store’s checkouts pay, and whether they are test or live payments.',
  },
  wallet: { id: 'screens.Workspace.WooCommerce.settings.wallet', defaultMessage: 'Payout wallet' },
  walletRequired: { id: 'screens.Workspace.WooCommerce.settings.walletRequired', defaultMessage: 'Choose a wallet' },
  walletRefused: {
    id: 'screens.Workspace.WooCommerce.settings.walletRefused',
    defaultMessage: 'This wallet cannot take these payments: live payments go to a verified Moonbeam wallet.',
  },
  noWallet: {
    id: 'screens.Workspace.WooCommerce.settings.noWallet',
    defaultMessage: 'Add a Moonbeam wallet first: the store’s checkouts need somewhere to pay.',
  },
  addWallet: { id: 'screens.Workspace.WooCommerce.settings.addWallet', defaultMessage: 'Add a wallet' },
  environment: { id: 'screens.Workspace.WooCommerce.settings.environment', defaultMessage: 'Payments' },
  test: { id: 'screens.Workspace.WooCommerce.settings.test', defaultMessage: 'Test' },
  live: { id: 'screens.Workspace.WooCommerce.settings.live', defaultMessage: 'Live' },
  environmentLocked: {
    id: 'screens.Workspace.WooCommerce.settings.environmentLocked',
    defaultMessage: 'To switch between test and live payments, disconnect the store and pair it again.',
  },
  save: { id: 'screens.Workspace.WooCommerce.settings.save', defaultMessage: 'Save' },
});
