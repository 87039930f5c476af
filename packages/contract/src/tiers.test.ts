import { describe, expect, it } from 'vitest';
import { TIER_CASES } from './tier-cases';
import { tierLimitProblem, tierThatAllows } from './tiers';

describe('tierLimitProblem', () => {
  it.each(TIER_CASES.map((entry) => [entry.tier, entry.cents, entry.monthCents, entry.problem] as const))(
    '%s, %i cents after %s this month: %j',
    (tier, cents, monthCents, problem) => {
      expect(tierLimitProblem(tier, cents, monthCents)).toEqual(problem);
    },
  );
});

describe('tierThatAllows', () => {
  it('names the first tier above whose limit takes the amount, or none', () => {
    expect(tierThatAllows('basic', 100_01)).toBe('basicPlus');
    expect(tierThatAllows('basic', 500_01)).toBe('silver');
    expect(tierThatAllows('basicPlus', 10_000_01)).toBe('gold');
    expect(tierThatAllows('gold', 100_000_01)).toBeNull();
  });
});
