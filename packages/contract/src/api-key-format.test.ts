import { describe, expect, it } from 'vitest';
import { apiKeyChecksum, apiKeyMode, base62, composeApiKey, crc32, isWellFormedApiKey } from './api-key-format';
import { hasScope } from './api-keys';

const random = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S';

describe('API key format', () => {
  it('computes CRC-32 as zlib does and writes it in six base62 characters', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(base62(0, 6)).toBe('000000');
    expect(base62(61, 2)).toBe('0z');
    expect(apiKeyChecksum('mrd_test_x')).toMatch(/^[0-9A-Za-z]{6}$/);
  });

  it('accepts a key made by composeApiKey and tells its mode', () => {
    const test = composeApiKey('test', random);
    expect(test).toHaveLength(9 + 37 + 6);
    expect(apiKeyMode(test)).toBe('test');
    expect(apiKeyMode(composeApiKey('live', random))).toBe('live');
  });

  it('refuses a typo, a swapped pair, a truncated key and a mode changed by hand', () => {
    const key = composeApiKey('test', random);
    const typo = `${key.slice(0, 12)}${key[12] === 'x' ? 'y' : 'x'}${key.slice(13)}`;
    const swapped = `${key.slice(0, 10)}${key[11]}${key[10]}${key.slice(12)}`;
    expect(isWellFormedApiKey(typo)).toBe(false);
    expect(isWellFormedApiKey(swapped)).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(key.replace('mrd_test_', 'mrd_live_'))).toBe(false);
    expect(isWellFormedApiKey(`${key} `)).toBe(false);
  });

  it('lets a write scope read', () => {
    expect(hasScope(['checkouts:write'], 'checkouts:read')).toBe(true);
    expect(hasScope(['checkouts:read'], 'checkouts:write')).toBe(false);
    expect(hasScope(['payments:write'], 'checkouts:read')).toBe(false);
  });
});
