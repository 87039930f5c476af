/**
 * The one refusal of an amount above a tier's limit (docs/product.md, "Tier limits"), naming the
 * cap and the tier that lifts it. Which amounts cross a limit is the contract's `tierLimitProblem`.
 */
import { formatUsdCents, type CheckoutTierLimit, type Tier } from '@meridian/contract';
import { ApiError } from '../http/errors';

export const TIER_NAMES: Record<Tier, string> = {
  notVerified: 'Not Verified',
  basic: 'Basic',
  basicPlus: 'Basic Plus',
  silver: 'Silver',
  gold: 'Gold',
};

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
