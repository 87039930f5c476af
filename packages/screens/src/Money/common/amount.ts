import { MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS, parseUsdCents, tierLimitProblem, type Tier } from '@meridian/contract';

/** The amount field's value (USD, NaN while empty) in cents, or null when a link cannot ask for it. */
export function amountCents(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = parseUsdCents(amount.toFixed(2));
  return cents !== null && cents >= MIN_AMOUNT_CENTS && cents <= MAX_AMOUNT_CENTS ? cents : null;
}

export type AmountErrorKey = 'amountRequired' | 'amountInvalid' | 'aboveTierLimit';

/**
 * The amount's problem: missing, not dollars and cents in range, or above what the tier allows a
 * link's amount (the contract's tier rule, the one the API applies).
 */
export function checkAmount(amount: number, tier: Tier, required = true): AmountErrorKey | undefined {
  if (Number.isNaN(amount)) return required ? 'amountRequired' : undefined;
  const cents = amountCents(amount);
  if (cents === null) return 'amountInvalid';
  return tierLimitProblem(tier, cents) ? 'aboveTierLimit' : undefined;
}
