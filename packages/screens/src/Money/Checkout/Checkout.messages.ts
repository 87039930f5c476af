import { messagesIn } from '@meridian/ui';
import { type MessageTag } from 'react-intl';

export const messages = messagesIn('screens.Money.Checkout', {
  payTo: 'Payment to',
  poweredBy: 'Payments by Meridian',
  testPayment: 'Test payment',
  subtotal: 'Subtotal',
  total: 'Total',
  sandboxRate: 'Sandbox rate',
  sandboxRateHelp: 'A fixed test rate: nothing real changes hands.',
  chooseHeading: 'Choose how to pay',
  token: 'Pay with',
  tokenRequired: 'Choose a token to pay with.',
  nativeCoin: 'The network’s own coin',
  contact: 'Your details',
  email: 'Email',
  emailHelp: 'Your receipt is sent to this address.',
  emailInvalid: 'Enter an email address such as ana@example.com.',
  billing: 'Billing details',
  name: 'Full name or company',
  address: 'Street address',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
  vatId: 'VAT number (optional)',
  required: 'Fill in this field.',
  continue: 'Continue to payment',
  stepLoading: 'Loading the payment',
  notFoundHeading: 'This payment link does not exist',
  notFoundText:
    'Check the address with the business that sent it to you: part of it may be missing, or the link may have been removed. No payment was made.',
  donationHeading: 'Choose your amount',
  suggested: 'Suggested amounts',
  amountRequired: 'Enter the amount you want to give.',
  awaitingHeading: 'Send the payment',
  qrLabel: 'QR code of the payment request for your wallet',
  payAddress: 'Address',
  copyAddress: 'Copy the address',
  addressCopied: 'Address copied',
  exactAmount: 'Exact amount',
  copyAmount: 'Copy the amount',
  amountCopied: 'Amount copied',
  tokenContract: 'Token contract',
  network: 'Network',
  exactNote: 'Send exactly this amount, in one transfer: it is how your payment is recognised.',
  changeToken: 'Change how to pay',
  payWithWallet: 'Pay with a browser wallet',
  connectHeading: 'Connect your wallet',
  connectWith: 'Connect with',
  connecting: 'Waiting for your wallet…',
  payByQr: 'Pay by QR code instead',
  wrongNetworkHeading: 'Switch networks',
  switchRejectedHeading: 'The network was not switched',
  tryAgain: 'Try again',
  sendingHeading: 'Confirm in your wallet',
  sendingHelp: 'Your wallet shows the amount and the address. Check them, then approve the payment.',
  confirmingHeading: 'Payment on its way',
  confirmingHelp: 'Your payment has been seen on the network. You can keep this page open or close it.',
  finality: 'Waiting for finality',
  viewTransaction: 'View the transaction',
  transaction: 'Transaction',
  paidHeading: 'Payment received',
  paymentId: 'Payment ID',
  expiredHeading: 'The price has expired',
  startAgain: 'Get a new price',
  paidLateHeading: 'Payment received late',
  underpaidHeading: 'Part of the payment is missing',
  rateHeading: 'No price right now',
  rateHelp: 'The exchange rate cannot be fetched at the moment, so no price can be quoted. Try again in a few minutes.',
  unavailableHeading: 'This payment link is not available',
  checkoutExpiredHeading: 'This checkout has expired',
  aboveLimitHeading: 'This payment cannot be taken',
  walletErrorTitle: 'Your wallet did not pay',
  orScan: 'You can also pay by scanning the QR code.',
});

/** The countdown, its time in bold. */
export const expiresInMessage = messagesIn<{ expiresIn: { time: string; b: MessageTag } }>('screens.Money.Checkout', {
  expiresIn: 'This price holds for <b>{time}</b>',
}).expiresIn;

export const valueMessages = messagesIn<{
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
}>('screens.Money.Checkout', {
  vat: 'VAT ({rate})',
  wrongNetworkHelp: 'Your wallet is on {current}. This payment is made on {network}: switch your wallet to it to pay.',
  switchTo: 'Switch to {network}',
  confirmations:
    '{required, plural, one {{count, number} of # confirmation} other {{count, number} of # confirmations}}',
  paidHelp: 'Thank you. {merchant} has received your payment.',
  expiredHelp:
    'The price was held for a limited time and no payment arrived. Get a new price to pay. If you have just sent it, it is still recorded: {merchant} will see it.',
  paidLateHelp:
    'Your payment arrived after the price expired. It is recorded, and {merchant} will confirm your order or contact you.',
  underpaidHelp:
    '{received} of {expected} has arrived. Send the remaining {remaining} to the same address to complete the payment.',
  disabledHelp: '{merchant} has paused this link. Ask them for another way to pay.',
  archivedHelp: 'This link is no longer in use. Ask {merchant} for a new one.',
  checkoutExpiredHelp: '{merchant} no longer takes payment here. Go back to their shop to pay for your order again.',
  paymentLimit: '{merchant} can take payments of up to {limit} each for now. Ask them for another way to pay.',
  monthLimit: '{merchant} has reached its limit of {limit} in payments this month. Ask them for another way to pay.',
  minimum: 'At least {min}.',
  belowMinimum: 'Enter at least {min}.',
  donationAmount: 'Amount in {currency}',
  amountInvalid: 'Enter an amount in {currency}: {smallest} is the smallest amount.',
  awaitingHelp: 'Scan the code with your wallet, or copy the details into it. The payment is made on {network}.',
});
