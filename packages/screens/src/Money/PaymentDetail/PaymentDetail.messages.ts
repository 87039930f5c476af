import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  backDashboard: { id: 'screens.Money.PaymentDetail.backDashboard', defaultMessage: 'Dashboard' },
  backLink: { id: 'screens.Money.PaymentDetail.backLink', defaultMessage: 'Payment link' },
  backCustomer: { id: 'screens.Money.PaymentDetail.backCustomer', defaultMessage: 'Customer' },
  title: { id: 'screens.Money.PaymentDetail.title', defaultMessage: 'Payment' },
  refund: { id: 'screens.Money.PaymentDetail.refund', defaultMessage: 'Refund' },
  details: { id: 'screens.Money.PaymentDetail.details', defaultMessage: 'Details' },
  status: { id: 'screens.Money.PaymentDetail.status', defaultMessage: 'Status' },
  amount: { id: 'screens.Money.PaymentDetail.amount', defaultMessage: 'Amount' },
  worth: { id: 'screens.Money.PaymentDetail.worth', defaultMessage: 'Price' },
  payer: { id: 'screens.Money.PaymentDetail.payer', defaultMessage: 'Payer' },
  transaction: { id: 'screens.Money.PaymentDetail.transaction', defaultMessage: 'Transaction' },
  network: { id: 'screens.Money.PaymentDetail.network', defaultMessage: 'Network' },
  link: { id: 'screens.Money.PaymentDetail.link', defaultMessage: 'Payment link' },
  customer: { id: 'screens.Money.PaymentDetail.customer', defaultMessage: 'Customer' },
  refunds: { id: 'screens.Money.PaymentDetail.refunds', defaultMessage: 'Refunds' },
  noRefunds: { id: 'screens.Money.PaymentDetail.noRefunds', defaultMessage: 'No refunds of this payment.' },
  loadFailed: {
    id: 'screens.Money.PaymentDetail.loadFailed',
    defaultMessage: 'This payment could not be loaded. Please try again.',
  },
  loading: { id: 'screens.Money.PaymentDetail.loading', defaultMessage: 'Loading the payment' },
  notRefundable: {
    id: 'screens.Money.PaymentDetail.notRefundable',
    defaultMessage: 'A payment can be refunded once its transfer is final on the chain.',
  },
  awaitingText: {
    id: 'screens.Money.PaymentDetail.awaitingText',
    defaultMessage: 'Waiting for the payer to give the address the refund goes to.',
  },
  copyLink: { id: 'screens.Money.PaymentDetail.copyLink', defaultMessage: 'Copy the payer’s link' },
  linkCopied: { id: 'screens.Money.PaymentDetail.linkCopied', defaultMessage: 'Link copied' },
  linkHidden: {
    id: 'screens.Money.PaymentDetail.linkHidden',
    defaultMessage: 'The payer’s link is shown only once. Make a new one to copy it: the previous one stops working.',
  },
  linkNone: {
    id: 'screens.Money.PaymentDetail.linkNone',
    defaultMessage: 'The payer has no link yet: make one, then send it to them.',
  },
  newLink: { id: 'screens.Money.PaymentDetail.newLink', defaultMessage: 'New link' },
  sendWallet: { id: 'screens.Money.PaymentDetail.sendWallet', defaultMessage: 'Send from a connected wallet' },
  orHash: {
    id: 'screens.Money.PaymentDetail.orHash',
    defaultMessage: 'Sent it another way? Give the transaction’s hash and Meridian checks it on the chain.',
  },
  hash: { id: 'screens.Money.PaymentDetail.hash', defaultMessage: 'Transaction hash' },
  giveHash: { id: 'screens.Money.PaymentDetail.giveHash', defaultMessage: 'Check this transaction' },
  cancel: { id: 'screens.Money.PaymentDetail.cancel', defaultMessage: 'Cancel the refund' },
  cancelTitle: { id: 'screens.Money.PaymentDetail.cancelTitle', defaultMessage: 'Cancel this refund?' },
  cancelMessage: {
    id: 'screens.Money.PaymentDetail.cancelMessage',
    defaultMessage: 'The payer’s link stops working, and the amount can be refunded again.',
  },
  cancelConfirm: { id: 'screens.Money.PaymentDetail.cancelConfirm', defaultMessage: 'Cancel the refund' },
  keep: { id: 'screens.Money.PaymentDetail.keep', defaultMessage: 'Keep it' },
  cancelledText: {
    id: 'screens.Money.PaymentDetail.cancelledText',
    defaultMessage: 'This refund was cancelled: nothing was sent.',
  },
  refundAddress: { id: 'screens.Money.PaymentDetail.refundAddress', defaultMessage: 'Refund address' },
  actionFailed: {
    id: 'screens.Money.PaymentDetail.actionFailed',
    defaultMessage: 'The refund could not be sent. Please try again.',
  },
});

