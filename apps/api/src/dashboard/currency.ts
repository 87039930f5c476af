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
 * A payment's locked rate (`p` the payment, `s` its session): the one it keeps (copied from its
 * session when it was matched or assigned), else its session's. All null while it has none.
 */
export function lockedSql(p: string, s: string) {
  return {
    currency: `COALESCE(${p}currency, ${s}currency)`,
    rate: `COALESCE(${p}rate, ${s}rate)`,
    snapshot: `COALESCE(${p}usd_per_unit, ${s}usd_per_unit)`,
  };
}

/**
 * A payment's value in the currency of its locked rate (`p` the payment, `s` its session): its
 * token amount at that rate, rounded down to the minor unit; null without one.
 */
export function priceSql(p: string, s: string): string {
  const locked = lockedSql(p, s);
  return `(CASE WHEN ${locked.rate} IS NULL THEN NULL
      ELSE div(${p}amount * ${locked.rate}::numeric * power(10::numeric, ${digitsSql(locked.currency)}),
        power(10::numeric, ${p}token_decimals)) END)`;
}

/** A payment's value in currency `to` (a SQL expression), from its own locked rate and snapshot. */
export function paymentValueSql(p: string, s: string, to: string): string {
  const locked = lockedSql(p, s);
  return convertedSql(priceSql(p, s), locked.currency, locked.snapshot, to);
}

/** The currency of workspace `companyId` (a SQL expression: a parameter or a column). */
export const workspaceCurrencySql = (companyId: string) => `(SELECT currency FROM companies WHERE id = ${companyId})`;
