/**
 * An example per public operation (its request body when it takes one, and its answer): what a
 * reader of the document and a generated client's documentation show. They are checked against
 * the document's own schemas (openapi-document.test.ts, and `redocly lint`).
 */
import { ApiPath, WOOCOMMERCE_EVENT_TYPES, WOOCOMMERCE_KEY_SCOPES } from '@meridian/contract';
import { WEBHOOK_ENDPOINT_EXAMPLES } from '../openapi-webhook-examples';

const SAMPLE_ID = '8b0e1c55-2f5c-4c6b-9d44-5f6a1f0c2d31';
const SAMPLE_COMPANY_ID = '3f2a9d1e-7b4c-4e8a-9c61-0d5b2e7f8a90';
const SAMPLE_TIME = '2026-06-15T10:30:00.000Z';
const SAMPLE_LINK = {
  id: SAMPLE_ID,
  companyId: SAMPLE_COMPANY_ID,
  type: 'static',
  name: 'Coffee subscription',
  status: 'active',
  environment: 'test',
  currency: 'EUR',
  amount: '19.00',
  minimumAmount: null,
  suggestedAmounts: [],
  message: null,
  redirectUrl: null,
  payoutWalletId: '5c7e2b10-93d4-4f1a-8e2b-6a0f9c3d4e51',
  options: { collectEmail: false, collectBillingDetails: false, includeVat: false, vatRate: null },
  recipient: null,
  summary: null,
  slug: 'q8Zt3kV1bN0xY7wR2cLm5A',
  url: 'https://dashboard.example/pay/q8Zt3kV1bN0xY7wR2cLm5A',
  createdAt: SAMPLE_TIME,
  updatedAt: SAMPLE_TIME,
};
const SAMPLE_PAYMENT = {
  id: '8b1f0c52-6d3e-4a7b-9c21-5e4f3a2d1c0b',
  mode: 'test',
  status: 'confirmed',
  checkoutId: SAMPLE_ID,
  paymentLinkId: null,
  lateForCheckoutId: null,
  chainId: 1287,
  txHash: '0x5f2a9c1e7b3d4f60a8e2c9b1d7f3a5e4c2b0d9e8f7a6b5c4d3e2f1a0b9c8d7e6',
  from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  token: { symbol: 'USDC', contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
  amount: '53892004',
  detectedAt: SAMPLE_TIME,
  confirmedAt: SAMPLE_TIME,
  revertedAt: null,
};
const SAMPLE_CHECKOUT = {
  id: SAMPLE_ID,
  mode: 'test',
  status: 'open',
  exception: null,
  amount: '49.90',
  currency: 'EUR',
  rate: null,
  rateSource: null,
  rateAt: null,
  description: 'Two bags of Ethiopian beans',
  orderReference: 'WC-1042',
  metadata: { cart: 'c_9' },
  paymentLinkId: null,
  url: 'https://dashboard.example/pay/Jx2pQ9s4Tn6vW8yZ1aBcDe',
  returnUrl: 'https://shop.example/thanks',
  expiresAt: '2026-06-16T10:30:00.000Z',
  payment: null,
  createdAt: SAMPLE_TIME,
};
/** Paid in USDC at the rate locked when the payer opened it: euros per USDC, from Kraken. */
const SAMPLE_PAID_CHECKOUT = {
  ...SAMPLE_CHECKOUT,
  status: 'paid',
  rate: '0.925925925925925926',
  rateSource: 'kraken',
  rateAt: '2026-06-15T10:31:00.000Z',
  payment: SAMPLE_PAYMENT,
};

/** The examples of the public operations, by `METHOD path` (the contract's path). */
const SAMPLE_REFUND = {
  id: '5c7d2e19-8a4b-4f3c-b1d6-2e9f0a8c7b64',
  mode: 'test',
  state: 'awaiting_address',
  paymentId: SAMPLE_PAYMENT.id,
  checkoutId: SAMPLE_ID,
  chainId: 1287,
  token: SAMPLE_PAYMENT.token,
  amount: '10000000',
  priceAmount: '10.00',
  currency: 'USD',
  reason: 'Order #1042: one bag returned',
  address: null,
  paymentFrom: SAMPLE_PAYMENT.from,
  linkExpiresAt: '2026-07-15T10:30:00.000Z',
  linkMailed: true,
  txHash: null,
  from: null,
  confirmations: null,
  problem: null,
  createdAt: SAMPLE_TIME,
  updatedAt: SAMPLE_TIME,
  addressAt: null,
  sentAt: null,
  confirmedAt: null,
  cancelledAt: null,
  failedAt: null,
};

export const PUBLIC_EXAMPLES: Record<string, { request?: unknown; response: unknown }> = {
  [`POST ${ApiPath.publicCheckouts}`]: {
    request: {
      amount: '49.90',
      currency: 'EUR',
      description: 'Two bags of Ethiopian beans',
      orderReference: 'WC-1042',
      returnUrl: 'https://shop.example/thanks',
      metadata: { cart: 'c_9' },
    },
    response: SAMPLE_CHECKOUT,
  },
  [`GET ${ApiPath.publicCheckouts}`]: {
    response: { checkouts: [SAMPLE_PAID_CHECKOUT], total: 1, nextCursor: null, hasMore: false },
  },
  [`GET ${ApiPath.publicCheckout}`]: { response: SAMPLE_PAID_CHECKOUT },
  [`POST ${ApiPath.publicCheckoutExpire}`]: { response: { ...SAMPLE_CHECKOUT, status: 'expired' } },
  [`GET ${ApiPath.publicPayment}`]: { response: SAMPLE_PAYMENT },
  [`GET ${ApiPath.publicPayments}`]: {
    response: { payments: [SAMPLE_PAYMENT], total: 1, nextCursor: null, hasMore: false },
  },
  [`GET ${ApiPath.publicEvents}`]: {
    response: {
      events: [
        {
          id: '1042',
          type: 'checkout.paid',
          mode: 'test',
          objectType: 'checkout',
          objectId: SAMPLE_ID,
          data: SAMPLE_PAID_CHECKOUT,
          createdAt: SAMPLE_TIME,
        },
      ],
      total: 1,
      nextCursor: null,
      hasMore: false,
    },
  },
  [`POST ${ApiPath.publicPaymentLinks}`]: {
    request: { type: 'static', name: 'Coffee subscription', currency: 'EUR', amount: '19.00' },
    response: SAMPLE_LINK,
  },
  [`GET ${ApiPath.publicPaymentLinks}`]: {
    response: { links: [SAMPLE_LINK], total: 1, nextCursor: null, hasMore: false },
  },
  [`POST ${ApiPath.publicWooCommercePair}`]: {
    request: {
      code: '7K3QD-9XHMP-2RTVB-WC4NJ-8FZ6E',
      storeUrl: 'https://shop.example/',
      webhookUrl: 'https://shop.example/?wc-api=meridian_payments',
    },
    response: {
      apiKey: 'mrd_test_2Bq9XkT4vN7pL1sR8wY3zC6mF0hJ5dG9aQe3Ud2Kx',
      webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw4F8uZWfy6pY=',
      environment: 'test',
      // What every pairing's key and endpoint are given.
      scopes: [...WOOCOMMERCE_KEY_SCOPES],
      eventTypes: [...WOOCOMMERCE_EVENT_TYPES],
    },
  },
  [`POST ${ApiPath.publicRefunds}`]: {
    request: { checkoutId: SAMPLE_ID, amount: '10.00', currency: 'USD', reason: 'Order #1042: one bag returned' },
    response: SAMPLE_REFUND,
  },
  [`GET ${ApiPath.publicRefunds}`]: {
    response: { refunds: [SAMPLE_REFUND], total: 1, nextCursor: null, hasMore: false },
  },
  [`GET ${ApiPath.publicRefund}`]: { response: SAMPLE_REFUND },
  ...WEBHOOK_ENDPOINT_EXAMPLES,
};
