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
} as const;

/** What every public route can be refused with: no key or a bad one, a scope it lacks, too many requests. */
export const publicErrors = ['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'] as const;
/**
 * What every public POST can be refused with besides: its `Idempotency-Key` used for another
 * request, or the key's first request still running.
 */
export const publicWriteErrors = [...publicErrors, 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_KEY_IN_USE'] as const;
const limits = [API_KEY_LIMITS.publicApiKey];

/**
 * The public API (`/v1`), called with an API key by a store or a program. Every POST takes an
 * `Idempotency-Key` header: the same key and body answer the same result for 24 hours.
 */
export const publicRoutes = {
  publicCreateCheckout: route({
    method: 'POST',
    path: publicPaths.publicCheckouts,
    summary: 'Create a checkout for an order: an amount in USD the buyer pays on the page at `url`, until `expiresAt`',
    session: 'none',
    apiKey: { scope: 'checkouts:write' },
    request: PublicCreateCheckoutRequest,
    status: 201,
    response: Checkout,
    errors: [...publicWriteErrors, 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
    limits,
  }),
  publicListCheckouts: route({
    method: 'GET',
    path: publicPaths.publicCheckouts,
    summary:
      "The store's checkouts, newest first, or oldest first with `order=asc`; by order reference (reconciliation)",
    session: 'none',
    apiKey: { scope: 'checkouts:read' },
    query: PublicCheckoutListQuery,
    status: 200,
    response: PublicCheckoutListResponse,
    errors: publicErrors,
    limits,
  }),
  publicGetCheckout: route({
    method: 'GET',
    path: publicPaths.publicCheckout,
    summary: 'Read a checkout: its status, and its payment once one arrived',
    session: 'none',
    apiKey: { scope: 'checkouts:read' },
    status: 200,
    response: Checkout,
    errors: [...publicErrors, 'NOT_FOUND'],
    limits,
  }),
  publicExpireCheckout: route({
    method: 'POST',
    path: publicPaths.publicCheckoutExpire,
    summary: 'End a checkout now (the order changed, or was cancelled): final, it can no longer be paid',
    session: 'none',
    apiKey: { scope: 'checkouts:write' },
    status: 200,
    response: Checkout,
    errors: [...publicWriteErrors, 'NOT_FOUND', 'CHECKOUT_NOT_EXPIRABLE'],
    limits,
  }),
  publicGetPayment: route({
    method: 'GET',
    path: publicPaths.publicPayment,
    summary: 'Read a payment: its status on its chain and the checkout it pays',
    session: 'none',
    apiKey: { scope: 'payments:read' },
    status: 200,
    response: PublicPayment,
    errors: [...publicErrors, 'NOT_FOUND'],
    limits,
  }),
  publicListPayments: route({
    method: 'GET',
    path: publicPaths.publicPayments,
    summary: 'Payments detected since a time, newest first, or oldest first with `order=asc` (reconciliation)',
    session: 'none',
    apiKey: { scope: 'payments:read' },
    query: PublicPaymentListQuery,
    status: 200,
    response: PublicPaymentListResponse,
    errors: publicErrors,
    limits,
  }),
  publicListEvents: route({
    method: 'GET',
    path: publicPaths.publicEvents,
    summary:
      'Events, newest first, or oldest first after the last one handled with `order=asc&after=<event id>` (reconciliation)',
    session: 'none',
    apiKey: { scope: 'events:read' },
    query: PublicEventListQuery,
    status: 200,
    response: PublicEventListResponse,
    errors: publicErrors,
    limits,
  }),
  publicCreatePaymentLink: route({
    method: 'POST',
    path: publicPaths.publicPaymentLinks,
    summary: 'Create a static payment link or a donation link',
    session: 'none',
    apiKey: { scope: 'payment_links:write' },
    request: PublicCreateLinkRequest,
    status: 201,
    response: PaymentLink,
    errors: [...publicWriteErrors, 'TIER_LIMIT_EXCEEDED', 'RATE_UNAVAILABLE'],
    limits,
  }),
  publicListPaymentLinks: route({
    method: 'GET',
    path: publicPaths.publicPaymentLinks,
    summary: 'Payment links, newest first',
    session: 'none',
    apiKey: { scope: 'payment_links:read' },
    query: PublicLinkListQuery,
    status: 200,
    response: LinkListResponse,
    errors: publicErrors,
    limits,
  }),
};
