import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error';
import { isRetryable, maxRetries, retryDelay } from './retry';

describe('retry policy', () => {
  it('backs off min(1000 * 2^n, 30000) ms', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(maxRetries).toBe(3);
  });

  it.each([
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', 'offline'), true],
    ['a server error', new ApiError(500, 'INTERNAL', 'boom'), true],
    ['a bad gateway page', new ApiError(502, 'HTTP_ERROR', 'bad gateway'), true],
    ['a validation error', new ApiError(400, 'VALIDATION_FAILED', 'bad'), false],
    ['an expired session', new ApiError(401, 'SESSION_EXPIRED', 'Session expired'), false],
    ['a missing object', new ApiError(404, 'NOT_FOUND', 'gone'), false],
    ['rate limiting', new ApiError(429, 'RATE_LIMITED', 'slow down'), false],
    ['an answer of the wrong shape', new ApiError(200, 'INVALID_RESPONSE', 'shape'), false],
    ['a programming error', new TypeError('x is undefined'), false],
  ])('retries %s: %s', (_what, error, expected) => {
    expect(isRetryable(error)).toBe(expected);
  });
});
