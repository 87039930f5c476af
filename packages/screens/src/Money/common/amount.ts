import {
  MAX_AMOUNT_CENTS,
  MIN_AMOUNT_CENTS,
  parseUsdCents,
  TIER_LIMITS,
  withinPaymentCap,
  type Tier,
} from '@meridian/contract';

/** The amount field's value (USD, NaN while empty) in cents, or null when a link cannot ask for it. */
export function amountCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = parseUsdCents(amount.toFixed(2));
  return cents !== null && cents >= MIN_AMOUNT_CENTS && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

/** The tier's limit for one payment: its per-payment cap, or its monthly cap when it has none. */
export function tierCapCents(tier: Tier): number {
  const limits = TIER_LIMITS[tier];
  return limits.perPaymentCents ?? limits.monthlyCents ?? Number.POSITIVE_INFINITY;
}

/** Whether one payment of `cents` is more than the tier can take (its per-payment cap, or its whole month's). */
export function aboveTierLimit(tier: Tier, cents: number): boolean {
  return !withinPaymentCap(tier, cents) || cents > tierCapCents(tier);
}

export type AmountErrorKey = 'amountRequired' | 'amountInvalid' | 'aboveTierLimit';

/** The amount's problem: missing, not dollars and cents in range, or above the tier's limit. */
export function checkAmount(amount: number, tier: Tier, required = true): AmountErrorKey | undefined {
  if (Number.isNaN(amount)) return required ? 'amountRequired' : undefined;
  const cents = amountCents(amount);
  if (cents === null) return 'amountInvalid';
  return aboveTierLimit(tier, cents) ? 'aboveTierLimit' : undefined;
}
