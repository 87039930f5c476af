import {
  amountProblem,
  localAmountNotation,
  minorToTokenUnits,
  tokenUnitsToMinor,
  parseMinor,
  parseTokenUnits,
  type AmountNotation,
} from '@meridian/contract';
import { numberFormat } from '../../common/intlFormats';
import type { RateView } from '../common/refunds';
import type { MoneyAmount } from '../common/payments';
import type { TokenAmount } from '../common/tokenAmount';

export interface RefundValues {
  /** All that is left, or a part of it. */
  kind: 'full' | 'partial';
  /** What the partial amount is typed in: the payment's price currency or its token. */
  unit: 'price' | 'token';
  /** The partial amount as typed, in the language's notation. */
  amount: string;
}

export const emptyRefundValues: RefundValues = { kind: 'full', unit: 'price', amount: '' };

export type RefundErrorKey =
  'amountRequired' | 'amountInvalid' | 'currencySymbol' | 'negative' | 'tooManyDecimals' | 'zero' | 'moreThanLeft';

/** What the refund dialog hands over once confirmed. */
export interface NewRefund {
  /** All that was left. */
  full: boolean;
  /** The token amount, in its smallest unit, as a decimal string. */
  units: string;
  /** The same as a decimal of the token (`"10.5"`), as the API takes it. */
  amount: TokenAmount;
  /** Its worth in the price currency at the payment's locked rate; null when the payment has no rate. */
  price: MoneyAmount | null;
}

/** The payment being refunded, as the dialog's rules need it. */
export interface RefundContext {
  locale: string;
  /** What the payment brought in. */
  paid: TokenAmount;
  /** What is left to refund, in the token's smallest unit. */
  left: bigint;
  /** The payment's locked rate; without one, amounts are typed in the token only. */
  rate: RateView | null;
}

/** How an amount of the token is written in a language: its marks, the token's decimals and symbol. */
function tokenNotation(locale: string, token: TokenAmount): AmountNotation {
  const parts = numberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return {
    decimals: token.decimals,
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: (parts.find((part) => part.type === 'group')?.value ?? ',').replace(/[\s\u00a0\u202f]/g, ' '),
    currencyMarks: [token.symbol],
  };
}

/** The digits and decimal mark of a readable amount, as the API writes it (`"1.250,5 €"` -> `"1250.5"`). */
function plainDecimal(text: string, decimal: string): string {
  const kept = [...text].filter((char) => /\d/.test(char) || char === decimal).join('');
  return decimal === '.' ? kept : kept.replace(decimal, '.');
}

const PROBLEM_KEYS = {
  required: 'amountRequired',
  invalid: 'amountInvalid',
  currency_symbol: 'currencySymbol',
  negative: 'negative',
  too_many_decimals: 'tooManyDecimals',
} as const satisfies Record<string, RefundErrorKey>;

/**
 * The refund the values ask for, or the first rule they break: all that is left, or a part typed
 * in the price currency (converted to the token at the payment's locked rate) or in the token,
 * more than nothing and never more than what is left. A price amount that rounds to a hair more
 * than what is left, when it is what is left in the price currency, refunds what is left.
 */
export function readRefund(values: RefundValues, context: RefundContext): NewRefund | RefundErrorKey {
  const { paid, left, rate } = context;
  const token = (units: bigint): TokenAmount => ({ ...paid, units: units.toString() });
  const priceOf = (units: bigint): MoneyAmount | null => {
    if (!rate) return null;
    return { minor: tokenUnitsToMinor(units, paid.decimals, rate.rate, rate.currency), currency: rate.currency };
  };
  const done = (units: bigint, price = priceOf(units)): NewRefund => ({
    full: units === left,
    units: units.toString(),
    amount: token(units),
    price,
  });
  if (values.kind === 'full') return left > 0n ? done(left) : 'moreThanLeft';

  if (values.unit === 'price' && rate) {
    const notation = localAmountNotation(context.locale, rate.currency);
    const problem = amountProblem(values.amount, notation);
    if (problem) return PROBLEM_KEYS[problem];
    const minor = parseMinor(plainDecimal(values.amount, notation.decimal ?? '.'), rate.currency);
    if (minor === null) return 'amountInvalid';
    if (minor === 0) return 'zero';
    const units = minorToTokenUnits(minor, rate.currency, rate.rate, paid.decimals);
    if (units === null) return 'amountInvalid';
    if (units <= left) return done(units, { minor, currency: rate.currency });
    const leftMinor = priceOf(left)?.minor;
    return leftMinor !== undefined && minor <= leftMinor ? done(left) : 'moreThanLeft';
  }

  const notation = tokenNotation(context.locale, paid);
  const problem = amountProblem(values.amount, notation);
  if (problem) return PROBLEM_KEYS[problem];
  const units = parseTokenUnits(plainDecimal(values.amount, notation.decimal ?? '.'), paid.decimals);
  if (units === null) return 'amountInvalid';
  if (units === 0n) return 'zero';
  return units <= left ? done(units) : 'moreThanLeft';
}

/** The values' problem by field, for `useForm`. */
export function checkRefund(values: RefundValues, context: RefundContext): { amount?: RefundErrorKey } {
  const refund = readRefund(values, context);
  return typeof refund === 'string' ? { amount: refund } : {};
}
