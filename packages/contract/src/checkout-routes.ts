import {
  CheckoutLink,
  CheckoutSession,
  ExchangeRate,
  ExchangeRateQuery,
  OpenCheckoutRequest,
  SubmitTransactionRequest,
} from './checkout';
import { CHECKOUT_LIMITS } from './checkout-limits';
import { route } from './route-definition';

/** The paths of this area's routes (`ApiPath` gathers every area's). */
export const checkoutPaths = {
  exchangeRate: '/exchange-rate',
  checkoutLink: '/checkout/:slug',
  checkoutSessions: '/checkout/:slug/sessions',
  checkoutSession: '/checkout-session/:id',
  checkoutTransaction: '/checkout-session/:id/transaction',
} as const;

/**
 * The payer's side of a payment link: public routes (no session), each rate-limited per client
 * address and, for a link, per link. They show a link's public face and nothing else of its
 * workspace; an unknown slug or session is 404 NOT_FOUND.
 */
export const checkoutRoutes = {
  exchangeRate: route({
    method: 'GET',
    path: checkoutPaths.exchangeRate,
    summary:
      'The exchange rate of a token in USD (`pairing=GLMR/USD`), cached for a minute; 503 RATE_UNAVAILABLE when none is younger than 10 minutes',
    session: 'none',
    query: ExchangeRateQuery,
    status: 200,
    response: ExchangeRate,
    errors: ['RATE_UNAVAILABLE'],
    limits: [CHECKOUT_LIMITS.exchangeRateIp],
  }),
  getCheckoutLink: route({
    method: 'GET',
    path: checkoutPaths.checkoutLink,
    summary:
      "A payment link's public face by its slug: the merchant's name, the link's name, message, amount, options, the tokens accepted on its chain and whether it can be paid now",
    session: 'none',
    status: 200,
    response: CheckoutLink,
    errors: ['NOT_FOUND'],
    limits: [CHECKOUT_LIMITS.linkIp],
  }),
  openCheckoutSession: route({
    method: 'POST',
    path: checkoutPaths.checkoutSessions,
    summary:
      'Open a checkout session in a token: the rate is locked, the amount made unique on the payout address, 20 minutes in the coin and 60 in a stablecoin (a dynamic link answers its one session; a client asking again with the same choices gets its own open session back). 429 RATE_LIMITED when the client already holds 5 open sessions of the link, or the link 200',
    session: 'none',
    request: OpenCheckoutRequest,
    status: 201,
    response: CheckoutSession,
    // CHECKOUT_EXPIRED: a store's checkout past its deadline, or ended by the store (final).
    errors: [
      'NOT_FOUND',
      'LINK_UNAVAILABLE',
      'LINK_ALREADY_PAID',
      'CHECKOUT_EXPIRED',
      'TIER_LIMIT_EXCEEDED',
      'RATE_UNAVAILABLE',
    ],
    limits: [CHECKOUT_LIMITS.openIp],
  }),
  getCheckoutSession: route({
    method: 'GET',
    path: checkoutPaths.checkoutSession,
    summary: "A checkout session: what to pay, where, and the payment's progress (poll about once a second)",
    session: 'none',
    status: 200,
    response: CheckoutSession,
    errors: ['NOT_FOUND'],
    limits: [CHECKOUT_LIMITS.readIp],
  }),
  submitCheckoutTransaction: route({
    method: 'POST',
    path: checkoutPaths.checkoutTransaction,
    summary:
      "The hash of the transaction the payer's wallet sent: bound to the session only when its receipt shows the session's chain, token, recipient and amount",
    session: 'none',
    request: SubmitTransactionRequest,
    status: 200,
    response: CheckoutSession,
    errors: ['NOT_FOUND', 'CHECKOUT_EXPIRED', 'TRANSACTION_NOT_FOUND', 'TRANSACTION_MISMATCH'],
    limits: [CHECKOUT_LIMITS.transactionIp],
  }),
} as const;
