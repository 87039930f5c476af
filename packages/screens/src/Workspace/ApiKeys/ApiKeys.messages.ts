import { messagesIn } from '@meridian/ui';
import { API_KEY_LABEL_MAX_LENGTH } from '@meridian/contract';
import { defineMessages, useIntl } from 'react-intl';
import type { ApiKeyFormError } from './ApiKeys.rules';

export const messages = defineMessages({
  heading: { id: 'screens.Workspace.ApiKeys.heading', defaultMessage: 'API keys' },
  description: {
    id: 'screens.Workspace.ApiKeys.description',
    defaultMessage:
      'Your store or your own programs use API keys to create checkouts and read payments. Test keys see test payments only; live keys, real ones.',
  },
  readOnly: {
    id: 'screens.Workspace.ApiKeys.readOnly',
    defaultMessage: 'The keys of this workspace. Owners, admins and developers create and revoke them.',
  },
  create: { id: 'screens.Workspace.ApiKeys.create', defaultMessage: 'Create API key' },
  emptyTitle: { id: 'screens.Workspace.ApiKeys.emptyTitle', defaultMessage: 'No API keys yet' },
  emptyDescription: {
    id: 'screens.Workspace.ApiKeys.emptyDescription',
    defaultMessage: 'Create a test key to try the API without moving real money.',
  },
  table: { id: 'screens.Workspace.ApiKeys.table', defaultMessage: 'API keys' },
  label: { id: 'screens.Workspace.ApiKeys.label', defaultMessage: 'Name' },
  mode: { id: 'screens.Workspace.ApiKeys.mode', defaultMessage: 'Mode' },
  test: { id: 'screens.Workspace.ApiKeys.test', defaultMessage: 'Test' },
  live: { id: 'screens.Workspace.ApiKeys.live', defaultMessage: 'Live' },
  scopes: { id: 'screens.Workspace.ApiKeys.scopes', defaultMessage: 'Access' },
  created: { id: 'screens.Workspace.ApiKeys.created', defaultMessage: 'Created' },
  lastUsed: { id: 'screens.Workspace.ApiKeys.lastUsed', defaultMessage: 'Last used' },
  never: { id: 'screens.Workspace.ApiKeys.never', defaultMessage: 'Never' },
  expired: { id: 'screens.Workspace.ApiKeys.expired', defaultMessage: 'Expired' },
  rename: { id: 'screens.Workspace.ApiKeys.rename', defaultMessage: 'Rename' },
  roll: { id: 'screens.Workspace.ApiKeys.roll', defaultMessage: 'Roll key' },
  revoke: { id: 'screens.Workspace.ApiKeys.revoke', defaultMessage: 'Revoke' },
  cancel: { id: 'screens.Workspace.ApiKeys.cancel', defaultMessage: 'Cancel' },
  save: { id: 'screens.Workspace.ApiKeys.save', defaultMessage: 'Save' },
  createTitle: { id: 'screens.Workspace.ApiKeys.createTitle', defaultMessage: 'Create an API key' },
  createDescription: {
    id: 'screens.Workspace.ApiKeys.createDescription',
    defaultMessage: 'Give only the access your program needs. You can revoke the key at any time.',
  },
  labelDescription: {
    id: 'screens.Workspace.ApiKeys.labelDescription',
    defaultMessage: 'Where the key is used, such as “WooCommerce store”.',
  },
  modeTest: {
    id: 'screens.Workspace.ApiKeys.modeTest',
    defaultMessage: 'Test: test payments on the test network',
  },
  modeLive: { id: 'screens.Workspace.ApiKeys.modeLive', defaultMessage: 'Live: real payments' },
  accessNone: { id: 'screens.Workspace.ApiKeys.accessNone', defaultMessage: 'None' },
  accessRead: { id: 'screens.Workspace.ApiKeys.accessRead', defaultMessage: 'Read' },
  accessWrite: { id: 'screens.Workspace.ApiKeys.accessWrite', defaultMessage: 'Read and write' },
  resourcePaymentLinks: { id: 'screens.Workspace.ApiKeys.resource.payment_links', defaultMessage: 'Payment links' },
  resourceCheckouts: { id: 'screens.Workspace.ApiKeys.resource.checkouts', defaultMessage: 'Checkouts' },
  resourcePayments: { id: 'screens.Workspace.ApiKeys.resource.payments', defaultMessage: 'Payments' },
  resourceCustomers: { id: 'screens.Workspace.ApiKeys.resource.customers', defaultMessage: 'Customers' },
  resourceWebhooks: { id: 'screens.Workspace.ApiKeys.resource.webhooks', defaultMessage: 'Webhooks' },
  resourceEvents: { id: 'screens.Workspace.ApiKeys.resource.events', defaultMessage: 'Events' },
  resourceRefunds: { id: 'screens.Workspace.ApiKeys.resource.refunds', defaultMessage: 'Refunds' },
  labelRequired: { id: 'screens.Workspace.ApiKeys.labelRequired', defaultMessage: 'Enter a name for the key' },
  scopesRequired: {
    id: 'screens.Workspace.ApiKeys.scopesRequired',
    defaultMessage: 'Give the key access to something',
  },
  createSubmit: { id: 'screens.Workspace.ApiKeys.createSubmit', defaultMessage: 'Create key' },
  secretTitle: { id: 'screens.Workspace.ApiKeys.secretTitle', defaultMessage: 'Copy your new API key' },
  secretWarning: {
    id: 'screens.Workspace.ApiKeys.secretWarning',
    defaultMessage: 'This is the only time the key is shown. Store it somewhere safe, such as your store’s settings.',
  },
  copyKey: { id: 'screens.Workspace.ApiKeys.copyKey', defaultMessage: 'Copy API key' },
  keyCopied: { id: 'screens.Workspace.ApiKeys.keyCopied', defaultMessage: 'API key copied to the clipboard' },
  done: { id: 'screens.Workspace.ApiKeys.done', defaultMessage: 'I have stored it' },
  rollDescription: {
    id: 'screens.Workspace.ApiKeys.rollDescription',
    defaultMessage:
      'A new key replaces this one. Choose how long the old key keeps working, so that you have time to put the new one in place.',
  },
  rollExpiry: { id: 'screens.Workspace.ApiKeys.rollExpiry', defaultMessage: 'The old key stops' },
  rollNow: { id: 'screens.Workspace.ApiKeys.rollNow', defaultMessage: 'Now' },
  roll1h: { id: 'screens.Workspace.ApiKeys.roll1h', defaultMessage: 'In 1 hour' },
  roll24h: { id: 'screens.Workspace.ApiKeys.roll24h', defaultMessage: 'In 24 hours' },
  roll7d: { id: 'screens.Workspace.ApiKeys.roll7d', defaultMessage: 'In 7 days' },
  loadFailed: { id: 'screens.Workspace.ApiKeys.loadFailed', defaultMessage: 'The API keys could not be loaded.' },
  createFailed: {
    id: 'screens.Workspace.ApiKeys.createFailed',
    defaultMessage: 'The key could not be created. Try again.',
  },
  renameFailed: {
    id: 'screens.Workspace.ApiKeys.renameFailed',
    defaultMessage: 'The key could not be renamed. Try again.',
  },
  rollFailed: { id: 'screens.Workspace.ApiKeys.rollFailed', defaultMessage: 'The key could not be rolled. Try again.' },
  revokeFailed: {
    id: 'screens.Workspace.ApiKeys.revokeFailed',
    defaultMessage: 'The key could not be revoked. Try again.',
  },
});

export const valueMessages = messagesIn<{
  renameTitle: { label: string };
  rollTitle: { label: string };
  revokeTitle: { label: string };
  revokeMessage: { lastFour: string };
  expires: { date: string };
  keyEnding: { prefix: string; lastFour: string };
  labelTooLong: { max: number };
}>('screens.Workspace.ApiKeys', {
  renameTitle: 'Rename “{label}”',
  rollTitle: 'Roll “{label}”?',
  revokeTitle: 'Revoke “{label}”?',
  revokeMessage: 'Programs using the key ending in {lastFour} stop working at once. This cannot be undone.',
  expires: 'Expires {date}',
  keyEnding: '{prefix}…{lastFour}',
  labelTooLong: '{max, plural, one {Use at most # character} other {Use at most # characters}}',
});

/** A key form's error as text: the label's limit is the contract's `API_KEY_LABEL_MAX_LENGTH`. */
export function useFormErrorText() {
  const intl = useIntl();
  return (key: ApiKeyFormError | undefined) => {
    if (key === undefined) return undefined;
    if (key === 'labelTooLong')
      return intl.formatMessage(valueMessages.labelTooLong, { max: API_KEY_LABEL_MAX_LENGTH });
    return intl.formatMessage(messages[key]);
  };
}
