/**
 * Reporting in the workspace's currency (docs/product.md, "Currencies"): every figure the
 * dashboard, billing, customers and the CSV files show is computed in SQL from each payment's
 * own locked price, never from the day's rate:
 *
 * 1. its value in the currency its checkout session priced in: the token amount at the session's
 *    locked rate (that currency's units per token), rounded down to the minor unit (`priceSql`),
 *    or, for a paid checkout, its total;
 * 2. that value re-expressed in the workspace's currency through the USD snapshot locked with
 *    the rate (`usd_per_unit`: USD per one unit of each currency), half up, in exact decimal
 *    arithmetic (`convertedSql`): the contract's `convertMinor`, which the unit test holds it to.
 *
 * A value the snapshot cannot re-express (a checkout priced before currencies, whose snapshot
 * holds US dollars only, in a workspace that moved to another currency) is null: the figures
 * count it apart rather than guess at a rate.
 */
import { CURRENCY_DIGITS } from '@meridian/contract';

/** The minor-unit digits of a currency held in a SQL expression (2 but for those that differ). */
export function digitsSql(currency: string): string {
  const other = Object.entries(CURRENCY_DIGITS).filter(([, digits]) => digits !== 2);
  if (other.length === 0) return '2';
  return `(CASE ${currency} ${other.map(([code, digits]) => `WHEN '${code}' THEN ${digits}`).join(' ')} ELSE 2 END)`;
}

/**
 * `minor` units of currency `from` in currency `to`, through the USD snapshot `snapshot` (a jsonb
 * of decimal strings): `minor × usd(from) × 10^digits(to) / (usd(to) × 10^digits(from))`, half
 * up (`div` truncates an exact quotient: ⌊(2a + b) / 2b⌋ is a / b rounded half up for a ≥ 0).
 * The same currency is the amount itself, snapshot or not; null when the snapshot lacks either.
 */
export function convertedSql(minor: string, from: string, snapshot: string, to: string): string {
  const numerator = `(${minor})::numeric * (${snapshot}->>${from})::numeric * power(10::numeric, ${digitsSql(to)})`;
  const denominator = `(${snapshot}->>${to})::numeric * power(10::numeric, ${digitsSql(from)})`;
  return `(CASE WHEN (${minor}) IS NULL THEN NULL
      WHEN ${from} = ${to} THEN (${minor})::numeric
      WHEN ${snapshot} IS NULL OR NOT (${snapshot} ? ${from}) OR NOT (${snapshot} ? ${to}) THEN NULL
      ELSE div(2 * ${numerator} + ${denominator}, 2 * ${denominator}) END)`;
}

/**
 * A payment's value in its session's currency (`s` the session, `p` the payment): its token
 * amount at the locked rate, rounded down to the minor unit; null without a session.
 */
export function priceSql(p: string, s: string): string {
  return `(CASE WHEN ${s}rate IS NULL THEN NULL
      ELSE div(${p}amount * ${s}rate::numeric * power(10::numeric, ${digitsSql(`${s}currency`)}),
        power(10::numeric, ${p}token_decimals)) END)`;
}

/** The currency of workspace `companyId` (a SQL expression: a parameter or a column). */
export const workspaceCurrencySql = (companyId: string) => `(SELECT currency FROM companies WHERE id = ${companyId})`;
