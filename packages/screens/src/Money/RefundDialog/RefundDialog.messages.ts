import { messagesIn } from '@meridian/ui';

import type { RefundErrorKey } from './RefundDialog.rules';

export const messages = messagesIn('screens.Money.RefundDialog', {
  title: 'Refund this payment',
  confirmTitle: 'Confirm the refund',
  kind: 'How much to refund',
  partial: 'Part of it',
  unit: 'Enter the amount in',
  amount: 'Amount to refund',
  cancel: 'Cancel',
  continue: 'Continue',
  back: 'Back',
  create: 'Create the refund',
  nextSteps:
    'Meridian asks the payer for the address to refund, then you send the refund from one of your wallets. No money moves until you send it.',
  failed: 'The refund could not be created. Please try again.',
  changed:
    'Another refund of this payment was made meanwhile, and this one is more than what is left now. Go back and change the amount.',
});

export const valueMessages = messagesIn<{
  paid: { amount: string; price: string; hasPrice: string };
  full: { amount: string; price: string; hasPrice: string };
  converted: { amount: string; rate: string; symbol: string };
  convertedPrice: { price: string; rate: string; symbol: string };
  left: { amount: string };
  confirm: { amount: string; price: string; hasPrice: string };
}>('screens.Money.RefundDialog', {
  paid: '{hasPrice, select, yes {The payer paid {amount} ({price}).} other {The payer paid {amount}.}}',
  full: '{hasPrice, select, yes {All that is left: {amount} ({price})} other {All that is left: {amount}}}',
  converted: 'That is {amount}, at the rate locked when they paid: 1 {symbol} = {rate}.',
  convertedPrice: 'That is worth {price}, at the rate locked when they paid: 1 {symbol} = {rate}.',
  left: 'At most {amount}, what is left to refund.',
  confirm: '{hasPrice, select, yes {Refund {amount} ({price}) to the payer?} other {Refund {amount} to the payer?}}',
});

export const errorMessages = messagesIn('screens.Money.RefundDialog.error', {
  amountRequired: 'Enter the amount to refund.',
  amountInvalid: 'This is not an amount. Write it with digits, such as 10.50.',
  currencySymbol: 'This is another currency. Enter the amount in the one chosen above.',
  negative: 'Enter an amount without a minus sign.',
  tooManyDecimals: 'This amount has more decimals than its currency allows.',
  zero: 'Enter an amount above zero.',
  moreThanLeft: 'This is more than what is left to refund of this payment.',
}) satisfies Record<RefundErrorKey, unknown>;
