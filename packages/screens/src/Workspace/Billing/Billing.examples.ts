import type { BillingView, StatementView } from './index';

/** A Basic workspace in June 2026 (the stories' clock): $72.40 of live payments, $50 of test ones. */
export const basicBilling: BillingView = {
  tier: 'basic',
  currency: 'USD',
  limit: { perPaymentCents: 100_00, monthlyCents: null, currency: 'USD', perPaymentLocal: 100_00, monthlyLocal: null },
  month: { month: '2026-06', usedCents: 72_40, testUsedCents: 50_00 },
  inCurrency: { usedCents: 72_40, testUsedCents: 50_00 },
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
  limit: {
    perPaymentCents: null,
    monthlyCents: 10_000_00,
    currency: 'USD',
    perPaymentLocal: null,
    monthlyLocal: 10_000_00,
  },
  month: { month: '2026-06', usedCents: 7_200_00, testUsedCents: 0 },
  inCurrency: { usedCents: 7_200_00, testUsedCents: 0 },
  statements: [
    { month: '2026-06', volumeCents: 7_200_00, paymentCount: 64, feeCents: 72_00 },
    ...basicBilling.statements.slice(1),
  ],
};

export const mayStatement: StatementView = {
  month: '2026-05',
  currency: 'USD',
  volumeCents: 1_245_90,
  paymentCount: 31,
  feeCents: 12_46,
  refundCount: 0,
  refundCents: 0,
  netCents: 1_245_90,
  tier: 'basic',
  feeRateBp: 100,
  lines: [
    { linkId: 'l-1', linkName: 'House blend, 1 kg', volumeCents: 845_90, paymentCount: 21, feeCents: 8_46 },
    { linkId: 'l-2', linkName: 'Workshop ticket', volumeCents: 400_00, paymentCount: 10, feeCents: 4_00 },
  ],
};

/**
 * A Silver workspace in Lisbon that prices in euros: its use in dollars against the cap (at the
 * sandbox's 1.08 dollars a euro), and in euros from each payment's own locked rate.
 */
export const euroBilling: BillingView = {
  ...silverBilling,
  currency: 'EUR',
  limit: { ...silverBilling.limit, currency: 'EUR', monthlyLocal: 9_259_26 },
  month: { month: '2026-06', usedCents: 2_700_00, testUsedCents: 0 },
  inCurrency: { usedCents: 2_500_00, testUsedCents: 25_00 },
  statements: [
    { month: '2026-06', volumeCents: 2_500_00, paymentCount: 12, feeCents: 25_00 },
    { month: '2026-05', volumeCents: 1_153_61, paymentCount: 31, feeCents: 11_54 },
  ],
};

/** A Basic workspace that prices in euros: no monthly cap, each payment up to $100 (about €92.59). */
export const euroBasicBilling: BillingView = {
  ...basicBilling,
  currency: 'EUR',
  limit: { ...basicBilling.limit, currency: 'EUR', perPaymentLocal: 92_59 },
  inCurrency: { usedCents: 67_04, testUsedCents: 25_00 },
  statements: euroBilling.statements,
};

/** May's statement of the euro workspace: a link priced in dollars is shown in euros too. */
export const euroStatement: StatementView = {
  ...mayStatement,
  currency: 'EUR',
  volumeCents: 1_153_61,
  feeCents: 11_54,
  netCents: 1_153_61,
  lines: [
    { linkId: 'l-1', linkName: 'Café de especialidade, 1 kg', volumeCents: 783_24, paymentCount: 21, feeCents: 7_84 },
    {
      linkId: 'l-2',
      linkName: 'Workshop ticket (priced in USD)',
      volumeCents: 370_37,
      paymentCount: 10,
      feeCents: 3_70,
    },
  ],
};

/** May's statement with two refunds confirmed in the month: €37.50 given back, the fees unchanged. */
export const refundedStatement: StatementView = {
  ...euroStatement,
  refundCount: 2,
  refundCents: 37_50,
  netCents: 1_116_11,
};
