import { defineMessages } from 'react-intl';

/** What the checkout page says around the screens. */
export const payMessages = defineMessages({
  openFailed: {
    id: 'app.pay.openFailed',
    defaultMessage: 'We could not start the payment. Check your connection and try again.',
  },
  transactionRefused: {
    id: 'app.pay.transactionRefused',
    defaultMessage:
      'This transaction does not match the payment asked for. Send the exact amount shown to the address shown.',
  },
});
