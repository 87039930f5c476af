import type { Customer, CustomerDetail } from '@meridian/contract';

export const exampleCustomers: Customer[] = [
  {
    id: 'c-ada',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    country: 'GB',
    currency: 'USD',
    paymentCount: 3,
    totalCents: 149_70,
    testPaymentCount: 1,
    testTotalCents: 49_90,
    firstSeenAt: '2026-04-02T09:12:00Z',
    lastSeenAt: '2026-06-14T16:40:00Z',
  },
  {
    id: 'c-joao',
    email: 'joao.silva@example.com.br',
    name: 'João Silva',
    country: 'BR',
    currency: 'USD',
    paymentCount: 1,
    totalCents: 25_00,
    testPaymentCount: 0,
    testTotalCents: 0,
    firstSeenAt: '2026-06-10T12:00:00Z',
    lastSeenAt: '2026-06-10T12:00:00Z',
  },
  {
    id: 'c-grace',
    email: 'grace@example.org',
    name: null,
    country: null,
    currency: 'USD',
    paymentCount: 0,
    totalCents: 0,
    testPaymentCount: 0,
    testTotalCents: 0,
    firstSeenAt: '2026-06-01T08:30:00Z',
    lastSeenAt: '2026-06-01T08:30:00Z',
  },
];

export const adaDetail: CustomerDetail = {
  customer: exampleCustomers[0]!,
  billing: { street: '12 Ockham Lane', city: 'London', postalCode: 'W1 4AB', vatNumber: 'GB123456789' },
  payments: [
    {
      sessionId: 's-3',
      paymentId: 'p-3',
      linkId: 'l-1',
      linkName: 'House blend, 1 kg',
      environment: 'live',
      state: 'paid',
      token: { symbol: 'USDC', contract: '0x931715FEE2d06333043d11F658C8CE934aC61D0c', decimals: 6 },
      currency: 'USD',
      totalCents: 49_90,
      priceCurrency: 'USD',
      priceCents: 49_90,
      txHash: `0x${'ab'.repeat(32)}`,
      createdAt: '2026-06-14T16:38:00Z',
      paidAt: '2026-06-14T16:40:00Z',
    },
    {
      sessionId: 's-2',
      paymentId: 'p-2',
      linkId: 'l-1',
      linkName: 'House blend, 1 kg',
      environment: 'test',
      state: 'processing',
      token: { symbol: 'DEV', contract: null, decimals: 18 },
      currency: 'USD',
      totalCents: 49_90,
      priceCurrency: 'USD',
      priceCents: 49_90,
      txHash: `0x${'cd'.repeat(32)}`,
      createdAt: '2026-06-12T10:00:00Z',
      paidAt: null,
    },
  ],
  refunds: [],
};

/** The customers of a workspace that prices in euros: every total in euros. */
export const euroCustomers: Customer[] = exampleCustomers.map((customer, index) => ({
  ...customer,
  currency: 'EUR',
  totalCents: [138_61, 23_15, 0][index] ?? 0,
  testTotalCents: [46_20, 0, 0][index] ?? 0,
}));

/**
 * Ada in a workspace that prices in euros: a payment priced in euros, and one priced in dollars
 * ($27.00, €25.00 at its own locked rate of 1.08 dollars a euro) that shows both.
 */
export const adaEuroDetail: CustomerDetail = {
  ...adaDetail,
  customer: euroCustomers[0]!,
  payments: [
    {
      ...adaDetail.payments[0]!,
      currency: 'EUR',
      totalCents: 46_20,
      priceCurrency: 'EUR',
      priceCents: 46_20,
    },
    {
      ...adaDetail.payments[0]!,
      sessionId: 's-1',
      paymentId: 'p-1',
      linkName: 'Workshop ticket',
      currency: 'EUR',
      totalCents: 25_00,
      priceCurrency: 'USD',
      priceCents: 27_00,
      createdAt: '2026-06-02T09:10:00Z',
      paidAt: '2026-06-02T09:12:00Z',
    },
  ],
};
