import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'screens.Money.DynamicLinkView.back', defaultMessage: 'Payment links' },
  pending: { id: 'screens.Money.DynamicLinkView.pending', defaultMessage: 'Waiting for payment' },
  paid: { id: 'screens.Money.DynamicLinkView.paid', defaultMessage: 'Paid' },
  expired: { id: 'screens.Money.DynamicLinkView.expired', defaultMessage: 'Expired' },
  details: { id: 'screens.Money.DynamicLinkView.details', defaultMessage: 'Details' },
  recipient: { id: 'screens.Money.DynamicLinkView.recipient', defaultMessage: 'Recipient' },
  recipientEmail: { id: 'screens.Money.DynamicLinkView.recipientEmail', defaultMessage: 'Recipient’s email' },
  paymentFor: { id: 'screens.Money.DynamicLinkView.paymentFor', defaultMessage: 'What it is for' },
  amount: { id: 'screens.Money.DynamicLinkView.amount', defaultMessage: 'Amount' },
  environment: { id: 'screens.Money.DynamicLinkView.environment', defaultMessage: 'Environment' },
  created: { id: 'screens.Money.DynamicLinkView.created', defaultMessage: 'Created' },
  expires: { id: 'screens.Money.DynamicLinkView.expires', defaultMessage: 'Expires' },
  share: { id: 'screens.Money.DynamicLinkView.share', defaultMessage: 'Share the link' },
  shareHelp: {
    id: 'screens.Money.DynamicLinkView.shareHelp',
    defaultMessage: 'Send this address to the recipient, or let them scan the code. It takes one payment only.',
  },
  payment: { id: 'screens.Money.DynamicLinkView.payment', defaultMessage: 'Payment' },
  paidAt: { id: 'screens.Money.DynamicLinkView.paidAt', defaultMessage: 'Paid on' },
  paidWith: { id: 'screens.Money.DynamicLinkView.paidWith', defaultMessage: 'Paid with' },
  paymentId: { id: 'screens.Money.DynamicLinkView.paymentId', defaultMessage: 'Payment ID' },
  createAnother: { id: 'screens.Money.DynamicLinkView.createAnother', defaultMessage: 'Create a new link' },
});

export const valueMessages = defineMessages<{ expiredNote: { date: string } }>({
  expiredNote: {
    id: 'screens.Money.DynamicLinkView.expiredNote',
    defaultMessage: 'This link expired on {date} without a payment. Create a new link to ask for the payment again.',
  },
});
