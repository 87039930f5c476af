import type { BillingView, StatementView } from './index';

/** A Basic workspace in June 2026 (the stories' clock): $72.40 of live payments, $50 of test ones. */
export const basicBilling: BillingView = {
  tier: 'basic',
  limit: { perPaymentCents: 100_00, monthlyCents: null },
  month: { month: '2026-06', usedCents: 72_40, testUsedCents: 50_00 },
  feeRateBp: 100,
  statements: [
    { month: '2026-06', volumeCents: 72_40, paymentCount: 3, feeCents: 72 },
    { month: '2026-05', volumeCents: 1_245_90, paymentCount: 31, feeCents: 12_46 },
    { month: '2026-04', volumeCents: 980_00, paymentCount: 22, feeCents: 9_80 },
  ],
};

/** A Silver workspace: $7,200 of $10,000 this month. */
export const silverBilling: BillingView = {
  ...basicBilling,
  tier: 'silver',
  limit: { perPaymentCents: null, monthlyCents: 10_000_00 },
  month: { month: '2026-06', usedCents: 7_200_00, testUsedCents: 0 },
  statements: [
    { month: '2026-06', volumeCents: 7_200_00, paymentCount: 64, feeCents: 72_00 },
    ...basicBilling.statements.slice(1),
  ],
};

export const mayStatement: StatementView = {
  month: '2026-05',
  volumeCents: 1_245_90,
  paymentCount: 31,
  feeCents: 12_46,
  tier: 'basic',
  feeRateBp: 100,
  lines: [
    { linkId: 'l-1', linkName: 'House blend, 1 kg', volumeCents: 845_90, paymentCount: 21, feeCents: 8_46 },
    { linkId: 'l-2', linkName: 'Workshop ticket', volumeCents: 400_00, paymentCount: 10, feeCents: 4_00 },
  ],
};
