// The limits of the routes a browser never loads first (the webhook pages' test event, the
// public API, its key check and the WooCommerce pairing), in a module of their own: a module is
// placed whole in one chunk, and `limits.ts` sits in the dashboard's first load, which needs
// `RATE_LIMITS` for its own routes. The same machinery counts them (`RouteLimit`).
import { HOUR, type RouteLimit } from './limits';

/** The webhook pages' test event. */
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
  /**
   * Connection codes a WooCommerce plugin exchanges, per client: every attempt counts, right or
   * wrong, so that guessing a 125-bit code is hopeless; per client only, so that nobody can use
   * up another store's attempts.
   */
  woocommercePairIp: { name: 'woocommerce-pair', per: 'ip', max: 10, windowSeconds: 10 * 60 },
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
