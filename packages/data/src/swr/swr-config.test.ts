import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfiguration } from 'swr/_internal';
import { ApiError } from '../client/api-error';
import { createExpiringCache } from './expiring-cache';
import { createSwrConfig } from './swr-config';

describe('the SWR configuration', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const config = createSwrConfig(createExpiringCache());

  it('retries a failed load 3 times after 1, 2 and 4 seconds, then gives up', () => {
    const onErrorRetry = config.onErrorRetry!;
    const revalidate = vi.fn();
    const error = new ApiError(503, 'HTTP_ERROR', 'unavailable');
    const waits: number[] = [];
    for (const retryCount of [1, 2, 3, 4]) {
      onErrorRetry(error, 'key', config as PublicConfiguration, revalidate, { retryCount, dedupe: true });
      const before = revalidate.mock.calls.length;
      let waited = 0;
      while (revalidate.mock.calls.length === before && waited < 60_000) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(revalidate.mock.calls.length === before ? Infinity : waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, Infinity]);
    expect(revalidate.mock.calls.map(([options]) => options)).toEqual([
      { retryCount: 1 },
      { retryCount: 2 },
      { retryCount: 3 },
    ]);
  });

  it('does not retry 4xx answers', () => {
    const shouldRetry = config.shouldRetryOnError;
    expect(typeof shouldRetry).toBe('function');
    if (typeof shouldRetry !== 'function') return;
    expect(shouldRetry(new ApiError(404, 'NOT_FOUND', 'gone'))).toBe(false);
    expect(shouldRetry(new ApiError(401, 'SESSION_EXPIRED', 'Session expired'))).toBe(false);
    expect(shouldRetry(new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(true);
  });
});
