import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserLocale,
  loadCatalog,
  localeStorageKey,
  readInitialLocale,
  readSavedLocale,
  saveLocale,
} from './locales';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

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

describe('the language of a first visit', () => {
  it.each([
    [['fr-FR', 'en-US'], 'fr'],
    [['de-DE', 'pt-BR', 'es'], 'pt'],
    [['es-419'], 'es'],
    [['PT'], 'pt'],
    [['de', 'ja'], null],
    [[], null],
  ])('follows the browser: %j gives %j', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });

  it('is the one saved on this device, else the browser’s first known one, else English', () => {
    vi.stubGlobal('navigator', { languages: ['de-CH', 'fr-CH', 'en'] });
    expect(readInitialLocale()).toBe('fr');
    saveLocale('es');
    expect(readInitialLocale()).toBe('es');
    localStorage.clear();
    vi.stubGlobal('navigator', { languages: ['de-CH', 'ja'] });
    expect(readInitialLocale()).toBe('en');
  });
});
