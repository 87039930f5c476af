import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.PaymentDone', {
  heading: 'Payment complete',
  thanks: 'Thank you for your payment.',
  summary: 'Receipt',
  item: 'Item',
  date: 'Paid on',
  subtotal: 'Subtotal',
  total: 'Total',
  paid: 'Paid',
  rate: 'Exchange rate',
  rateSource: 'Rate source',
  rateAt: 'Rate locked at',
  network: 'Network',
  transaction: 'Transaction',
  copyTransaction: 'Copy the transaction hash',
  transactionCopied: 'Transaction hash copied',
  paymentId: 'Payment ID',
  copyPaymentId: 'Copy the payment ID',
  paymentIdCopied: 'Payment ID copied',
  goNow: 'Go now',
  closeNote: 'You can close this page now. Keep the payment ID in case you contact the seller.',
  payAgain: 'Make another payment',
});

export const valueMessages = messagesIn<{
  vat: { rate: string };
  redirecting: { merchant: string; seconds: number };
  viewTransaction: { hash: string };
}>('screens.Money.PaymentDone', {
  vat: 'VAT ({rate})',
  redirecting: 'Taking you back to {merchant} in {seconds, plural, one {# second} other {# seconds}}.',
  viewTransaction: 'View the transaction {hash} on the explorer',
});
