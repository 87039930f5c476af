import {
  convertMinor,
  CURRENCY_DIGITS,
  DEFAULT_CURRENCY,
  MAX_AMOUNT_MINOR,
  MIN_AMOUNT_CENTS,
  parseMinor,
  tierLimitProblem,
  type Currency,
  type Tier,
  type UsdPerUnit,
} from '@meridian/contract';

export type { UsdPerUnit };

/**
 * The amount field's value (in `currency`, NaN while empty) in the currency's minor units (cents,
 * whole yen), or null when a link cannot ask for it.
 */
export function amountCents(amount: number, currency: Currency = DEFAULT_CURRENCY): number | null {
  if (!Number.isFinite(amount)) return null;
  const minor = parseMinor(amount.toFixed(CURRENCY_DIGITS[currency]), currency);
  return minor !== null && minor >= MIN_AMOUNT_CENTS && minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** `minor` units of `from` in `to` through the snapshot (`convertMinor`); null without a rate for either. */
function converted(minor: number, from: Currency, to: Currency, usdPerUnit?: UsdPerUnit): number | null {
  if (from === to) return minor;
  if (!usdPerUnit?.[from] || !usdPerUnit[to]) return null;
  return convertMinor(minor, from, to, usdPerUnit);
}

/** `minor` units of `currency` in US dollar cents, the figure tier limits are compared with; null without a rate. */
export function usdCentsOf(minor: number, currency: Currency, usdPerUnit?: UsdPerUnit): number | null {
  return converted(minor, currency, 'USD', usdPerUnit);
}

/** US dollar cents in `currency`'s minor units (a tier limit shown in euros); null without a rate. */
export function fromUsdCents(cents: number, currency: Currency, usdPerUnit?: UsdPerUnit): number | null {
  return converted(cents, 'USD', currency, usdPerUnit);
}

/**
 * What a link form prices with: the workspace's currency (a new link's, until another is chosen)
 * and a rate snapshot to compare amounts in other currencies with the tier limits (US dollars)
 * and to say the limits in the workspace's currency.
 */
export interface LinkPricingProps {
  /** The workspace's pricing currency. Default US dollars. */
  currency?: Currency;
  /** US dollars per unit of each currency; without it, only US dollar amounts are checked here (the API checks all). */
  usdPerUnit?: UsdPerUnit;
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
