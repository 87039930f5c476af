import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const messages = defineMessages({
  payTo: { id: 'screens.Money.Checkout.payTo', defaultMessage: 'Payment to' },
  poweredBy: { id: 'screens.Money.Checkout.poweredBy', defaultMessage: 'Payments by Meridian' },
  testPayment: { id: 'screens.Money.Checkout.testPayment', defaultMessage: 'Test payment' },
  subtotal: { id: 'screens.Money.Checkout.subtotal', defaultMessage: 'Subtotal' },
  total: { id: 'screens.Money.Checkout.total', defaultMessage: 'Total' },
  sandboxRate: { id: 'screens.Money.Checkout.sandboxRate', defaultMessage: 'Sandbox rate' },
  sandboxRateHelp: {
    id: 'screens.Money.Checkout.sandboxRateHelp',
    defaultMessage: 'A fixed test rate: nothing real changes hands.',
  },
  chooseHeading: { id: 'screens.Money.Checkout.chooseHeading', defaultMessage: 'Choose how to pay' },
  token: { id: 'screens.Money.Checkout.token', defaultMessage: 'Pay with' },
  tokenRequired: { id: 'screens.Money.Checkout.tokenRequired', defaultMessage: 'Choose a token to pay with.' },
  nativeCoin: { id: 'screens.Money.Checkout.nativeCoin', defaultMessage: 'The network’s own coin' },
  contact: { id: 'screens.Money.Checkout.contact', defaultMessage: 'Your details' },
  email: { id: 'screens.Money.Checkout.email', defaultMessage: 'Email' },
  emailHelp: { id: 'screens.Money.Checkout.emailHelp', defaultMessage: 'Your receipt is sent to this address.' },
  emailInvalid: {
    id: 'screens.Money.Checkout.emailInvalid',
    defaultMessage: 'Enter an email address such as ana@example.com.',
  },
  billing: { id: 'screens.Money.Checkout.billing', defaultMessage: 'Billing details' },
  name: { id: 'screens.Money.Checkout.name', defaultMessage: 'Full name or company' },
  address: { id: 'screens.Money.Checkout.address', defaultMessage: 'Street address' },
  postalCode: { id: 'screens.Money.Checkout.postalCode', defaultMessage: 'Postal code' },
  city: { id: 'screens.Money.Checkout.city', defaultMessage: 'City' },
  country: { id: 'screens.Money.Checkout.country', defaultMessage: 'Country' },
  vatId: { id: 'screens.Money.Checkout.vatId', defaultMessage: 'VAT number (optional)' },
  required: { id: 'screens.Money.Checkout.required', defaultMessage: 'Fill in this field.' },
  continue: { id: 'screens.Money.Checkout.continue', defaultMessage: 'Continue to payment' },
  stepLoading: { id: 'screens.Money.Checkout.stepLoading', defaultMessage: 'Loading the payment' },
  notFoundHeading: { id: 'screens.Money.Checkout.notFoundHeading', defaultMessage: 'This payment link does not exist' },
  notFoundText: {
    id: 'screens.Money.Checkout.notFoundText',
    defaultMessage:
      'Check the address with the business that sent it to you: part of it may be missing, or the link may have been removed. No payment was made.',
  },
  donationHeading: { id: 'screens.Money.Checkout.donationHeading', defaultMessage: 'Choose your amount' },
  suggested: { id: 'screens.Money.Checkout.suggested', defaultMessage: 'Suggested amounts' },
  amountRequired: { id: 'screens.Money.Checkout.amountRequired', defaultMessage: 'Enter the amount you want to give.' },
  awaitingHeading: { id: 'screens.Money.Checkout.awaitingHeading', defaultMessage: 'Send the payment' },
  qrLabel: { id: 'screens.Money.Checkout.qrLabel', defaultMessage: 'QR code of the payment request for your wallet' },
  payAddress: { id: 'screens.Money.Checkout.payAddress', defaultMessage: 'Address' },
  copyAddress: { id: 'screens.Money.Checkout.copyAddress', defaultMessage: 'Copy the address' },
  addressCopied: { id: 'screens.Money.Checkout.addressCopied', defaultMessage: 'Address copied' },
  exactAmount: { id: 'screens.Money.Checkout.exactAmount', defaultMessage: 'Exact amount' },
  copyAmount: { id: 'screens.Money.Checkout.copyAmount', defaultMessage: 'Copy the amount' },
  amountCopied: { id: 'screens.Money.Checkout.amountCopied', defaultMessage: 'Amount copied' },
  tokenContract: { id: 'screens.Money.Checkout.tokenContract', defaultMessage: 'Token contract' },
  network: { id: 'screens.Money.Checkout.network', defaultMessage: 'Network' },
  exactNote: {
    id: 'screens.Money.Checkout.exactNote',
    defaultMessage: 'Send exactly this amount, in one transfer: it is how your payment is recognised.',
  },
  changeToken: { id: 'screens.Money.Checkout.changeToken', defaultMessage: 'Change how to pay' },
  payWithWallet: { id: 'screens.Money.Checkout.payWithWallet', defaultMessage: 'Pay with a browser wallet' },
  connectHeading: { id: 'screens.Money.Checkout.connectHeading', defaultMessage: 'Connect your wallet' },
  connectWith: { id: 'screens.Money.Checkout.connectWith', defaultMessage: 'Connect with' },
  connecting: { id: 'screens.Money.Checkout.connecting', defaultMessage: 'Waiting for your wallet…' },
  payByQr: { id: 'screens.Money.Checkout.payByQr', defaultMessage: 'Pay by QR code instead' },
  wrongNetworkHeading: { id: 'screens.Money.Checkout.wrongNetworkHeading', defaultMessage: 'Switch networks' },
  switchRejectedHeading: {
    id: 'screens.Money.Checkout.switchRejectedHeading',
    defaultMessage: 'The network was not switched',
  },
  tryAgain: { id: 'screens.Money.Checkout.tryAgain', defaultMessage: 'Try again' },
  sendingHeading: { id: 'screens.Money.Checkout.sendingHeading', defaultMessage: 'Confirm in your wallet' },
  sendingHelp: {
    id: 'screens.Money.Checkout.sendingHelp',
    defaultMessage: 'Your wallet shows the amount and the address. Check them, then approve the payment.',
  },
  confirmingHeading: { id: 'screens.Money.Checkout.confirmingHeading', defaultMessage: 'Payment on its way' },
  confirmingHelp: {
    id: 'screens.Money.Checkout.confirmingHelp',
    defaultMessage: 'Your payment has been seen on the network. You can keep this page open or close it.',
  },
  finality: { id: 'screens.Money.Checkout.finality', defaultMessage: 'Waiting for finality' },
  viewTransaction: { id: 'screens.Money.Checkout.viewTransaction', defaultMessage: 'View the transaction' },
  transaction: { id: 'screens.Money.Checkout.transaction', defaultMessage: 'Transaction' },
  paidHeading: { id: 'screens.Money.Checkout.paidHeading', defaultMessage: 'Payment received' },
  paymentId: { id: 'screens.Money.Checkout.paymentId', defaultMessage: 'Payment ID' },
  expiredHeading: { id: 'screens.Money.Checkout.expiredHeading', defaultMessage: 'The price has expired' },
  startAgain: { id: 'screens.Money.Checkout.startAgain', defaultMessage: 'Get a new price' },
  paidLateHeading: { id: 'screens.Money.Checkout.paidLateHeading', defaultMessage: 'Payment received late' },
  underpaidHeading: { id: 'screens.Money.Checkout.underpaidHeading', defaultMessage: 'Part of the payment is missing' },
  rateHeading: { id: 'screens.Money.Checkout.rateHeading', defaultMessage: 'No price right now' },
  rateHelp: {
    id: 'screens.Money.Checkout.rateHelp',
    defaultMessage:
      'The exchange rate cannot be fetched at the moment, so no price can be quoted. Try again in a few minutes.',
  },
  unavailableHeading: {
    id: 'screens.Money.Checkout.unavailableHeading',
    defaultMessage: 'This payment link is not available',
  },
  checkoutExpiredHeading: {
    id: 'screens.Money.Checkout.checkoutExpiredHeading',
    defaultMessage: 'This checkout has expired',
  },
  aboveLimitHeading: { id: 'screens.Money.Checkout.aboveLimitHeading', defaultMessage: 'This payment cannot be taken' },
  walletErrorTitle: { id: 'screens.Money.Checkout.walletErrorTitle', defaultMessage: 'Your wallet did not pay' },
  orScan: { id: 'screens.Money.Checkout.orScan', defaultMessage: 'You can also pay by scanning the QR code.' },
});

