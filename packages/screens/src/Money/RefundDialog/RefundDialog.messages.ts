import { defineMessages } from 'react-intl';
import type { RefundErrorKey } from './RefundDialog.rules';

export const messages = defineMessages({
  title: { id: 'screens.Money.RefundDialog.title', defaultMessage: 'Refund this payment' },
  confirmTitle: { id: 'screens.Money.RefundDialog.confirmTitle', defaultMessage: 'Confirm the refund' },
  kind: { id: 'screens.Money.RefundDialog.kind', defaultMessage: 'How much to refund' },
  partial: { id: 'screens.Money.RefundDialog.partial', defaultMessage: 'Part of it' },
  unit: { id: 'screens.Money.RefundDialog.unit', defaultMessage: 'Enter the amount in' },
  amount: { id: 'screens.Money.RefundDialog.amount', defaultMessage: 'Amount to refund' },
  cancel: { id: 'screens.Money.RefundDialog.cancel', defaultMessage: 'Cancel' },
  continue: { id: 'screens.Money.RefundDialog.continue', defaultMessage: 'Continue' },
  back: { id: 'screens.Money.RefundDialog.back', defaultMessage: 'Back' },
  create: { id: 'screens.Money.RefundDialog.create', defaultMessage: 'Create the refund' },
  nextSteps: {
    id: 'screens.Money.RefundDialog.nextSteps',
    defaultMessage:
      'Meridian asks the payer for the address to refund, then you send the refund from one of your wallets. No money moves until you send it.',
  },
  failed: {
    id: 'screens.Money.RefundDialog.failed',
    defaultMessage: 'The refund could not be created. Please try again.',
  },
  changed: {
    id: 'screens.Money.RefundDialog.changed',
    defaultMessage:
      'Another refund of this payment was made meanwhile, and this one is more than what is left now. Go back and change the amount.',
  },
});

export const valueMessages = defineMessages<{
  paid: { amount: string; price: string; hasPrice: string };
  full: { amount: string; price: string; hasPrice: string };
  converted: { amount: string; rate: string; symbol: string };
  convertedPrice: { price: string; rate: string; symbol: string };
  left: { amount: string };
  confirm: { amount: string; price: string; hasPrice: string };
}>({
  paid: {
    id: 'screens.Money.RefundDialog.paid',
    defaultMessage: '{hasPrice, select, yes {The payer paid {amount} ({price}).} other {The payer paid {amount}.}}',
  },
  full: {
    id: 'screens.Money.RefundDialog.full',
    defaultMessage: '{hasPrice, select, yes {All that is left: {amount} ({price})} other {All that is left: {amount}}}',
  },
  converted: {
    id: 'screens.Money.RefundDialog.converted',
    defaultMessage: 'That is {amount}, at the rate locked when they paid: 1 {symbol} = {rate}.',
  },
  convertedPrice: {
    id: 'screens.Money.RefundDialog.convertedPrice',
    defaultMessage: 'That is worth {price}, at the rate locked when they paid: 1 {symbol} = {rate}.',
  },
  left: { id: 'screens.Money.RefundDialog.left', defaultMessage: 'At most {amount}, what is left to refund.' },
  confirm: {
    id: 'screens.Money.RefundDialog.confirm',
    defaultMessage:
      '{hasPrice, select, yes {Refund {amount} ({price}) to the payer?} other {Refund {amount} to the payer?}}',
  },
});

export const errorMessages = defineMessages({
  amountRequired: {
    id: 'screens.Money.RefundDialog.error.amountRequired',
    defaultMessage: 'Enter the amount to refund.',
  },
  amountInvalid: {
    id: 'screens.Money.RefundDialog.error.amountInvalid',
    defaultMessage: 'This is not an amount. Write it with digits, such as 10.50.',
  },
  currencySymbol: {
    id: 'screens.Money.RefundDialog.error.currencySymbol',
    defaultMessage: 'This is another currency. Enter the amount in the one chosen above.',
  },
  negative: {
    id: 'screens.Money.RefundDialog.error.negative',
    defaultMessage: 'Enter an amount without a minus sign.',
  },
  tooManyDecimals: {
    id: 'screens.Money.RefundDialog.error.tooManyDecimals',
    defaultMessage: 'This amount has more decimals than its currency allows.',
  },
  zero: { id: 'screens.Money.RefundDialog.error.zero', defaultMessage: 'Enter an amount above zero.' },
  moreThanLeft: {
    id: 'screens.Money.RefundDialog.error.moreThanLeft',
    defaultMessage: 'This is more than what is left to refund of this payment.',
  },
}) satisfies Record<RefundErrorKey, unknown>;
