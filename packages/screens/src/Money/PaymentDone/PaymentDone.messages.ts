import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  heading: { id: 'screens.Money.PaymentDone.heading', defaultMessage: 'Payment complete' },
  thanks: { id: 'screens.Money.PaymentDone.thanks', defaultMessage: 'Thank you for your payment.' },
  summary: { id: 'screens.Money.PaymentDone.summary', defaultMessage: 'Receipt' },
  subtotal: { id: 'screens.Money.PaymentDone.subtotal', defaultMessage: 'Subtotal' },
  total: { id: 'screens.Money.PaymentDone.total', defaultMessage: 'Total' },
  paid: { id: 'screens.Money.PaymentDone.paid', defaultMessage: 'Paid' },
  paymentId: { id: 'screens.Money.PaymentDone.paymentId', defaultMessage: 'Payment ID' },
  copyPaymentId: { id: 'screens.Money.PaymentDone.copyPaymentId', defaultMessage: 'Copy the payment ID' },
  paymentIdCopied: { id: 'screens.Money.PaymentDone.paymentIdCopied', defaultMessage: 'Payment ID copied' },
  goNow: { id: 'screens.Money.PaymentDone.goNow', defaultMessage: 'Go now' },
});

export const valueMessages = defineMessages<{
  vat: { rate: string };
  redirecting: { merchant: string; seconds: number };
}>({
  vat: { id: 'screens.Money.PaymentDone.vat', defaultMessage: 'VAT ({rate})' },
  redirecting: {
    id: 'screens.Money.PaymentDone.redirecting',
    defaultMessage: 'Taking you back to {merchant} in {seconds, plural, one {# second} other {# seconds}}.',
  },
});
