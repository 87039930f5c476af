/**
 * Rate limits a route declares: at most `max` requests per `windowSeconds` for each caller
 * (`user`: the signed-in account; `ip`: the client's address; `path`: one object the path names). Over the limit the server answers
 * 429 RATE_LIMITED with `retryAfterSeconds` and a `Retry-After` header, before the handler runs.
 * A request refused for another reason (validation, permission, conflict) does not count.
 */
export interface RouteLimit {
  /** Names the counter; two routes with the same name and `per` share it. */
  name: string;
  /** `path`: the value of the path parameter `param` (a payment link's slug); `apiKey`: the key a public route is called with. */
  per: 'user' | 'ip' | 'path' | 'apiKey';
  param?: string;
  max: number;
  windowSeconds: number;
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * Every rate limit of the API, in one place (docs/decisions.md, "Rate limits"). Login failures,
 * resent codes and texts per account have their own rules (LOGIN_MAX_FAILURES, the one-minute
 * cooldown, PHONE_CODES_PER_DAY).
 */
export const RATE_LIMITS = {
  /** New profile pictures: each is decoded and re-encoded, and stored. */
  profileImageUser: { name: 'profile-image', per: 'user', max: 20, windowSeconds: HOUR },
  profileImageIp: { name: 'profile-image', per: 'ip', max: 60, windowSeconds: HOUR },
  /** New workspaces. */
  workspaceUser: { name: 'create-workspace', per: 'user', max: 10, windowSeconds: DAY },
  workspaceIp: { name: 'create-workspace', per: 'ip', max: 30, windowSeconds: DAY },
  /** Invitations: each sends a mail to an address the sender chose. */
  inviteUser: { name: 'invite', per: 'user', max: 50, windowSeconds: HOUR },
  inviteIp: { name: 'invite', per: 'ip', max: 150, windowSeconds: HOUR },
  /** Phone codes across accounts: each is a paid text message to a number the caller chose. */
  phoneCodeIp: { name: 'phone-code', per: 'ip', max: 20, windowSeconds: HOUR },
  /** Exchange rates, read by every checkout page. */
  exchangeRateIp: { name: 'exchange-rate', per: 'ip', max: 120, windowSeconds: 60 },
  /**
   * A link's public face, per payer. Not per link: a count of every client's requests would let
   * a few clients close a link to everyone else.
   */
  checkoutLinkIp: { name: 'checkout-link', per: 'ip', max: 120, windowSeconds: 10 * 60 },
  /**
   * Session openings, per payer: each holds a unique amount on the payout address for a day. A
   * link's own ceiling counts open sessions, not requests (CHECKOUT_OPEN_SESSIONS).
   */
  checkoutOpenIp: { name: 'checkout-open', per: 'ip', max: 20, windowSeconds: 10 * 60 },
  /** A session read about once a second while its page is open. */
  checkoutReadIp: { name: 'checkout-read', per: 'ip', max: 1200, windowSeconds: 10 * 60 },
  /** Transaction hashes sent by the payer's wallet: each is checked on the chain. */
  checkoutTransactionIp: { name: 'checkout-transaction', per: 'ip', max: 60, windowSeconds: 10 * 60 },
  /**
   * Connection codes a WooCommerce plugin exchanges, per client: every attempt counts, right or
   * wrong, so that guessing a 125-bit code is hopeless; per client only, so that nobody can use
   * up another store's attempts.
   */
  woocommercePairIp: { name: 'woocommerce-pair', per: 'ip', max: 10, windowSeconds: 10 * 60 },
} as const satisfies Record<string, RouteLimit>;

/**
 * The limits of the routes a browser never loads (the webhook pages' test event, the public API
 * and its key check), in objects of their own so that the dashboard's first load, which needs
 * `RATE_LIMITS` for its routes, does not carry them. The same machinery counts them.
 */
export const WEBHOOK_LIMITS = {
  /**
   * Test events: each is a signed request to an address a member chose. Per endpoint, so that a
   * workspace's members together cannot flood one receiver; per member, so that one member
   * cannot flood many.
   */
  testEndpoint: { name: 'webhook-test', per: 'path', param: 'endpointId', max: 10, windowSeconds: 10 * 60 },
  testUser: { name: 'webhook-test', per: 'user', max: 60, windowSeconds: HOUR },
} as const satisfies Record<string, RouteLimit>;

export const API_KEY_LIMITS = {
  /** The public API, per key: every route of /v1 counts against one budget. */
  publicApiKey: { name: 'public-api', per: 'apiKey', max: 600, windowSeconds: 60 },
  /**
   * Failed API keys (missing, mistyped, unknown, revoked, expired), per client address: over it
   * the address gets 429 before any key it sends is looked up, its valid keys included, until
   * the window frees it. Per address only: nobody can lock out another client or a valid key
   * used elsewhere. Not a route's limit: counted by the key check itself.
   */
  apiKeyFailureIp: { name: 'api-key-failure', per: 'ip', max: 30, windowSeconds: 10 * 60 },
  /**
   * The public API's OpenAPI document (GET /v1/openapi.json, no key), per client address: a
   * generator reads it once; each answer is some 300 KB.
   */
  publicDocumentIp: { name: 'public-openapi', per: 'ip', max: 60, windowSeconds: 60 },
} as const satisfies Record<string, RouteLimit>;

/**
 * Open checkout sessions (open, unpaid, not expired) a link holds, counted when one is opened:
 * at most `perClient` per client address (a client asking again with the same choices gets its
 * own open session back instead of a new one) and `perLink` in all. Sessions that are paid,
 * being paid or expired never count, so a client can hold no more than `perClient` of the
 * `perLink`: it takes `perLink / perClient` addresses to fill a link, and a new customer pays
 * as soon as one of the open sessions expires (20 minutes in the coin).
 */
export const CHECKOUT_OPEN_SESSIONS = { perClient: 5, perLink: 200 } as const;

/**
 * Sign-ups, counted by the handler once the body is read: per client address and per e-mail
 * address (a body field, so not a route-declared limit). Every attempt counts, refused or not.
 */
export const SIGNUP_LIMITS = {
  perClient: { max: 100, windowSeconds: HOUR },
  perAddress: { max: 5, windowSeconds: HOUR },
} as const;
