/**
 * The tier rule's cases (`tierLimitProblem`), one table run by the contract's unit test, by the
 * link forms' test and by the API's test over HTTP, so the form and the server cannot disagree
 * again. `monthCents` absent: a link's amount (checked when it is saved); present: a checkout
 * opening after that much paid volume this month.
 */
import type { CheckoutTierLimit } from './checkout';
import type { Tier } from './workspace-rules';

export interface TierCase {
  tier: Tier;
  /** One payment, in USD cents (VAT included). */
  cents: number;
  /** The calendar month's paid volume before it; absent for a link's amount. */
  monthCents?: number;
  /** The limit crossed, or null when the tier allows it. */
  problem: CheckoutTierLimit | null;
}

const basicCap = { limit: '100.00', period: 'payment' } as const;
const basicPlusCap = { tier: 'basicPlus', limit: '500.00', period: 'payment' } as const;
const silverMonth = { tier: 'silver', limit: '10000.00', period: 'month' } as const;
const goldMonth = { tier: 'gold', limit: '100000.00', period: 'month' } as const;

export const TIER_CASES: readonly TierCase[] = [
  { tier: 'notVerified', cents: 100_00, problem: null },
  { tier: 'notVerified', cents: 100_01, problem: { tier: 'notVerified', ...basicCap, requiredTier: 'basicPlus' } },
  { tier: 'basic', cents: 100_00, problem: null },
  { tier: 'basic', cents: 100_01, problem: { tier: 'basic', ...basicCap, requiredTier: 'basicPlus' } },
  { tier: 'basic', cents: 600_00, problem: { tier: 'basic', ...basicCap, requiredTier: 'silver' } },
  { tier: 'basicPlus', cents: 500_00, problem: null },
  { tier: 'basicPlus', cents: 500_01, problem: { ...basicPlusCap, requiredTier: 'silver' } },
  { tier: 'basicPlus', cents: 15_000_00, problem: { ...basicPlusCap, requiredTier: 'gold' } },
  { tier: 'basicPlus', cents: 200_000_00, problem: { ...basicPlusCap, requiredTier: null } },
  // Silver and Gold cap a month, not a payment: a link of any amount is saved.
  { tier: 'silver', cents: 10_000_00, problem: null },
  { tier: 'silver', cents: 15_000_00, problem: null },
  { tier: 'gold', cents: 150_000_00, problem: null },
  // A checkout adds its payment to the month's paid volume.
  { tier: 'basic', cents: 100_00, monthCents: 1_000_000_00, problem: null },
  { tier: 'silver', cents: 50_00, monthCents: 9_950_00, problem: null },
  { tier: 'silver', cents: 60_00, monthCents: 9_950_00, problem: { ...silverMonth, requiredTier: 'gold' } },
  { tier: 'silver', cents: 15_000_00, monthCents: 0, problem: { ...silverMonth, requiredTier: 'gold' } },
  { tier: 'gold', cents: 1_00, monthCents: 100_000_00, problem: { ...goldMonth, requiredTier: null } },
];

/** The cases of a link's amount: those the forms and the link routes check. */
export const LINK_TIER_CASES = TIER_CASES.filter((entry) => entry.monthCents === undefined);
