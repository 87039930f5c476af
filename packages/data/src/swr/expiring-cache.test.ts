import type { State } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheLifetime, createExpiringCache } from './expiring-cache';

const state = (data: unknown): State => ({ data });

describe('the expiring cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps unused data for 5 minutes after it was written', () => {
    const { cache } = createExpiringCache();
    cache.set('user', state('ada'));
    vi.advanceTimersByTime(cacheLifetime - 1);
    expect(cache.get('user')?.data).toBe('ada');
    vi.advanceTimersByTime(1);
    expect(cache.get('user')).toBeUndefined();
    expect([...cache.keys()]).toEqual([]);
  });

  it('never drops data a mounted hook is reading, and counts 5 minutes from its release', () => {
    const { cache, retain } = createExpiringCache();
    cache.set('user', state('ada'));
    const releaseFirst = retain('user');
    const releaseSecond = retain('user');
    vi.advanceTimersByTime(60 * 60_000);
    expect(cache.get('user')?.data).toBe('ada');
    releaseFirst();
    releaseFirst(); // releasing twice counts once
    vi.advanceTimersByTime(cacheLifetime);
    expect(cache.get('user')?.data).toBe('ada');
    releaseSecond();
    vi.advanceTimersByTime(cacheLifetime - 1);
    expect(cache.get('user')?.data).toBe('ada');
    vi.advanceTimersByTime(1);
    expect(cache.get('user')).toBeUndefined();
  });

  it('restarts the lifetime on every write', () => {
    const { cache } = createExpiringCache();
    cache.set('user', state('ada'));
    vi.advanceTimersByTime(4 * 60_000);
    cache.set('user', state('ada lovelace'));
    vi.advanceTimersByTime(4 * 60_000);
    expect(cache.get('user')?.data).toBe('ada lovelace');
  });

  it('deletes on request', () => {
    const { cache } = createExpiringCache();
    cache.set('user', state('ada'));
    cache.delete('user');
    expect(cache.get('user')).toBeUndefined();
  });
});
