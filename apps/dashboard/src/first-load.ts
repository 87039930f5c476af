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
 * view needs API reads (the checkout page: its link; a signed-in page with a usable session: the
 * account and its workspaces) has them started here too, and the app's API client takes those
 * answers rather than asking again (`fetchWithFirstLoadReads`).
 *
 * It imports nothing, so that it stays a few hundred bytes; the app's own language rules
 * (`i18n/locales.ts`) are these same functions.
 */

/** Where the display-language preference is kept on this device. */
export const localeStorageKey = 'meridian.locale';

/** A value kept on this device under `key` (`null` without one, or without storage). */
export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The language saved on this device, as stored (`null` without one, or without storage). */
export function readStoredLocale(): string | null {
  return readStored(localeStorageKey);
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
   * The files a page's code asks for once its first paint is drawn (the dashboard home's
   * content), beyond those of `pages`, by page path: kept for the app (`preloadLater`), which
   * preloads them then, rather than with the page.
   */
  later?: Record<string, number[]>;
  /**
   * The API reads (GET, public: no session needed) a page starts at once, by page path, with
   * the path's `:name` segments put in (`/pay/:slug` -> `/api/checkout/:slug`).
   */
  reads?: Record<string, string[]>;
  /**
   * The API reads a page starts at once when the device's session cookies say the API will
   * take them (`sessionUsable`): the signed-in pages' account and workspaces, by page path.
   */
  sessionReads?: Record<string, string[]>;
  /**
   * The API reads of a signed-in page's own view of the selected workspace, by page path,
   * started with `sessionReads` when the `selectedWorkspaceId` cookie names the workspace
   * (`:workspace` in a read stands for it) and the address has no query (which would change
   * what the page reads: another period, another page of a list): `WorkspaceRead`.
   */
  workspaceReads?: Record<string, WorkspaceRead[]>;
  /**
   * The checkout session a page follows, by page path, read as soon as its id is known rather
   * than once the app has rendered the link (`checkoutSession`).
   */
  checkoutSession?: Record<string, CheckoutSessionPlan>;
}

/**
 * A read of `workspaceReads`: its address, and, for a read the page skips once the person has
 * hidden what it feeds (the dashboard's first-run checklist), the device's storage key that
 * says so (`:workspace` put in), whose value `1` leaves the read out.
 */
export interface WorkspaceRead {
  read: string;
  unlessStored?: string;
}

/**
 * How the checkout page finds the session it follows, as its flow does (`useCheckoutFlow`): the
 * id the address names (`?session=`, a UUID), else the one the link's answer names (a dynamic
 * link's `sessionId`), else the one this tab kept (`sessionStorage`). Its read and the code of
 * the steps a session shows (the pay step, the outcome) then start together.
 */
export interface CheckoutSessionPlan {
  /** The session's read, `:session` standing for its id (`/api/checkout-session/:session`). */
  read: string;
  /** The page's read whose answer may name the session (`/api/checkout/:slug`), as in `reads`. */
  link: string;
  /** Where the tab keeps the session, `:slug` standing for the path's (`meridian.checkout.:slug`). */
  storageKey: string;
  /** The files of the steps' code (indexes into `files`). */
  files: number[];
}

const segments = (path: string) => path.toLowerCase().split('/').filter(Boolean);

/** The addresses of the plan's files at `indexes`. */
const filesAt = (plan: FirstLoadPlan, indexes: readonly number[]) =>
  indexes.flatMap((index) => plan.files[index] ?? []);

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
  return filesAt(plan, indexes);
}

/** `template` with the `:name` segments of `page` (a page path) put in from `pathname`. */
function fillPath(template: string, page: string, pathname: string): string {
  const names = page.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => values[names.indexOf(`:${name}`)] ?? '');
}

/** The API reads of `table` for `pathname`, with the path's segments put in. */
function readsOf(table: Record<string, string[]> | undefined, pathname: string): string[] {
  const page = matchPage(Object.keys(table ?? {}), pathname);
  if (!page) return [];
  return (table?.[page] ?? []).map((read) => fillPath(read, page, pathname));
}

/**
 * Whether the session cookies (`document.cookie`) say that the API takes a signed-in read now,
 * as the API client decides before it sends one: the access lifetime not over, its refresh not
 * due, no action required of the person first (they would be sent elsewhere).
 */
