import {
  CURRENCY_DIGITS,
  DEFAULT_CURRENCY,
  MAX_AMOUNT_MINOR,
  MIN_AMOUNT_CENTS,
  parseMinor,
  tierLimitProblem,
  type Currency,
  type Tier,
} from '@meridian/contract';

/** US dollars per one unit of each currency (a rate snapshot); without one, only US dollars are compared. */
export type UsdPerUnit = Partial<Record<Currency, string>>;

/**
 * The amount field's value (in `currency`, NaN while empty) in the currency's minor units (cents,
 * whole yen), or null when a link cannot ask for it.
 */
export function amountCents(amount: number, currency: Currency = DEFAULT_CURRENCY): number | null {
  if (!Number.isFinite(amount)) return null;
  const minor = parseMinor(amount.toFixed(CURRENCY_DIGITS[currency]), currency);
  return minor !== null && minor >= MIN_AMOUNT_CENTS && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/**
 * `minor` units of `currency` in US dollar cents through the snapshot (rounded half up), the
 * figure the tier limits are compared with; null when the snapshot has no rate for it.
 */
export function usdCentsOf(minor: number, currency: Currency, usdPerUnit?: UsdPerUnit): number | null {
  if (currency === 'USD') return minor;
  const rate = Number(usdPerUnit?.[currency]);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  return Math.round((minor / 10 ** CURRENCY_DIGITS[currency]) * rate * 100);
}

/** US dollar cents in `currency`'s minor units through the snapshot (a tier limit shown in euros); null without a rate. */
export function fromUsdCents(cents: number, currency: Currency, usdPerUnit?: UsdPerUnit): number | null {
  if (currency === 'USD') return cents;
  const rate = Number(usdPerUnit?.[currency]);
  if (!Number.isFinite(rate) || rate <= 0) return null;
  return Math.floor((cents / 100 / rate) * 10 ** CURRENCY_DIGITS[currency]);
}

export type AmountErrorKey = 'amountRequired' | 'amountInvalid' | 'aboveTierLimit';

/**
 * The amount's problem: missing, not an amount of `currency` in range, or above what the tier
 * allows a link's amount (the contract's tier rule, the one the API applies, in US dollars
 * through the snapshot; without a rate for the currency, the API alone compares).
 */
export function checkAmount(
  amount: number,
  tier: Tier,
  required = true,
  currency: Currency = DEFAULT_CURRENCY,
  usdPerUnit?: UsdPerUnit,
): AmountErrorKey | undefined {
  if (Number.isNaN(amount)) return required ? 'amountRequired' : undefined;
  const minor = amountCents(amount, currency);
  if (minor === null) return 'amountInvalid';
  const usd = usdCentsOf(minor, currency, usdPerUnit);
  return usd !== null && tierLimitProblem(tier, usd) ? 'aboveTierLimit' : undefined;
}
