// The fields a link's routes share with the payer's checkout (its type, status and environment,
// an amount), in a module of their own: the checkout page's routes carry them, and a module
// is placed whole in one chunk, so the page would otherwise carry every struct of the link routes
// (payment-links.ts, which re-exports these).
import { enums } from 'superstruct';
import { annotate, refineCodes, type CodedFailure } from './schema';
import { singleLineText } from './text';
import { amountProblem, ENVIRONMENTS, LINK_STATUSES, LINK_TYPES, type AmountProblem } from './money';
import { CURRENCY_DIGITS, formatMinor, MAX_AMOUNT_MINOR, parseMinor, type Currency } from './currencies';

export const LinkTypeStruct = enums(LINK_TYPES);
export const LinkStatusStruct = enums(LINK_STATUSES);
export const EnvironmentStruct = annotate(enums(ENVIRONMENTS), {
  description: 'test (the test chain) or live (Moonbeam)',
});

const AMOUNT_MESSAGES: Readonly<Record<Exclude<AmountProblem, 'required' | 'too_many_decimals'>, string>> = {
  currency_symbol: 'Send the number alone',
  negative: 'Must not be negative',
  invalid: 'Enter an amount as a number, such as 49.90',
};
const AMOUNT_CODES = [...Object.keys(AMOUNT_MESSAGES), 'too_many_decimals', 'out_of_range'];
/** The most minor-unit digits any currency has: what an amount may carry before its currency is known. */
const MAX_DIGITS = Math.max(...Object.values(CURRENCY_DIGITS));

/**
 * The one rule for an amount the API takes (a decimal string, the number alone, a dot before the
 * minor units) in `currency`: at most the currency's own digits (`"12.5"` yen is
 * `too_many_decimals`), from its smallest unit to MAX_AMOUNT_MINOR. Null when it is one.
 */
export function amountFailure(value: string, currency: Currency): CodedFailure | null {
  const digits = CURRENCY_DIGITS[currency];
  const problem = amountProblem(value, { decimals: digits });
  if (problem === 'too_many_decimals') {
    const message = digits === 0 ? `No decimals in ${currency}` : `At most ${digits} decimals in ${currency}`;
    return { code: problem, message };
  }
  if (problem !== null && problem !== 'required') return { code: problem, message: AMOUNT_MESSAGES[problem] };
  const minor = parseMinor(value, currency);
  if (minor === null || minor < 1 || minor > MAX_AMOUNT_MINOR) {
    const range = `${formatMinor(1, currency)} to ${formatMinor(MAX_AMOUNT_MINOR, currency)}`;
    return { code: 'out_of_range', message: `Enter an amount from ${range} ${currency}` };
  }
  return null;
}

/**
 * An amount as a decimal string (`"49.90"`, yen `"1250"`) in the currency of its request: the
 * struct takes what some currency allows (up to two decimals); the route checks it again with
 * `amountFailure` in the request's own currency once that is known (the workspace's by default).
 */
export const Amount = annotate(
  refineCodes(singleLineText(), AMOUNT_CODES, (value) => {
    const problem = amountProblem(value, { decimals: MAX_DIGITS });
    if (problem === 'too_many_decimals') return [{ code: problem, message: `At most ${MAX_DIGITS} decimals` }];
    if (problem !== null && problem !== 'required') return [{ code: problem, message: AMOUNT_MESSAGES[problem] }];
    const whole = parseMinor(value.split('.')[0] ?? '', 'JPY');
    if (whole === null || whole > MAX_AMOUNT_MINOR || !/[1-9]/.test(value)) {
      return [{ code: 'out_of_range', message: 'Enter an amount above zero, at most 10000000000' }];
    }
    return [];
  }),
  { pattern: '^\\d{1,11}(\\.\\d{1,2})?$', examples: ['49.90'] },
);
