import { LANGUAGES, type Language } from '@meridian/contract';
import type { MessageFormatElement } from 'react-intl';
import { chooseLocale, localeStorageKey, matchLanguage, readStoredLocale } from '../first-load';

export type Locale = Language;
export const locales: readonly Locale[] = LANGUAGES;
export const defaultLocale: Locale = 'en';

/**
 * Where the display-language preference is kept on this device: set by the guest pages'
 * language picker, and by the account's language once signed in. (The rules that pick the
 * first language live in `first-load.ts`, which a production build also runs before the app to
 * fetch that language's catalog early.)
 */
export { localeStorageKey };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language saved on this device, or `null` when there is none (or it is not a known locale). */
function savedLocale(): Locale | null {
  const saved = readStoredLocale();
  return isLocale(saved) ? saved : null;
}

/** The saved preference; English when there is none or it is not a known locale. */
export function readSavedLocale(): Locale {
  return savedLocale() ?? defaultLocale;
}

/**
 * The first of the browser's languages (`navigator.languages`, most preferred first) that the
 * interface speaks, matched by primary subtag (`pt-BR` is `pt`); `null` when none is.
 */
export function browserLocale(
  languages: readonly string[] | undefined = globalThis.navigator?.languages,
): Locale | null {
  return matchLanguage(locales, languages);
}

/**
 * The language to start in: the one saved on this device, else the browser's, else English.
 * Once signed in, the account's language takes over (useFollowUserLanguage).
 */
export function readInitialLocale(): Locale {
  return chooseLocale(locales, defaultLocale, readStoredLocale(), globalThis.navigator?.languages);
}

export function saveLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(localeStorageKey, locale);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}

/**
 * A language's messages: ICU strings from `locales/<locale>.json` in development and tests, and
 * in a production build the same messages precompiled (scripts/i18n-compile.mjs), which lets
 * the build leave the ICU parser out.
 */
export type Catalog = Record<string, string> | Record<string, MessageFormatElement[]>;

/** Each catalog is its own chunk: a person downloads only the language they read. */
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import('../../../../locales/en.json'),
  es: () => import('../../../../locales/es.json'),
  fr: () => import('../../../../locales/fr.json'),
  pt: () => import('../../../../locales/pt.json'),
};

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return (await loaders[locale]()).default;
}
