import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.DynamicLinkView', {
  back: 'Payment links',
  pending: 'Waiting for payment',
  paid: 'Paid',
  expired: 'Expired',
  details: 'Details',
  recipient: 'Recipient',
  recipientEmail: 'Recipient’s email',
  paymentFor: 'What it is for',
  amount: 'Amount',
  environment: 'Environment',
  created: 'Created',
  expires: 'Expires',
  share: 'Share the link',
  shareHelp: 'Send this address to the recipient, or let them scan the code. It takes one payment only.',
  payment: 'Payment',
  paidAt: 'Paid on',
  paidWith: 'Paid with',
  paymentId: 'Payment ID',
  createAnother: 'Create a new link',
});

export const valueMessages = messagesIn<{ expiredNote: { date: string } }>('screens.Money.DynamicLinkView', {
  expiredNote: 'This link expired on {date} without a payment. Create a new link to ask for the payment again.',
});
