import { messagesIn } from '@meridian/ui';

/** Texts the integration pages add around the screens: their toasts. */
export const integrationMessages = messagesIn('app.integrations', {
  verified: 'Squarespace is connected',
  saved: 'Settings saved',
  removed: 'Squarespace is disconnected',
  removeFailed: 'Squarespace could not be disconnected',
  saveFailed: 'The settings could not be saved',
  wooConnected: 'WooCommerce is connected',
  wooRemoved: 'WooCommerce is disconnected',
  wooRemoveFailed: 'WooCommerce could not be disconnected',
});
