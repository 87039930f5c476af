import type { Payment, PaymentRefundsResponse, RefundRequestView } from '@meridian/contract';
import { lumen } from './workspaces';

/** A confirmed USDC payment on the local test chain that no checkout took (unmatched). */
export const strayPayment: Payment = {
  id: '99999999-9999-4999-8999-999999999999',
  companyId: lumen.id,
  environment: 'test',
  chainId: 1281,
  txHash: `0x${'ab'.repeat(32)}`,
  logIndex: 0,
  blockNumber: '42',
  from: '0x52908400098527886E0F7030069857D2E4169EE7',
  to: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  token: { symbol: 'USDC', contract: '0x0000000000000000000000000000000000000001', decimals: 6 },
  amount: '12340000',
  usdCents: null,
  currency: 'USD',
  cents: null,
  priceCurrency: null,
  priceCents: null,
  state: 'confirmed',
  match: null,
  late: false,
  session: null,
  detectedAt: '2026-06-15T10:00:00.000Z',
  confirmedAt: '2026-06-15T10:00:10.000Z',
  confirmations: { count: 2, required: 2 },
};

/** What a payment's refunds answer before any refund: 12.34 USDC paid, all of it refundable. */
export const noRefundsExample: PaymentRefundsResponse = {
  refunds: [],
  paid: { amount: '12340000', priceAmount: '12.34', currency: 'USD' },
  refundable: { amount: '12340000', priceAmount: '12.34', currency: 'USD' },
  canRefund: true,
};

/** The payer's refund page before they give an address. */
export const refundRequestExample: RefundRequestView = {
  merchantName: 'Lumen Coffee',
  description: 'House blend, 1 kg',
  state: 'awaiting_address',
  chain: { id: 1281, name: 'Local test chain', test: true },
  token: { symbol: 'USDC', contract: '0x0000000000000000000000000000000000000001', decimals: 6 },
  amount: '10000000',
  priceAmount: '10.00',
  currency: 'USD',
  paymentFrom: '0x52908400098527886E0F7030069857D2E4169EE7',
  address: null,
  expiresAt: '2026-07-15T10:00:00.000Z',
};
