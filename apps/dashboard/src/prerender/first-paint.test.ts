import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, localeStorageKey, readInitialLocale } from '../i18n/locales';
import { firstPaintScript } from './first-paint';

/** A built page's `#root` and a template per language of the login page, as `prerender.ts` writes them (in short). */
function writePage() {
  document.documentElement.removeAttribute('class');
  document.documentElement.removeAttribute('lang');
  document.documentElement.style.colorScheme = '';
  document.body.innerHTML = [
    // Without JavaScript the page shows the login page in English (with it, the browser draws
    // nothing of a <noscript>; jsdom parses its content as elements, as if it had none).
    '<div id="root"><noscript><div inert="" class="t-light" data-theme="light"><h1>as built</h1></div></noscript></div>',
    ...locales.map(
      (locale) =>
        `<template data-first-paint="/auth/login" lang="${locale}" data-light="t-light" data-dark="t-dark">` +
        `<div inert="" class="t-light" data-theme="light"><h1>${locale}</h1></div></template>`,
    ),
  ].join('');
}

/** Runs the script as the page does, and answers what `#root` shows (null when nothing). */
function runScript(): string | null {
  // The page's own inline script, as written into it.
  new Function(firstPaintScript)();
  return document.querySelector('#root h1')?.textContent ?? null;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  document.cookie = 'sessionExpiry=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('the first paint’s inline script', () => {
  const saved = [null, 'fr', 'pt', 'es', 'en', 'de', 'FR', '', 'toString', '__proto__'];
  const browsers = [[], ['pt-BR'], ['de-CH', 'es-419', 'en'], ['EN-us'], ['ja', 'zh'], ['fr-CA', 'pt']];
  it.each(saved.flatMap((stored) => browsers.map((languages) => [stored, languages] as const)))(
    'picks the language the app starts in (saved %j, browser %j)',
    (stored, languages) => {
      window.history.replaceState(null, '', '/auth/login');
      if (stored !== null) localStorage.setItem(localeStorageKey, stored);
      vi.stubGlobal('navigator', { languages });
      writePage();
      const expected = readInitialLocale();
      expect(runScript()).toBe(expected);
      expect(document.documentElement.lang).toBe(expected);
    },
  );

  it('puts the device’s theme on the page and its frame', () => {
    window.history.replaceState(null, '', '/auth/login');
    writePage();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }));
    runScript();
    expect(document.documentElement.classList.contains('t-dark')).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(document.querySelector('#root > div')?.className).toBe('t-dark');
    expect(document.querySelector('#root > div')?.getAttribute('data-theme')).toBe('dark');
  });

  it('keeps the light theme without a dark setting', () => {
    window.history.replaceState(null, '', '/auth/login');
    writePage();
    runScript();
    expect(document.documentElement.classList.contains('t-light')).toBe(true);
    expect(document.querySelector('#root > div')?.className).toBe('t-light');
  });

  it.each([
    ['another page', '/dashboard', ''],
    ['the login page with a redirect note', '/auth/login?redirect=%2Fsettings', ''],
    ['a signed-in visitor', '/auth/login', 'sessionExpiry=4102444800000'],
  ])('shows nothing on %s (as without the prerender)', (_label, address, cookie) => {
    window.history.replaceState(null, '', address);
    if (cookie) document.cookie = `${cookie}; path=/`;
    writePage();
    expect(runScript()).toBeNull();
    expect(document.getElementById('root')?.childNodes).toHaveLength(0);
    expect(document.documentElement.className).toBe('');
  });
});
