import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.PaymentDone.heading', defaultMessage: 'Payment complete' },
  thanks: { id: 'screens.Money.PaymentDone.thanks', defaultMessage: 'Thank you for your payment.' },
  summary: { id: 'screens.Money.PaymentDone.summary', defaultMessage: 'Receipt' },
  item: { id: 'screens.Money.PaymentDone.item', defaultMessage: 'Item' },
  date: { id: 'screens.Money.PaymentDone.date', defaultMessage: 'Paid on' },
  subtotal: { id: 'screens.Money.PaymentDone.subtotal', defaultMessage: 'Subtotal' },
  total: { id: 'screens.Money.PaymentDone.total', defaultMessage: 'Total' },
  paid: { id: 'screens.Money.PaymentDone.paid', defaultMessage: 'Paid' },
  rate: { id: 'screens.Money.PaymentDone.rate', defaultMessage: 'Exchange rate' },
  rateSource: { id: 'screens.Money.PaymentDone.rateSource', defaultMessage: 'Rate source' },
  rateAt: { id: 'screens.Money.PaymentDone.rateAt', defaultMessage: 'Rate locked at' },
  network: { id: 'screens.Money.PaymentDone.network', defaultMessage: 'Network' },
  transaction: { id: 'screens.Money.PaymentDone.transaction', defaultMessage: 'Transaction' },
  copyTransaction: {
    id: 'screens.Money.PaymentDone.copyTransaction',
    defaultMessage: 'Copy the transaction hash',
  },
  transactionCopied: {
    id: 'screens.Money.PaymentDone.transactionCopied',
    defaultMessage: 'Transaction hash copied',
  },
  paymentId: { id: 'screens.Money.PaymentDone.paymentId', defaultMessage: 'Payment ID' },
  copyPaymentId: { id: 'screens.Money.PaymentDone.copyPaymentId', defaultMessage: 'Copy the payment ID' },
  paymentIdCopied: { id: 'screens.Money.PaymentDone.paymentIdCopied', defaultMessage: 'Payment ID copied' },
  goNow: { id: 'screens.Money.PaymentDone.goNow', defaultMessage: 'Go now' },
  closeNote: {
    id: 'screens.Money.PaymentDone.closeNote',
    defaultMessage: 'You can close this page now. Keep the payment ID in case you contact the seller.',
  },
  payAgain: { id: 'screens.Money.PaymentDone.payAgain', defaultMessage: 'Make another payment' },
});

export const valueMessages = defineMessages<{
  vat: { rate: string };
  redirecting: { merchant: string; seconds: number };
  viewTransaction: { hash: string };
}>({
  vat: { id: 'screens.Money.PaymentDone.vat', defaultMessage: 'VAT ({rate})' },
  redirecting: {
    id: 'screens.Money.PaymentDone.redirecting',
    defaultMessage: 'Taking you back to {merchant} in {seconds, plural, one {# second} other {# seconds}}.',
  },
  viewTransaction: {
    id: 'screens.Money.PaymentDone.viewTransaction',
    defaultMessage: 'View the transaction {hash} on the explorer',
  },
});
