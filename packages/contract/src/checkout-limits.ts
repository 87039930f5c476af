// The checkout page's routes' limits, in a module of their own: the payer's page loads them, and
// the dashboard's first load (where `limits.ts` sits, for its own routes) does not. The same
// machinery counts them (`RouteLimit`); a link's own ceiling of open sessions is
// `CHECKOUT_OPEN_SESSIONS`.
import type { RouteLimit } from './limits';

export const CHECKOUT_LIMITS = {
  /** Exchange rates, read by every checkout page. */
  exchangeRateIp: { name: 'exchange-rate', per: 'ip', max: 120, windowSeconds: 60 },
  /**
   * A link's public face, per payer. Not per link: a count of every client's requests would let
   * a few clients close a link to everyone else.
   */
  linkIp: { name: 'checkout-link', per: 'ip', max: 120, windowSeconds: 10 * 60 },
  /**
   * Session openings, per payer: each holds a unique amount on the payout address for a day. A
   * link's own ceiling counts open sessions, not requests (CHECKOUT_OPEN_SESSIONS).
   */
  openIp: { name: 'checkout-open', per: 'ip', max: 20, windowSeconds: 10 * 60 },
  /** A session read about once a second while its page is open. */
  readIp: { name: 'checkout-read', per: 'ip', max: 1200, windowSeconds: 10 * 60 },
  /** Transaction hashes sent by the payer's wallet: each is checked on the chain. */
  transactionIp: { name: 'checkout-transaction', per: 'ip', max: 60, windowSeconds: 10 * 60 },
  /** Card and bank transfer: the offer read, and orders started at the on-ramp provider. */
  onrampIp: { name: 'checkout-onramp', per: 'ip', max: 60, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RouteLimit>;
