import { messagesIn } from '@meridian/ui';
import { API_KEY_LABEL_MAX_LENGTH } from '@meridian/contract';
import { useIntl } from 'react-intl';
import type { ApiKeyFormError } from './ApiKeys.rules';

export const messages = messagesIn('screens.Workspace.ApiKeys', {
  heading: 'API keys',
  description:
    'Your store or your own programs use API keys to create checkouts and read payments. Test keys see test payments only; live keys, real ones.',
  readOnly: 'The keys of this workspace. Owners, admins and developers create and revoke them.',
  create: 'Create API key',
  emptyTitle: 'No API keys yet',
  emptyDescription: 'Create a test key to try the API without moving real money.',
  table: 'API keys',
  label: 'Name',
  mode: 'Mode',
  test: 'Test',
  live: 'Live',
  scopes: 'Access',
  created: 'Created',
  lastUsed: 'Last used',
  never: 'Never',
  expired: 'Expired',
  rename: 'Rename',
  roll: 'Roll key',
  revoke: 'Revoke',
  cancel: 'Cancel',
  save: 'Save',
  createTitle: 'Create an API key',
  createDescription: 'Give only the access your program needs. You can revoke the key at any time.',
  labelDescription: 'Where the key is used, such as “WooCommerce store”.',
  modeTest: 'Test: test payments on the test network',
  modeLive: 'Live: real payments',
  accessNone: 'None',
  accessRead: 'Read',
  accessWrite: 'Read and write',
  resourcePaymentLinks: 'Payment links',
  resourceCheckouts: 'Checkouts',
  resourcePayments: 'Payments',
  resourceCustomers: 'Customers',
  resourceWebhooks: 'Webhooks',
  resourceEvents: 'Events',
  resourceRefunds: 'Refunds',
  labelRequired: 'Enter a name for the key',
  scopesRequired: 'Give the key access to something',
  createSubmit: 'Create key',
  secretTitle: 'Copy your new API key',
  secretWarning: 'This is the only time the key is shown. Store it somewhere safe, such as your store’s settings.',
  copyKey: 'Copy API key',
  keyCopied: 'API key copied to the clipboard',
  done: 'I have stored it',
  rollDescription:
    'A new key replaces this one. Choose how long the old key keeps working, so that you have time to put the new one in place.',
  rollExpiry: 'The old key stops',
  rollNow: 'Now',
  roll1h: 'In 1 hour',
  roll24h: 'In 24 hours',
  roll7d: 'In 7 days',
  loadFailed: 'The API keys could not be loaded.',
  createFailed: 'The key could not be created. Try again.',
  renameFailed: 'The key could not be renamed. Try again.',
  rollFailed: 'The key could not be rolled. Try again.',
  revokeFailed: 'The key could not be revoked. Try again.',
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