/** The countdown, its time in bold. */
export const expiresInMessage = defineMessage<{ time: string; b: MessageTag }>({
  id: 'screens.Money.Checkout.expiresIn',
  defaultMessage: 'This price holds for <b>{time}</b>',
});

export const valueMessages = defineMessages<{
  vat: { rate: string };
  wrongNetworkHelp: { current: string; network: string };
  switchTo: { network: string };
  confirmations: { count: number; required: number };
  paidHelp: { merchant: string };
  expiredHelp: { merchant: string };
  paidLateHelp: { merchant: string };
  underpaidHelp: { received: string; expected: string; remaining: string };
  disabledHelp: { merchant: string };
  archivedHelp: { merchant: string };
  checkoutExpiredHelp: { merchant: string };
  paymentLimit: { merchant: string; limit: string };
  monthLimit: { merchant: string; limit: string };
  minimum: { min: string };
  belowMinimum: { min: string };
  donationAmount: { currency: string };
  amountInvalid: { currency: string; smallest: string };
  awaitingHelp: { network: string };
}>({
  vat: { id: 'screens.Money.Checkout.vat', defaultMessage: 'VAT ({rate})' },
  wrongNetworkHelp: {
    id: 'screens.Money.Checkout.wrongNetworkHelp',
    defaultMessage: 'Your wallet is on {current}. This payment is made on {network}: switch your wallet to it to pay.',
  },
  switchTo: { id: 'screens.Money.Checkout.switchTo', defaultMessage: 'Switch to {network}' },
  confirmations: {
    id: 'screens.Money.Checkout.confirmations',
    defaultMessage:
      '{required, plural, one {{count, number} of # confirmation} other {{count, number} of # confirmations}}',
  },
  paidHelp: {
    id: 'screens.Money.Checkout.paidHelp',
    defaultMessage: 'Thank you. {merchant} has received your payment.',
  },
  expiredHelp: {
    id: 'screens.Money.Checkout.expiredHelp',
    defaultMessage:
      'The price was held for a limited time and no payment arrived. Get a new price to pay. If you have just sent it, it is still recorded: {merchant} will see it.',
  },
  paidLateHelp: {
    id: 'screens.Money.Checkout.paidLateHelp',
    defaultMessage:
      'Your payment arrived after the price expired. It is recorded, and {merchant} will confirm your order or contact you.',
  },
  underpaidHelp: {
    id: 'screens.Money.Checkout.underpaidHelp',
    defaultMessage:
      '{received} of {expected} has arrived. Send the remaining {remaining} to the same address to complete the payment.',
  },
  disabledHelp: {
    id: 'screens.Money.Checkout.disabledHelp',
    defaultMessage: '{merchant} has paused this link. Ask them for another way to pay.',
  },
  archivedHelp: {
    id: 'screens.Money.Checkout.archivedHelp',
    defaultMessage: 'This link is no longer in use. Ask {merchant} for a new one.',
  },
  checkoutExpiredHelp: {
    id: 'screens.Money.Checkout.checkoutExpiredHelp',
    defaultMessage: '{merchant} no longer takes payment here. Go back to their shop to pay for your order again.',
  },
  paymentLimit: {
    id: 'screens.Money.Checkout.paymentLimit',
    defaultMessage: '{merchant} can take payments of up to {limit} each for now. Ask them for another way to pay.',
  },
  monthLimit: {
    id: 'screens.Money.Checkout.monthLimit',
    defaultMessage:
      '{merchant} has reached its limit of {limit} in payments this month. Ask them for another way to pay.',
  },
  minimum: { id: 'screens.Money.Checkout.minimum', defaultMessage: 'At least {min}.' },
  belowMinimum: { id: 'screens.Money.Checkout.belowMinimum', defaultMessage: 'Enter at least {min}.' },
  donationAmount: { id: 'screens.Money.Checkout.donationAmountIn', defaultMessage: 'Amount in {currency}' },
  amountInvalid: {
    id: 'screens.Money.Checkout.donationAmountInvalid',
    defaultMessage: 'Enter an amount in {currency}: {smallest} is the smallest amount.',
  },
  awaitingHelp: {
    id: 'screens.Money.Checkout.awaitingHelp',
    defaultMessage: 'Scan the code with your wallet, or copy the details into it. The payment is made on {network}.',
  },
});
