/**
 * The first page's files, asked for at once.
 *
 * Without help the browser finds the first page's code one step at a time: the entry, then the
 * catalog of the language (which the entry awaits before it renders), then the page's chunks
 * (which the router asks for once it runs). A production build therefore serves this module on
 * its own, as a small script ahead of the entry (`first-load-hints.ts` beside the Vite config
 * emits it, with the build's plan: each page's files and each language's catalog). It reads the
 * path being opened and the language the app will start in, and adds a
 * `<link rel="modulepreload">` for that language's catalog and for that page's chunks and the
 * chunks they import, so that they download together with the entry. Other pages' code is
 * left alone. The app then imports them as before, from the browser's cache. A page whose first
 * view needs a public API read (the checkout page: its link) has it started here too, and the
 * app's API client takes that answer rather than asking again (`fetchWithFirstLoadReads`).
 *
 * It imports nothing, so that it stays a few hundred bytes; the app's own language rules
 * (`i18n/locales.ts`) are these same functions.
 */

/** Where the display-language preference is kept on this device. */
export const localeStorageKey = 'meridian.locale';

/** The language saved on this device, as stored (`null` without one, or without storage). */
export function readStoredLocale(): string | null {
  try {
    return globalThis.localStorage?.getItem(localeStorageKey) ?? null;
  } catch {
    return null;
  }
}

/**
 * The first of the browser's languages (most preferred first) that `locales` holds, matched by
 * primary subtag (`pt-BR` is `pt`); `null` when none is.
 */
export function matchLanguage<L extends string>(
  locales: readonly L[],
  languages: readonly string[] | undefined,
): L | null {
  for (const tag of languages ?? []) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const known = locales.find((locale) => locale === primary);
    if (known) return known;
  }
  return null;
}

/** The language to start in: the saved one when it is known, else the browser's, else `fallback`. */
export function chooseLocale<L extends string>(
  locales: readonly L[],
  fallback: L,
  saved: string | null,
  languages: readonly string[] | undefined,
): L {
  return locales.find((locale) => locale === saved) ?? matchLanguage(locales, languages) ?? fallback;
}

/** What a build knows of first loads. */
export interface FirstLoadPlan {
  /** The interface's languages and the one used when neither the device nor the browser names one. */
  locales: string[];
  defaultLocale: string;
  /** The files named below (by index), as the page requests them (`/assets/…`). */
  files: string[];
  /** Each language's catalog chunk. */
  catalogs: Record<string, number>;
  /**
   * Each page's path (`/settings/members`; a `:name` segment stands for any one segment) and
   * the files its code needs beyond the entry's: its route chunks and what they import.
   */
  pages: Record<string, number[]>;
  /**
   * The API reads (GET, public: no session needed) a page starts at once, by page path, with
   * the path's `:name` segments put in (`/pay/:slug` -> `/api/checkout/:slug`).
   */
  reads?: Record<string, string[]>;
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/**
 * The page path of `plan` that `pathname` opens, as the router matches it (a trailing slash
 * and letter case do not matter); `undefined` when none does (`/`, which only redirects, or an
 * unknown path).
 */
export function matchPage(paths: readonly string[], pathname: string): string | undefined {
  const opened = segments(pathname);
  return paths.find((path) => {
    const pattern = segments(path);
    return (
      pattern.length === opened.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === opened[index])
    );
  });
}

/** The files to fetch at once for a first load of `pathname` in `locale`. */
export function firstLoadFiles(plan: FirstLoadPlan, pathname: string, locale: string): string[] {
  const catalog = plan.catalogs[locale];
  const page = matchPage(Object.keys(plan.pages), pathname);
  const indexes = [...(catalog === undefined ? [] : [catalog]), ...(page ? (plan.pages[page] ?? []) : [])];
  return indexes.flatMap((index) => plan.files[index] ?? []);
}

/** The API reads to start at once for a first load of `pathname`, with the path's segments put in. */
export function firstLoadReads(plan: FirstLoadPlan, pathname: string): string[] {
  const page = matchPage(Object.keys(plan.reads ?? {}), pathname);
  if (!page) return [];
  const names = page.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  return (plan.reads?.[page] ?? []).map((read) =>
    read.replace(/:([A-Za-z]+)/g, (_, name: string) => values[names.indexOf(`:${name}`)] ?? ''),
  );
}

type EarlyReads = Map<string, Promise<Response>>;
declare global {
  /** Where the first-load script leaves the reads it started, by absolute address. */
  var meridianFirstLoadReads: EarlyReads | undefined;
}
const earlyReads = () => globalThis.meridianFirstLoadReads;
const absolute = (url: string) => new URL(url, location.href).href;

/**
 * `fetch` for the API client: a GET the first-load script already started for the same address is
 * answered by that request (once); anything else goes to the network as usual.
 */
export function fetchWithFirstLoadReads(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const reads = earlyReads();
  const key = method === 'GET' && reads ? absolute(url) : undefined;
  const early = key ? reads?.get(key) : undefined;
  if (key && early) {
    reads?.delete(key);
    return early;
  }
  return fetch(input, init);
}

/**
 * Adds a module preload for each of the first page's files, and starts the page's API reads as
 * the app's client would send them (the build's script calls it).
 */
export function preloadFirstPage(plan: FirstLoadPlan): void {
  const locale = chooseLocale(plan.locales, plan.defaultLocale, readStoredLocale(), globalThis.navigator?.languages);
  for (const file of firstLoadFiles(plan, location.pathname, locale)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.appendChild(link);
  }
  const reads: EarlyReads = new Map();
  for (const read of firstLoadReads(plan, location.pathname)) {
    const request = fetch(read, { headers: { Accept: 'application/json' }, credentials: 'include' });
    // A failure is the app's to see, when its client takes the answer; never an unhandled rejection here.
    request.catch(() => undefined);
    reads.set(absolute(read), request);
  }
  if (reads.size > 0) globalThis.meridianFirstLoadReads = reads;
}