export const valueMessages = defineMessages<{
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
}>({
  heading: { id: 'screens.Money.PaymentDetail.heading', defaultMessage: 'Payment of {amount}' },
  received: { id: 'screens.Money.PaymentDetail.received', defaultMessage: 'Received {date}' },
  rate: {
    id: 'screens.Money.PaymentDetail.rate',
    defaultMessage:
      '{known, select, yes {At the rate locked for this payment: 1 {symbol} = {rate}, from {source} on {date}.} other {At the rate locked for this payment: 1 {symbol} = {rate}.}}',
  },
  refunded: {
    id: 'screens.Money.PaymentDetail.refunded',
    defaultMessage: 'Refunded or on the way: {refunded}. Left to refund: {left}.',
  },
  refundOf: {
    id: 'screens.Money.PaymentDetail.refundOf',
    defaultMessage: '{hasPrice, select, yes {Refund of {amount} ({price})} other {Refund of {amount}}}',
  },
  created: { id: 'screens.Money.PaymentDetail.created', defaultMessage: 'Created {date}' },
  linkExpires: {
    id: 'screens.Money.PaymentDetail.linkExpires',
    defaultMessage:
      '{mailed, select, yes {The link was mailed to the payer. It works once, until {date}.} other {Send the payer this link: it works once, until {date}.}}',
  },
  readyText: {
    id: 'screens.Money.PaymentDetail.readyText',
    defaultMessage: 'Send exactly {amount} on {network} to the payer’s refund address, from one of your wallets.',
  },
  sendingText: {
    id: 'screens.Money.PaymentDetail.sendingText',
    defaultMessage:
      '{required, plural, one {The transfer is on the chain: {count, number} of # confirmation.} other {The transfer is on the chain: {count, number} of # confirmations.}}',
  },
  confirmedText: {
    id: 'screens.Money.PaymentDetail.confirmedText',
    defaultMessage: 'Refunded on {date}: the transfer is final.',
  },
});

export const errorMessages = defineMessages({
  hashRequired: { id: 'screens.Money.PaymentDetail.error.hashRequired', defaultMessage: 'Enter the transaction hash.' },
  hashInvalid: {
    id: 'screens.Money.PaymentDetail.error.hashInvalid',
    defaultMessage: 'A transaction hash is 0x followed by 64 hexadecimal digits.',
  },
  hashMismatch: {
    id: 'screens.Money.PaymentDetail.error.hashMismatch',
    defaultMessage:
      'This transaction does not send exactly this amount from one of your wallets to the refund address.',
  },
  hashUsed: {
    id: 'screens.Money.PaymentDetail.error.hashUsed',
    defaultMessage: 'This transaction already pays another refund or payment.',
  },
  walletRejected: {
    id: 'screens.Money.PaymentDetail.error.walletRejected',
    defaultMessage: 'You declined the transfer in your wallet. Nothing was sent.',
  },
  walletWrongAccount: {
    id: 'screens.Money.PaymentDetail.error.walletWrongAccount',
    defaultMessage:
      'The connected account is not one of this workspace’s wallets. Switch to one of them in your wallet.',
  },
  walletFailed: {
    id: 'screens.Money.PaymentDetail.error.walletFailed',
    defaultMessage: 'Your wallet could not send the transfer. Check it and try again.',
  },
});