export function sessionUsable(cookie: string, now: number): boolean {
  const values = new Map(
    cookie.split(';').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const time = (name: string) => (/^\d+$/.test(values.get(name) ?? '') ? Number(values.get(name)) : null);
  const expiry = time('sessionExpiry');
  const refreshAt = time('sessionRefreshThreshold');
  const actions = values.get('userActionsRequired');
  return (
    expiry !== null &&
    expiry > now &&
    refreshAt !== null &&
    refreshAt > now &&
    (!actions || decodeURIComponent(actions) === '[]')
  );
}

/** The readable cookie that holds the selected workspace (the contract's `CookieName.selectedWorkspaceId`). */
export const selectedWorkspaceCookie = 'selectedWorkspaceId';

/** The selected workspace's id in `cookie` (`document.cookie`), or `null`. */
export function selectedWorkspace(cookie: string): string | null {
  const part = cookie
    .split(';')
    .map((each) => each.trim())
    .find((each) => each.startsWith(`${selectedWorkspaceCookie}=`));
  const value = part ? decodeURIComponent(part.slice(selectedWorkspaceCookie.length + 1)) : '';
  return value === '' ? null : value;
}

/** Where the first load happens, as the workspace reads need it (`firstLoadReads`). */
export interface FirstLoadPlace {
  /** The address's query (`location.search`): the workspace reads are the page's without one. */
  search?: string;
  /** The selected workspace (`selectedWorkspace`). */
  workspace?: string | null;
  /** A value kept on this device (`localStorage`), for `WorkspaceRead.unlessStored`. */
  stored?: (key: string) => string | null;
}

/**
 * The API reads to start at once for a first load of `pathname`: the page's public ones, and its
 * signed-in ones when `signedIn` (with those of the selected workspace's view, see
 * `workspaceReads`).
 */
export function firstLoadReads(
  plan: FirstLoadPlan,
  pathname: string,
  signedIn = false,
  { search = '', workspace = null, stored = () => null }: FirstLoadPlace = {},
): string[] {
  const own = readsOf(plan.reads, pathname);
  if (!signedIn) return own;
  const page = matchPage(Object.keys(plan.workspaceReads ?? {}), pathname);
  const inWorkspace = (template: string) => template.replace(/:workspace\b/g, encodeURIComponent(workspace ?? ''));
  const workspaceReads =
    page && workspace && search.replace(/^\?/, '') === ''
      ? (plan.workspaceReads?.[page] ?? [])
          .filter(({ unlessStored }) => !unlessStored || stored(inWorkspace(unlessStored)) !== '1')
          .map(({ read }) => fillPath(inWorkspace(read), page, pathname))
      : [];
  return [...own, ...readsOf(plan.sessionReads, pathname), ...workspaceReads];
}

/** A read the first-load script started, and when (`performance.now()`). */
type EarlyReads = Map<string, { response: Promise<Response>; at: number }>;
/** How long after it started an early read may answer the app: the first page's own reads only. */
const EARLY_READ_MS = 10_000;
declare global {
  /** Where the first-load script leaves the reads it started, by absolute address. */
  var meridianFirstLoadReads: EarlyReads | undefined;
  /**
   * Where it leaves the preloads of the files the page's code asks for once its first paint is
   * drawn (`FirstLoadPlan.later`), for the app to start then (`preloadLater`).
   */
  var meridianFirstLoadLater: (() => Promise<void>) | undefined;
}
const absolute = (url: string) => new URL(url, location.href).href;

/**
 * `fetch` for the API client: a GET the first-load script already started for the same address is
 * answered by that request (once); anything else goes to the network as usual.
 */
export function fetchWithFirstLoadReads(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const reads = globalThis.meridianFirstLoadReads;
  const key = reads && typeof input === 'string' && (init?.method ?? 'GET') === 'GET' ? absolute(input) : '';
  const early = reads?.get(key);
  reads?.delete(key);
  return early && performance.now() - early.at < EARLY_READ_MS ? early.response : fetch(input, init);
}

/**
 * A checkout session's id, as the checkout page accepts it from its address: the contract's
 * `isUuid`, written out because this module imports nothing.
 */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * How many module preloads join the document in one task. Chromium starts each link's fetch as
 * it joins the document, which costs it about half a millisecond of main thread per link on a
 * slow machine: the dashboard home's 80 links, added at once, were a task of about 100 ms before
 * the first paint (four times that on a phone), during which nothing else could run and no
 * request of a later link had started. Ten at a time, each batch a short task of its own.
 */
export const PRELOADS_PER_TASK = 10;

/**
 * Adds a module preload for each of `files`, in their order, `PRELOADS_PER_TASK` at a time: the
 * first batch at once, each next one in a later task (a message to itself, which the browser
 * does not clamp as it does nested timers). A page's files are listed outermost layout first,
 * its own route last, so what its first paint needs is asked for first. A module the app
 * imports before its link joins is fetched by the import; the link then finds it loaded.
 * Resolves once the last batch has joined.
 */
export const preload = (files: readonly string[]): Promise<void> =>
  new Promise((resolve) => {
    let next = 0;
    const channel = files.length > PRELOADS_PER_TASK ? new MessageChannel() : undefined;
    const add = () => {
      const links = document.createDocumentFragment();
      for (const file of files.slice(next, next + PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = file;
        links.appendChild(link);
      }
      next += PRELOADS_PER_TASK;
      document.head.appendChild(links);
      if (next < files.length) return channel?.port2.postMessage(null);
      channel?.port1.close();
      resolve();
    };
    if (channel) channel.port1.onmessage = add;
    add();
  });

/** Starts `read` as the app's client sends it, and keeps its answer for the client. */
const startRead = (reads: EarlyReads, read: string) => {
  const response = fetch(read, { headers: { Accept: 'application/json' }, credentials: 'include' });
  // A failure is the app's to see, when its client takes the answer; never an unhandled rejection here.
  response.catch(() => undefined);
  reads.set(absolute(read), { response, at: performance.now() });
};

/**
 * The checkout session the page at `pathname` will follow (`CheckoutSessionPlan`): its read and
 * its steps' code start as soon as its id is known, from the address at once, else once the
 * link's read (started just before) has answered.
 */
function followCheckoutSession(plan: FirstLoadPlan, reads: EarlyReads): void {
  const page = matchPage(Object.keys(plan.checkoutSession ?? {}), location.pathname);
  const session = page ? plan.checkoutSession?.[page] : undefined;
  if (!page || !session) return;
  const start = (id: unknown) => {
    if (typeof id !== 'string' || !SESSION_ID.test(id)) return;
    startRead(reads, session.read.replace(':session', encodeURIComponent(id)));
    void preload(filesAt(plan, session.files));
  };
  const fromAddress = new URLSearchParams(location.search).get('session');
  if (fromAddress && SESSION_ID.test(fromAddress)) return start(fromAddress);
  const stored = () => {
    try {
      return globalThis.sessionStorage?.getItem(fillPath(session.storageKey, page, location.pathname));
    } catch {
      return null;
    }
  };
  const link = reads.get(absolute(fillPath(session.link, page, location.pathname)));
  if (!link) return;
  // A copy of the answer: the app's client reads the original.
  link.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<{ sessionId?: unknown }>) : undefined))
    .then((answer) => answer && start(answer.sessionId ?? stored()))
    .catch(() => undefined);
}

