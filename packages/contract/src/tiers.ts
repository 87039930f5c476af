/**
 * The tier rule (docs/product.md, "Tier limits"), written once for the link forms and the API:
 * what amount each verification tier allows, per payment and per calendar month (UTC).
 */
import type { CheckoutTierLimit } from './checkout';
import { formatUsdCents } from './money';
import { TIERS, type Tier } from './workspace-rules';

/**
 * The payment limits of each tier, in USD cents: Basic (also before any verification) and Basic
 * Plus cap each payment; Silver and Gold cap the confirmed volume of a calendar month (UTC).
 */
export const TIER_LIMITS: Readonly<Record<Tier, { perPaymentCents?: number; monthlyCents?: number }>> = {
  notVerified: { perPaymentCents: 100_00 },
  basic: { perPaymentCents: 100_00 },
  basicPlus: { perPaymentCents: 500_00 },
  silver: { monthlyCents: 10_000_00 },
  gold: { monthlyCents: 100_000_00 },
};

/** The tier's limit as one figure: its per-payment cap, or its monthly cap when it has none. */
export function tierCapCents(tier: Tier): number {
  const limits = TIER_LIMITS[tier];
  return limits.perPaymentCents ?? limits.monthlyCents ?? Number.POSITIVE_INFINITY;
}

/** The first tier above `tier` that allows a single payment of `cents`, or null when none does. */
export function tierThatAllows(tier: Tier, cents: number): Tier | null {
  for (const candidate of TIERS.slice(TIERS.indexOf(tier) + 1)) {
    if (cents <= tierCapCents(candidate)) return candidate;
  }
  return null;
}

/**
 * THE tier rule: the limit a payment of `cents` (USD cents, VAT included) crosses at `tier`, or
 * null when the tier allows it.
 *
 * - Without `monthCents`, the payment alone is checked: the per-payment cap of Basic and Basic
 *   Plus. A link's amounts are checked so, by its form and by the API when it is created, edited
 *   or enabled again; Silver and Gold cap no single payment, so any amount passes there.
 * - With `monthCents` (the calendar month's paid volume so far), the monthly cap of Silver and
 *   Gold is checked too: a checkout opening.
 */
export function tierLimitProblem(tier: Tier, cents: number, monthCents?: number): CheckoutTierLimit | null {
  const { perPaymentCents, monthlyCents } = TIER_LIMITS[tier];
  if (perPaymentCents !== undefined && cents > perPaymentCents) {
    return {
      tier,
      limit: formatUsdCents(perPaymentCents),
      period: 'payment',
      requiredTier: tierThatAllows(tier, cents),
    };
  }
  if (monthCents !== undefined && monthlyCents !== undefined && monthCents + cents > monthlyCents) {
    const total = monthCents + cents;
    return { tier, limit: formatUsdCents(monthlyCents), period: 'month', requiredTier: tierThatAllows(tier, total) };
  }
  return null;
}
