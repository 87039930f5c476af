import { messagesIn } from '@meridian/ui';

/** What the checkout page says around the screens. */
export const payMessages = messagesIn('app.pay', {
  openFailed: 'We could not start the payment. Check your connection and try again.',
  transactionRefused:
    'This transaction does not match the payment asked for. Send the exact amount shown to the address shown.',
});
