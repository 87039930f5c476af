import { PaymentLink, PublicCreateLinkRequest, PublicLinkListQuery, LinkListResponse } from './payment-links';
import { Checkout, PublicPayment } from './checkout-object';
import {
  PublicCheckoutListQuery,
  PublicCheckoutListResponse,
  PublicCreateCheckoutRequest,
  PublicEventListQuery,
  PublicEventListResponse,
  PublicPaymentListQuery,
  PublicPaymentListResponse,
} from './public-api';
import { API_KEY_LIMITS } from './public-limits';
import { PublicCreateRefundRequest, PublicRefundListQuery, Refund, RefundListResponse } from './refunds';
import type { ApiKeyScope } from './api-keys';
import { route } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const publicPaths = {
  /** The public API, called with an API key (`Authorization: Bearer mrd_...`), never a cookie. */
  publicCheckouts: '/v1/checkouts',
  publicCheckout: '/v1/checkouts/:id',
  publicCheckoutExpire: '/v1/checkouts/:id/expire',
  publicPayments: '/v1/payments',
  publicPayment: '/v1/payments/:id',
  publicEvents: '/v1/events',
  publicPaymentLinks: '/v1/payment-links',
  publicRefunds: '/v1/refunds',
  publicRefund: '/v1/refunds/:id',
} as const;

/** What every public route can be refused with: no key or a bad one, a scope it lacks, too many requests. */
export const publicErrors = ['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'] as const;
/**
 * What every public POST can be refused with besides: its `Idempotency-Key` used for another
 * request, or the key's first request still running.
 */
export const publicWriteErrors = [...publicErrors, 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'] as const;

/** What every public route is: called with an API key holding `scope`, no session, within the key's rate limit. */
const withKey = (scope: ApiKeyScope) =>
  ({ session: 'none', apiKey: { scope }, limits: [API_KEY_LIMITS.publicApiKey] }) as const;

/**
 * The public API (`/v1`), called with an API key by a store or a program. Every POST takes an
 * `Idempotency-Key` header: the same key and body answer the same result for 24 hours.
 */
export const publicRoutes = {
  publicCreateCheckout: route({
    method: 'POST',
    path: publicPaths.publicCheckouts,
    summary: 'Create a checkout for an order: an amount in USD the buyer pays on the page at `url`, until `expiresAt`',
    ...withKey('checkouts:write'),
    request: PublicCreateCheckoutRequest,
    status: 201,
    response: Checkout,
    errors: [...publicWriteErrors, 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
  }),
  publicListCheckouts: route({
    method: 'GET',
    path: publicPaths.publicCheckouts,
    summary:
      "The store's checkouts, newest first, or oldest first with `order=asc`; by order reference (reconciliation)",
    ...withKey('checkouts:read'),
    query: PublicCheckoutListQuery,
    status: 200,
    response: PublicCheckoutListResponse,
    errors: publicErrors,
  }),
  publicGetCheckout: route({
    method: 'GET',
    path: publicPaths.publicCheckout,
    summary: 'Read a checkout: its status, and its payment once one arrived',
    ...withKey('checkouts:read'),
    status: 200,
    response: Checkout,
    errors: [...publicErrors, 'NOT_FOUND'],
  }),
  publicExpireCheckout: route({
    method: 'POST',
    path: publicPaths.publicCheckoutExpire,
    summary: 'End a checkout now (the order changed, or was cancelled): final, it can no longer be paid',
    ...withKey('checkouts:write'),
    status: 200,
    response: Checkout,
    errors: [...publicWriteErrors, 'NOT_FOUND', 'CHECKOUT_NOT_EXPIRABLE'],
  }),
  publicGetPayment: route({
    method: 'GET',
    path: publicPaths.publicPayment,
    summary: 'Read a payment: its status on its chain and the checkout it pays',
    ...withKey('payments:read'),
    status: 200,
    response: PublicPayment,
    errors: [...publicErrors, 'NOT_FOUND'],
  }),
  publicListPayments: route({
    method: 'GET',
    path: publicPaths.publicPayments,
    summary: 'Payments detected since a time, newest first, or oldest first with `order=asc` (reconciliation)',
    ...withKey('payments:read'),
    query: PublicPaymentListQuery,
    status: 200,
    response: PublicPaymentListResponse,
    errors: publicErrors,
  }),
  publicListEvents: route({
    method: 'GET',
    path: publicPaths.publicEvents,
    summary:
      'Events, newest first, or oldest first after the last one handled with `order=asc&after=<event id>` (reconciliation)',
    ...withKey('events:read'),
    query: PublicEventListQuery,
    status: 200,
    response: PublicEventListResponse,
    errors: publicErrors,
  }),
  publicCreatePaymentLink: route({
    method: 'POST',
    path: publicPaths.publicPaymentLinks,
    summary: 'Create a static payment link or a donation link',
    ...withKey('payment_links:write'),
    request: PublicCreateLinkRequest,
    status: 201,
    response: PaymentLink,
    errors: [...publicWriteErrors, 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
  }),
  publicListPaymentLinks: route({
    method: 'GET',
    path: publicPaths.publicPaymentLinks,
    summary: 'Payment links, newest first',
    ...withKey('payment_links:read'),
    query: PublicLinkListQuery,
    status: 200,
    response: LinkListResponse,
    errors: publicErrors,
  }),
  publicCreateRefund: route({
    method: 'POST',
    path: publicPaths.publicRefunds,
    summary:
      "Refund all or part of a checkout's confirmed payment (or a payment's) in its token; an amount with `currency` is in the checkout's price currency, converted at its locked rate",
    ...withKey('refunds:write'),
    request: PublicCreateRefundRequest,
    status: 201,
    response: Refund,
    errors: [...publicWriteErrors, 'NOT_FOUND', 'PAYMENT_NOT_REFUNDABLE', 'REFUND_EXCEEDS_PAYMENT'],
  }),
  publicListRefunds: route({
    method: 'GET',
    path: publicPaths.publicRefunds,
    summary: "Refunds, newest first; a checkout's or a payment's",
    ...withKey('refunds:read'),
    query: PublicRefundListQuery,
    status: 200,
    response: RefundListResponse,
    errors: publicErrors,
  }),
  publicGetRefund: route({
    method: 'GET',
    path: publicPaths.publicRefund,
    summary: 'Read a refund: its state, address, transaction and confirmations',
    ...withKey('refunds:read'),
    status: 200,
    response: Refund,
    errors: [...publicErrors, 'NOT_FOUND'],
  }),
};
