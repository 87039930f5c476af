/**
 * The headers the document names: `Idempotency-Key` on the public API's POSTs, and on answers
 * `X-Request-Id` (every one), the RateLimit-* fields (every answer under /v1), `Retry-After`
 * and `Idempotent-Replayed`. Each is a component, referred to where it applies.
 */
import { API_KEY_LIMITS } from '@meridian/contract';

const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

export const HEADER_COMPONENTS = {
  XRequestId: {
    description:
      "The request's id, in the API's log line for it: quote it when asking about a request. A client's own " +
      '`X-Request-Id` (1 to 128 letters, digits, `.`, `:`, `_` or `-`) is kept; any other gets a new UUID.',
    required: true,
    schema: { type: 'string', maxLength: 128 },
  },
  RateLimitLimit: {
    description:
      `The requests the quota allows per window: ${API_KEY_LIMITS.publicApiKey.max} a minute per API key; ` +
      `without a valid key, the client address's refused keys (${API_KEY_LIMITS.apiKeyFailureIp.max} per ` +
      `${API_KEY_LIMITS.apiKeyFailureIp.windowSeconds / 60} minutes, then 429 before any key is looked up); ` +
      `the public document, ${API_KEY_LIMITS.publicDocumentIp.max} a minute per address.`,
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitRemaining: {
    description:
      'The requests left in the window, this one counted (a request with a valid key refused for another reason ' +
      'is not).',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RateLimitReset: {
    description:
      'Seconds until one more request is allowed (a counted request leaves the window); 0 when none is counted. ' +
      'When Remaining is 0, wait this long.',
    required: true,
    schema: { type: 'integer', minimum: 0 },
  },
  RetryAfter: {
    description: 'Seconds to wait before sending the request again.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  RetryAfterWhenRetryable: {
    description: 'Seconds to wait before sending the same request again, when waiting can help.',
    required: false,
    schema: { type: 'integer', minimum: 1 },
  },
  IdempotentReplayed: {
    description:
      '`true` when the answer is the one kept for an earlier request with the same Idempotency-Key and body: ' +
      'nothing was done again.',
    required: false,
    schema: { type: 'string', enum: ['true'] },
  },
};

/** The Idempotency-Key header every public POST made with a key takes. */
export const PARAMETER_COMPONENTS = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Any unique string (a UUID) of 1 to 255 visible ASCII characters: the same key and body answer the same ' +
      'result for 24 hours without doing it twice (`Idempotent-Replayed: true`); the same key with another body ' +
      'is refused (409 IDEMPOTENCY_KEY_REUSED). A request that failed keeps nothing: a corrected retry may use ' +
      'the same key.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  },
};

export const idempotencyKeyParameter = { $ref: '#/components/parameters/IdempotencyKey' };

/** The headers of an answer with `status` of a route: public (under /v1), a POST made with a key. */
export function responseHeaders(
  status: number,
  route: { isPublic: boolean; idempotent: boolean },
): Record<string, unknown> {
  return {
    'X-Request-Id': ref('XRequestId'),
    ...(route.isPublic
      ? {
          'RateLimit-Limit': ref('RateLimitLimit'),
          'RateLimit-Remaining': ref('RateLimitRemaining'),
          'RateLimit-Reset': ref('RateLimitReset'),
        }
      : {}),
    ...(status === 429 ? { 'Retry-After': ref('RetryAfter') } : {}),
    ...(status === 409 || status === 503 ? { 'Retry-After': ref('RetryAfterWhenRetryable') } : {}),
    ...(route.idempotent && status >= 200 && status < 300 ? { 'Idempotent-Replayed': ref('IdempotentReplayed') } : {}),
  };
}
