import { messagesIn } from '@meridian/ui';

export const messages = messagesIn('screens.Money.PaymentDetail', {
  backDashboard: 'Dashboard',
  backLink: 'Payment link',
  backCustomer: 'Customer',
  title: 'Payment',
  refund: 'Refund',
  details: 'Details',
  status: 'Status',
  amount: 'Amount',
  worth: 'Price',
  payer: 'Payer',
  transaction: 'Transaction',
  network: 'Network',
  link: 'Payment link',
  customer: 'Customer',
  refunds: 'Refunds',
  noRefunds: 'No refunds of this payment.',
  loadFailed: 'This payment could not be loaded. Please try again.',
  loading: 'Loading the payment',
  notRefundable: 'A payment can be refunded once its transfer is final on the chain.',
  awaitingText: 'Waiting for the payer to give the address the refund goes to.',
  copyLink: 'Copy the payer’s link',
  linkCopied: 'Link copied',
  linkHidden: 'The payer’s link is shown only once. Make a new one to copy it: the previous one stops working.',
  linkNone: 'The payer has no link yet: make one, then send it to them.',
  newLink: 'New link',
  sendWallet: 'Send from a connected wallet',
  orHash: 'Sent it another way? Give the transaction’s hash and Meridian checks it on the chain.',
  hash: 'Transaction hash',
  giveHash: 'Check this transaction',
  cancel: 'Cancel the refund',
  cancelTitle: 'Cancel this refund?',
  cancelMessage: 'The payer’s link stops working, and the amount can be refunded again.',
  cancelConfirm: 'Cancel the refund',
  keep: 'Keep it',
  cancelledText: 'This refund was cancelled: nothing was sent.',
  refundAddress: 'Refund address',
  actionFailed: 'The refund could not be sent. Please try again.',
});

export const valueMessages = messagesIn<{
  heading: { amount: string };
  received: { date: string };
  rate: { rate: string; symbol: string; source: string; date: string; known: string };
  refunded: { refunded: string; left: string };
  refundOf: { amount: string; price: string; hasPrice: string };
  created: { date: string };
  linkExpires: { date: string; mailed: string };
  readyText: { amount: string; network: string };
  sendingText: { count: number; required: number };
  confirmedText: { date: string };
}>('screens.Money.PaymentDetail', {
  heading: 'Payment of {amount}',
  received: 'Received {date}',
  rate: '{known, select, yes {At the rate locked for this payment: 1 {symbol} = {rate}, from {source} on {date}.} other {At the rate locked for this payment: 1 {symbol} = {rate}.}}',
  refunded: 'Refunded or on the way: {refunded}. Left to refund: {left}.',
  refundOf: '{hasPrice, select, yes {Refund of {amount} ({price})} other {Refund of {amount}}}',
  created: 'Created {date}',
  linkExpires:
    '{mailed, select, yes {The link was mailed to the payer. It works once, until {date}.} other {Send the payer this link: it works once, until {date}.}}',
  readyText: 'Send exactly {amount} on {network} to the payer’s refund address, from one of your wallets.',
  sendingText:
    '{required, plural, one {The transfer is on the chain: {count, number} of # confirmation.} other {The transfer is on the chain: {count, number} of # confirmations.}}',
  confirmedText: 'Refunded on {date}: the transfer is final.',
});

export const errorMessages = messagesIn('screens.Money.PaymentDetail.error', {
  hashRequired: 'Enter the transaction hash.',
  hashInvalid: 'A transaction hash is 0x followed by 64 hexadecimal digits.',
  hashMismatch: 'This transaction does not send exactly this amount from one of your wallets to the refund address.',
  hashUsed: 'This transaction already pays another refund or payment.',
  walletRejected: 'You declined the transfer in your wallet. Nothing was sent.',
  walletWrongAccount:
    'The connected account is not one of this workspace’s wallets. Switch to one of them in your wallet.',
  walletFailed: 'Your wallet could not send the transfer. Check it and try again.',
});