/**
 * Adds a module preload for each of the first page's files, and starts the page's API reads as
 * the app's client would send them (the build's script calls it).
 */
export function preloadFirstPage(plan: FirstLoadPlan): void {
  const locale = chooseLocale(plan.locales, plan.defaultLocale, readStoredLocale(), globalThis.navigator?.languages);
  // The reads first: each waits on the API, the files only on the network.
  const reads: EarlyReads = new Map();
  const place: FirstLoadPlace = {
    search: location.search,
    workspace: selectedWorkspace(document.cookie),
    stored: readStored,
  };
  for (const read of firstLoadReads(plan, location.pathname, sessionUsable(document.cookie, Date.now()), place)) {
    startRead(reads, read);
  }
  void preload(firstLoadFiles(plan, location.pathname, locale));
  const page = matchPage(Object.keys(plan.later ?? {}), location.pathname);
  const later = page ? filesAt(plan, plan.later?.[page] ?? []) : [];
  if (later.length > 0) globalThis.meridianFirstLoadLater = () => preload(later);
  followCheckoutSession(plan, reads);
  if (reads.size > 0) globalThis.meridianFirstLoadReads = reads;
}

/**
 * Starts the preloads the first-load script kept for after the first paint (`FirstLoadPlan.later`:
 * the script adds them a batch per task), once, and resolves when the last batch is in: the app
 * imports that code then, and finds every file already asked for instead of adding all their
 * links in one task. Resolves at once on a later navigation (nothing kept). The batches are the
 * script's own code, so the app's entry does not carry it.
 */
export function preloadLater(): Promise<void> {
  const later = globalThis.meridianFirstLoadLater;
  globalThis.meridianFirstLoadLater = undefined;
  return later ? later() : Promise.resolve();
}
