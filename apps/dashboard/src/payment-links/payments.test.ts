import type { Payment } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { paymentView } from './payments';

const payment: Payment = {
  id: '7d1c1b3e-3f57-4c8e-9a51-0f1f0c6f6a01',
  companyId: '2b8f3c1e-8f1a-4d2c-9b0e-5a6c7d8e9f00',
  environment: 'live',
  chainId: 1284,
  txHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
  logIndex: -1,
  blockNumber: '100',
  from: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
  to: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
  token: { symbol: 'GLMR', decimals: 18, contract: null },
  amount: '1000000000000000000',
  usdCents: 25,
  currency: 'USD',
  cents: 25,
  priceCurrency: 'USD',
  priceCents: 25,
  state: 'pending',
  match: 'amount',
  late: false,
  session: null,
  detectedAt: '2026-06-15T10:00:00.000Z',
  confirmedAt: null,
  confirmations: { count: 1, required: 2 },
};

describe('a payment on the tables', () => {
  it('keeps its chain (for its explorer) and its confirmations as the API counts them', () => {
    expect(paymentView(payment)).toMatchObject({
      chainId: 1284,
      status: 'pending',
      confirmations: { count: 1, required: 2 },
    });
  });
});
