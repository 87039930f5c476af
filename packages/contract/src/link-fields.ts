// The fields a link's routes share with the payer's checkout (its type, status and environment,
// a USD amount), in a module of their own: the checkout page's routes carry them, and a module
// is placed whole in one chunk, so the page would otherwise carry every struct of the link routes
// (payment-links.ts, which re-exports these).
import { enums } from 'superstruct';
import { annotate, refineCodes } from './schema';
import { singleLineText } from './text';
import {
  amountProblem,
  ENVIRONMENTS,
  LINK_STATUSES,
  LINK_TYPES,
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  parseUsdCents,
  type AmountNotation,
  type AmountProblem,
} from './money';

export const LinkTypeStruct = enums(LINK_TYPES);
export const LinkStatusStruct = enums(LINK_STATUSES);
export const EnvironmentStruct = annotate(enums(ENVIRONMENTS), {
  description: 'test (the test chain) or live (Moonbeam)',
});

/** The API takes a USD amount as the number alone, with a dot for the cents. */
const USD_NOTATION: AmountNotation = { decimals: 2 };

const AMOUNT_MESSAGES: Readonly<Record<Exclude<AmountProblem, 'required'>, string>> = {
  currency_symbol: 'Send the number alone',
  negative: 'Must not be negative',
  invalid: 'Enter an amount in US dollars, such as 49.90',
  too_many_decimals: 'At most two decimals',
};
const AMOUNT_CODES = Object.keys(AMOUNT_MESSAGES);

/** A USD amount as a decimal string with up to two decimals (`"49.90"`), from 0.01 to 10,000,000,000. */
export const UsdAmount = annotate(
  refineCodes(singleLineText(), [...AMOUNT_CODES, 'out_of_range'], (value) => {
    const problem = amountProblem(value, USD_NOTATION);
    if (problem !== null && problem !== 'required') return [{ code: problem, message: AMOUNT_MESSAGES[problem] }];
    const cents = parseUsdCents(value);
    if (cents === null || cents < MIN_AMOUNT_CENTS || cents > MAX_AMOUNT_CENTS) {
      return [{ code: 'out_of_range', message: 'Enter an amount from 0.01 to 100000000.00' }];
    }
    return [];
  }),
  { pattern: '^\\d{1,10}(\\.\\d{1,2})?$', examples: ['49.90'] },
);
