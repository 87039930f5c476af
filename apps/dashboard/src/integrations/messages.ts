import { defineMessages } from 'react-intl';

/** Texts the integration pages add around the screens: their toasts. */
export const integrationMessages = defineMessages({
  verified: { id: 'app.integrations.verified', defaultMessage: 'Squarespace is connected' },
  saved: { id: 'app.integrations.saved', defaultMessage: 'Settings saved' },
  removed: { id: 'app.integrations.removed', defaultMessage: 'Squarespace is disconnected' },
  removeFailed: { id: 'app.integrations.removeFailed', defaultMessage: 'Squarespace could not be disconnected' },
  saveFailed: { id: 'app.integrations.saveFailed', defaultMessage: 'The settings could not be saved' },
  wooConnected: { id: 'app.integrations.wooConnected', defaultMessage: 'WooCommerce is connected' },
  wooRemoved: { id: 'app.integrations.wooRemoved', defaultMessage: 'WooCommerce is disconnected' },
  wooRemoveFailed: {
    id: 'app.integrations.wooRemoveFailed',
    defaultMessage: 'WooCommerce could not be disconnected',
  },
});
