import { describe, expect, it } from 'vitest';
import { browserCountry } from './browser-country';

describe('browserCountry', () => {
  it('reads the country a language names or implies', () => {
    expect(browserCountry(['pt-BR', 'en'])).toBe('BR');
    expect(browserCountry(['es'])).toBe('ES');
  });

  it('skips what names no country, and offers none when nothing does', () => {
    expect(browserCountry(['not a tag', 'fr-CA'])).toBe('CA');
    expect(browserCountry([])).toBeUndefined();
  });
});
