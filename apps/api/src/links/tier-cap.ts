/**
 * The tier caps (docs/product.md, "Tier limits"), written once: the per-payment cap a link's
 * amounts and a checkout's price must stay under, the calendar month's cap on paid volume, and
 * the one refusal both answer with, naming the cap and the tier that lifts it.
 */
import {
  formatUsdCents,
  TIER_LIMITS,
  tierThatAllows,
  withinPaymentCap,
  type CheckoutTierLimit,
  type Tier,
} from '@meridian/contract';
import { ApiError } from '../http/errors';

export const TIER_NAMES: Record<Tier, string> = {
  notVerified: 'Not Verified',
  basic: 'Basic',
  basicPlus: 'Basic Plus',
  silver: 'Silver',
  gold: 'Gold',
};

/** The per-payment cap an amount in USD cents (VAT included) is above, or null. */
export function paymentCapProblem(tier: Tier, cents: number): CheckoutTierLimit | null {
  const cap = TIER_LIMITS[tier].perPaymentCents;
  if (cap === undefined || withinPaymentCap(tier, cents)) return null;
  return { tier, limit: formatUsdCents(cap), period: 'payment', requiredTier: tierThatAllows(tier, cents) };
}

/** The monthly cap a new payment would cross, or null (tiers without one never do). */
export function monthlyCapProblem(tier: Tier, monthCents: number, cents: number): CheckoutTierLimit | null {
  const cap = TIER_LIMITS[tier].monthlyCents;
  if (cap === undefined || monthCents + cents <= cap) return null;
  return { tier, limit: formatUsdCents(cap), period: 'month', requiredTier: tierThatAllows(tier, monthCents + cents) };
}

/**
 * The refusal of an amount above a cap: `TIER_LIMIT_EXCEEDED`, its message naming the cap and
 * the tier that lifts it. `subject` names what is refused (`$150.00`, `$120.00 with VAT`, or
 * `this payment`).
 */
export function tierLimitError(limit: CheckoutTierLimit, cents: number, subject: string): ApiError {
  const tierName = TIER_NAMES[limit.tier as Tier];
  const required = limit.requiredTier ? TIER_NAMES[limit.requiredTier as Tier] : null;
  const perPayment = limit.period === 'payment';
  const what = perPayment
    ? `${tierName} workspaces take payments of up to $${limit.limit}`
    : `${tierName} workspaces take up to $${limit.limit} a month`;
  const outcome = required
    ? `${subject} needs ${required}.`
    : `no tier allows ${subject}${perPayment && subject !== 'this payment' ? ' in one payment' : ''}.`;
  return new ApiError('TIER_LIMIT_EXCEEDED', {
    message: `${what}; ${outcome}`,
    tierLimit: {
      tier: limit.tier,
      limit: limit.limit,
      amount: formatUsdCents(cents),
      requiredTier: limit.requiredTier,
      period: limit.period,
    },
  });
}
