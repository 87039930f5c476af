import { LANGUAGES, type Language } from '@meridian/contract';

export type Locale = Language;
export const locales: readonly Locale[] = LANGUAGES;
export const defaultLocale: Locale = 'en';

/** Where the display-language preference is kept (the account page will set it too). */
export const localeStorageKey = 'meridian.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The saved preference, read at start-up; English when there is none or it is not a known locale. */
export function readSavedLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(localeStorageKey);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(localeStorageKey, locale);
  } catch {
    // Without storage the choice lasts until the page is reloaded.
  }
}

export type Catalog = Record<string, string>;

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
