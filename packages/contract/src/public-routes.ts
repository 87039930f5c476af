import { PaymentLink, PublicCreateLinkRequest, PublicLinkListQuery, LinkListResponse } from './payment-links';
import {
  PublicCheckout,
  PublicCreateCheckoutRequest,
  PublicEventListQuery,
  PublicEventListResponse,
  PublicPaymentListQuery,
  PublicPaymentListResponse,
} from './public-api';
import { RATE_LIMITS } from './limits';
import { route } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const publicPaths = {
  /** The public API, called with an API key (`Authorization: Bearer mrd_...`), never a cookie. */
  publicCheckouts: '/v1/checkouts',
  publicCheckout: '/v1/checkouts/:id',
  publicPayments: '/v1/payments',
  publicEvents: '/v1/events',
  publicPaymentLinks: '/v1/payment-links',
} as const;

/** What every public route can be refused with: no key or a bad one, a scope it lacks, too many requests. */
export const publicErrors = ['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'] as const;
/** What every public POST can be refused with besides: its `Idempotency-Key` used for another body. */
export const publicWriteErrors = [...publicErrors, 'IDEMPOTENCY_KEY_REUSED'] as const;
/** A key's budget, and for a request without a valid key its address's (RateLimit-* headers report them). */
const limits = [RATE_LIMITS.publicApiKey, RATE_LIMITS.publicApiKeyless];

/**
 * The public API (`/v1`), called with an API key by a store or a program. Every POST takes an
 * `Idempotency-Key` header: the same key and body answer the same result for 24 hours.
 */
export const publicRoutes = {
  publicCreateCheckout: route({
    method: 'POST',
    path: publicPaths.publicCheckouts,
    summary: 'Create a checkout for an order: an amount in USD the buyer pays on the page at `url`',
    session: 'none',
    apiKey: { scope: 'checkouts:write' },
    request: PublicCreateCheckoutRequest,
    status: 201,
    response: PublicCheckout,
    errors: [...publicWriteErrors, 'TIER_LIMIT_EXCEEDED'],
    limits,
  }),
  publicGetCheckout: route({
    method: 'GET',
    path: publicPaths.publicCheckout,
    summary: 'Read a checkout: its status, and its payment once a buyer opened it',
    session: 'none',
    apiKey: { scope: 'checkouts:read' },
    status: 200,
    response: PublicCheckout,
    errors: [...publicErrors, 'NOT_FOUND'],
    limits,
  }),
  publicListPayments: route({
    method: 'GET',
    path: publicPaths.publicPayments,
    summary: 'Payments detected since a time, newest first (reconciliation)',
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
    summary: 'Events written since a time, newest first (reconciliation)',
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
    errors: [...publicWriteErrors, 'TIER_LIMIT_EXCEEDED'],
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
