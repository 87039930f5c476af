import type { PaymentReceipt } from './PaymentDone';

/** A paid receipt shared by the stories and tests: $49.90 and 21 % VAT, paid in USDC. */
export const exampleReceipt: PaymentReceipt = {
  paymentId: '3f6c2a9e-8b41-4d7a-9c15-2e8f0b7d4a61',
  item: 'Summer sale: house espresso, 1 kg',
  paidAt: new Date('2026-06-15T10:28:00Z'),
  currency: 'USD',
  subtotalCents: 4990,
  vat: { rate: 21, cents: 1048 },
  totalCents: 6038,
  paid: { units: '60384217', decimals: 6, symbol: 'USDC' },
};
