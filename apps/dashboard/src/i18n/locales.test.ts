import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog, localeStorageKey, readSavedLocale, saveLocale } from './locales';

afterEach(() => localStorage.clear());

describe('the interface language', () => {
  it('starts in the saved language', () => {
    saveLocale('fr');
    expect(localStorage.getItem(localeStorageKey)).toBe('fr');
    expect(readSavedLocale()).toBe('fr');
  });

  it.each([null, '', 'de', 'FR', 'en-US'])('falls back to English for %j', (saved) => {
    if (saved !== null) localStorage.setItem(localeStorageKey, saved);
    expect(readSavedLocale()).toBe('en');
  });

  it('loads the catalog of each language', async () => {
    const [en, pt] = await Promise.all([loadCatalog('en'), loadCatalog('pt')]);
    expect(en['app.pageTitle']).toBe('{page} · Meridian');
    expect(pt['app.pages.login']).toBe('Entrar');
  });
});
