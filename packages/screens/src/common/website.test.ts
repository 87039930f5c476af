import { describe, expect, it } from 'vitest';
import { isWebsiteUrl, normalizeWebsiteUrl } from './website';

describe('normalizeWebsiteUrl', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  shop.example.com/store  ', 'https://shop.example.com/store'],
    ['www.example.com', 'https://www.example.com'],
    ['//example.com', 'https://example.com'],
    ['example.com:8080/path?q=1', 'https://example.com:8080/path?q=1'],
  ])('prefixes https:// when no scheme is given: %s', (input, expected) => {
    expect(normalizeWebsiteUrl(input)).toBe(expected);
  });

  it.each(['https://example.com', 'http://example.com', 'HTTPS://Example.com', 'ftp://files.example.com'])(
    'keeps the scheme the person typed: %s',
    (input) => {
      expect(normalizeWebsiteUrl(input)).toBe(input);
    },
  );

  it.each(['', '   ', '\t\n'])('drops an empty address: %j', (input) => {
    expect(normalizeWebsiteUrl(input)).toBeUndefined();
  });
});

describe('isWebsiteUrl', () => {
  it.each(['https://example.com', 'http://shop.example.co.uk/store', 'https://example.com:8080/a?b=c'])(
    'accepts %s',
    (url) => expect(isWebsiteUrl(url)).toBe(true),
  );

  it.each(['https://localhost', 'ftp://files.example.com', 'https://exa mple.com', 'https://example.', 'https://'])(
    'refuses %s',
    (url) => expect(isWebsiteUrl(url)).toBe(false),
  );
});
