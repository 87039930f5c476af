import type { CheckoutLink, CheckoutSession, ExchangeRate } from '@meridian/contract';

/** A static link on the local test chain, as GET /checkout/{slug} answers (shared by the data tests). */
export const checkoutLinkExample: CheckoutLink = {
  slug: 'k3v9QmTx2bLp8RwZ',
  merchantName: 'Lumen Coffee',
  name: 'House espresso, 1 kg',
  type: 'static',
  summary: null,
  currency: 'USD',
  amount: '49.90',
  minimumAmount: null,
  suggestedAmounts: [],
  options: { collectEmail: true, collectBillingDetails: false, includeVat: false, vatRate: null },
  environment: 'test',
  chain: { id: 1281, name: 'Local test chain', test: true },
  tokens: [{ symbol: 'DEV', contract: null, decimals: 18 }],
  status: 'usable',
  tierLimit: null,
  sessionId: null,
};

/** A session just opened on it, waiting for the payment. */
export const checkoutSessionExample: CheckoutSession = {
  id: '66666666-6666-4666-8666-666666666666',
  linkSlug: 'k3v9QmTx2bLp8RwZ',
  merchantName: 'Lumen Coffee',
  linkName: 'House espresso, 1 kg',
  state: 'open',
  exception: null,
  chain: { id: 1281, name: 'Local test chain', test: true },
  payTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token: { symbol: 'DEV', contract: null, decimals: 18 },
  amount: '199600000000004217',
  received: '0',
  currency: 'USD',
  rate: '250',
  rateSource: 'sandbox',
  rateAt: '2026-06-15T10:30:00.000Z',
  rateSandbox: true,
  subtotalCents: 4990,
  vatCents: 0,
  totalCents: 4990,
  expiresAt: '2026-06-15T10:50:00.000Z',
  paymentUri: 'ethereum:0x70997970C51812dc3A010C7d01b50e0d17dc79C8@1281?value=199600000000004217',
  confirmations: null,
  transactionHash: null,
  payments: [],
  paidAt: null,
  message: 'Thank you!',
  redirectUrl: null,
  createdAt: '2026-06-15T10:30:00.000Z',
};

/** The sandbox's rate of the local chain's coin, as GET /exchange-rate answers it. */
export const exchangeRateExample: ExchangeRate = {
  pairing: 'DEV/USD',
  base: 'DEV',
  quote: 'USD',
  rate: '0.25',
  fetchedAt: '2026-06-15T10:30:00.000Z',
  sandbox: true,
};
