import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLocale,
  fetchWithFirstLoadReads,
  firstLoadFiles,
  firstLoadReads,
  localeStorageKey,
  sessionUsable,
  matchPage,
  preload,
  preloadFirstPage,
  preloadLater,
  PRELOADS_PER_TASK,
  selectedWorkspace,
  selectedWorkspaceCookie,
  type FirstLoadPlan,
} from './first-load';
import { CookieName } from '@meridian/contract';

const locales = ['en', 'es', 'fr', 'pt'];

const plan: FirstLoadPlan = {
  locales,
  defaultLocale: 'en',
  files: [
    '/assets/en-1.js',
    '/assets/es-1.js',
    '/assets/fr-1.js',
    '/assets/pt-1.js',
    '/assets/LoginRoute-1.js',
    '/assets/Field-1.js',
    '/assets/WorkspaceShell-1.js',
    '/assets/DashboardRoute-1.js',
    '/assets/InvoiceRoute-1.js',
  ],
  catalogs: { en: 0, es: 1, fr: 2, pt: 3 },
  pages: {
    '/auth/login': [4, 5],
    '/dashboard': [6, 7],
    '/invoices/:id': [6, 8],
  },
  reads: { '/pay/:slug': ['/api/checkout/:slug'] },
  sessionReads: { '/dashboard': ['/api/user/info', '/api/user/companies'] },
  workspaceReads: {
    '/dashboard': [
      { read: '/api/dashboard/revenue?companyId=:workspace&period=month' },
      { read: '/api/wallet?companyId=:workspace', unlessStored: 'checklistHidden.:workspace' },
    ],
  },
};

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );

afterEach(() => {
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the first language', () => {
  it.each([
    ['fr', ['es-ES'], 'fr'],
    [null, ['de-CH', 'pt-BR', 'es'], 'pt'],
    ['de', ['de-DE', 'ES'], 'es'],
    ['FR', ['ja'], 'en'],
    [null, undefined, 'en'],
  ] as const)('saved %j, browser %j: %j', (saved, languages, expected) => {
    expect(chooseLocale(locales, 'en', saved, languages)).toBe(expected);
  });
});

describe('the page a path opens', () => {
  const paths = Object.keys(plan.pages);

  it.each([
    ['/auth/login', '/auth/login'],
    ['/auth/login/', '/auth/login'],
    ['/Auth/Login', '/auth/login'],
    ['/invoices/42', '/invoices/:id'],
    ['/invoices', undefined],
    ['/auth/login/extra', undefined],
    ['/', undefined],
    ['/no-such-page', undefined],
  ])('%s opens %j', (pathname, expected) => {
    expect(matchPage(paths, pathname)).toBe(expected);
  });

  it('needs its language’s catalog and its own chunks, nothing of other pages or languages', () => {
    expect(firstLoadFiles(plan, '/dashboard', 'es')).toEqual([
      '/assets/es-1.js',
      '/assets/WorkspaceShell-1.js',
      '/assets/DashboardRoute-1.js',
    ]);
    expect(firstLoadFiles(plan, '/', 'pt')).toEqual(['/assets/pt-1.js']);
  });
});

describe('the first-load script', () => {
  it('preloads the catalog of the saved language and the code of the page being opened', () => {
    localStorage.setItem(localeStorageKey, 'fr');
    window.history.replaceState(null, '', '/auth/login?redirect=%2Fdashboard');
    preloadFirstPage(plan);
    expect(preloaded()).toEqual(['/assets/fr-1.js', '/assets/LoginRoute-1.js', '/assets/Field-1.js']);
  });

  it('follows the browser’s language on a first visit', () => {
    vi.stubGlobal('navigator', { languages: ['pt-PT', 'en'] });
    window.history.replaceState(null, '', '/dashboard');
    preloadFirstPage(plan);
    expect(preloaded()).toEqual(['/assets/pt-1.js', '/assets/WorkspaceShell-1.js', '/assets/DashboardRoute-1.js']);
  });
});

describe('the module preloads', () => {
  /** Resolves after the browser has run the tasks queued before it (messages to itself included). */
  const laterTasks = (count: number) =>
    Array.from({ length: count }).reduce<Promise<void>>(
      (previous) => previous.then(() => new Promise((resolve) => setTimeout(resolve, 0))),
      Promise.resolve(),
    );

  it('join the document a batch at a time, in order, the first batch at once', async () => {
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 3 }, (_, index) => `/assets/chunk-${index}.js`);
    let done = false;
    void preload(files).then(() => (done = true));
    // What the first paint needs comes first and is asked for before the script's task ends.
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    expect(done).toBe(false);
    await laterTasks(6);
    expect(preloaded()).toEqual(files);
    expect(done).toBe(true);
  });

  it('of the files kept for after the first paint are added when the app asks, once', async () => {
    const kept = Array.from({ length: PRELOADS_PER_TASK + 2 }, (_, index) => `/assets/content-${index}.js`);
    globalThis.meridianFirstLoadLater = () => preload(kept);
    await preloadLater();
    expect(preloaded()).toEqual(kept);
    // A later navigation: nothing kept, nothing added.
    await preloadLater();
    expect(preloaded()).toEqual(kept);
    expect(globalThis.meridianFirstLoadLater).toBeUndefined();
  });

  it('of a short list are all added at once', () => {
    preload(['/assets/a.js', '/assets/b.js']);
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
    preload([]);
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
  });
});

describe('the first page’s API reads', () => {
  it('are the page’s, with the path’s segments put in as written', () => {
    expect(firstLoadReads(plan, '/pay/k3v9QmTx2bLp8RwZ')).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ']);
    expect(firstLoadReads(plan, '/pay/k3v9QmTx2bLp8RwZ/')).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ']);
    expect(firstLoadReads(plan, '/dashboard')).toEqual([]);
    expect(firstLoadReads(plan, '/pay')).toEqual([]);
  });

  it('start with the first-load script, and the app’s client takes the answer once, then asks the network', async () => {
    const answers: string[] = [];
    const network = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      answers.push(`${init?.method ?? 'GET'} ${String(input)}`);
      return Promise.resolve(new Response(JSON.stringify({ n: answers.length })));
    });
    vi.stubGlobal('fetch', network);
    window.history.replaceState(null, '', '/pay/k3v9QmTx2bLp8RwZ');
    preloadFirstPage(plan);
    expect(answers).toEqual(['GET /api/checkout/k3v9QmTx2bLp8RwZ']);
    expect(network.mock.calls[0]?.[1]).toMatchObject({
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });

    const first = await fetchWithFirstLoadReads('/api/checkout/k3v9QmTx2bLp8RwZ', { method: 'GET' });
    expect(await first.json()).toEqual({ n: 1 });
    expect(answers).toHaveLength(1);
    // A later read (a revalidation) and any other request go to the network.
    const again = await fetchWithFirstLoadReads('/api/checkout/k3v9QmTx2bLp8RwZ');
    expect(await again.json()).toEqual({ n: 2 });
    await fetchWithFirstLoadReads('/api/checkout/k3v9QmTx2bLp8RwZ/sessions', { method: 'POST' });
    expect(answers).toEqual([
      'GET /api/checkout/k3v9QmTx2bLp8RwZ',
      'GET /api/checkout/k3v9QmTx2bLp8RwZ',
      'POST /api/checkout/k3v9QmTx2bLp8RwZ/sessions',
    ]);
  });

  it('of a signed-in page are started only when the session cookies say the API takes them', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    const session = (expiry: number, refreshAt: number, actions = '[]') =>
      `theme=dark; sessionExpiry=${expiry}; sessionRefreshThreshold=${refreshAt}; userActionsRequired=${encodeURIComponent(actions)}`;
    expect(sessionUsable(session(now + 600_000, now + 480_000), now)).toBe(true);
    expect(sessionUsable(session(now + 600_000, now + 480_000).replace(/; userActionsRequired=.*/, ''), now)).toBe(
      true,
    );
    // Over, due for a refresh, an action required first, or no session at all: the app decides.
    expect(sessionUsable(session(now - 1, now - 120_000), now)).toBe(false);
    expect(sessionUsable(session(now + 60_000, now - 60_000), now)).toBe(false);
    expect(sessionUsable(session(now + 600_000, now + 480_000, '["confirm_email"]'), now)).toBe(false);
    expect(sessionUsable('theme=dark', now)).toBe(false);
    expect(sessionUsable('', now)).toBe(false);

    expect(firstLoadReads(plan, '/dashboard', true)).toEqual(['/api/user/info', '/api/user/companies']);
    expect(firstLoadReads(plan, '/dashboard', false)).toEqual([]);
    expect(firstLoadReads(plan, '/auth/login', true)).toEqual([]);
  });

  it('of the selected workspace’s view start with the shell’s, for the page as it opens without a query', () => {
    const workspace = 'c0ffee00-0000-4000-8000-000000000001';
    const shell = ['/api/user/info', '/api/user/companies'];
    const view = [`/api/dashboard/revenue?companyId=${workspace}&period=month`, `/api/wallet?companyId=${workspace}`];
    expect(firstLoadReads(plan, '/dashboard', true, { workspace })).toEqual([...shell, ...view]);
    // Another period in the address, no workspace selected, or not signed in: the page decides.
    expect(firstLoadReads(plan, '/dashboard', true, { workspace, search: '?period=week' })).toEqual(shell);
    expect(firstLoadReads(plan, '/dashboard', true, { workspace: null })).toEqual(shell);
    expect(firstLoadReads(plan, '/dashboard', false, { workspace })).toEqual([]);
    // A read whose part of the page this device hid is left out.
    const stored = (key: string) => (key === `checklistHidden.${workspace}` ? '1' : null);
    expect(firstLoadReads(plan, '/dashboard', true, { workspace, stored })).toEqual([...shell, view[0]]);
  });

  it('read the selected workspace from its cookie, as the app does', () => {
    expect(selectedWorkspaceCookie).toBe(CookieName.selectedWorkspaceId);
    expect(selectedWorkspace('theme=dark; selectedWorkspaceId=w%201; x=y')).toBe('w 1');
    expect(selectedWorkspace('selectedWorkspaceId=; theme=dark')).toBeNull();
    expect(selectedWorkspace('theme=dark')).toBeNull();
  });

  it('are taken by the app only while they are the first page’s (ten seconds)', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);
    let clock = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    window.history.replaceState(null, '', '/pay/k3v9QmTx2bLp8RwZ');
    preloadFirstPage(plan);
    clock += 10_001;
    await fetchWithFirstLoadReads('/api/checkout/k3v9QmTx2bLp8RwZ');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('are not started on a page that has none', () => {
    const network = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', network);
    window.history.replaceState(null, '', '/auth/login');
    preloadFirstPage(plan);
    expect(network).not.toHaveBeenCalled();
  });
});

describe('the checkout page’s session', () => {
  const session = '6eba4c3b-e178-4d9f-bc9a-0945ce144f11';
  const checkoutPlan: FirstLoadPlan = {
    ...plan,
    files: [...plan.files, '/assets/CheckoutPay-1.js', '/assets/QRCode-1.js'],
    checkoutSession: {
      '/pay/:slug': {
        read: '/api/checkout-session/:session',
        link: '/api/checkout/:slug',
        storageKey: 'meridian.checkout.:slug',
        files: [9, 10],
      },
    },
  };
  /** The network: each GET answered with `answers[path]` (JSON), else 404. */
  const network = (answers: Record<string, unknown>) => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = String(input);
        asked.push(path);
        return Promise.resolve(
          path in answers ? new Response(JSON.stringify(answers[path])) : new Response('{}', { status: 404 }),
        );
      }),
    );
    return asked;
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  afterEach(() => sessionStorage.clear());

  it('named by the address is read at once with the link, with its steps’ code', () => {
    const asked = network({});
    window.history.replaceState(null, '', `/pay/k3v9QmTx2bLp8RwZ?session=${session}`);
    preloadFirstPage(checkoutPlan);
    expect(asked).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ', `/api/checkout-session/${session}`]);
    expect(preloaded()).toEqual(['/assets/en-1.js', '/assets/CheckoutPay-1.js', '/assets/QRCode-1.js']);
  });

  it('named by the link’s answer (a dynamic link) is read once the link has answered, and both answers go to the app', async () => {
    const asked = network({
      '/api/checkout/k3v9QmTx2bLp8RwZ': { slug: 'k3v9QmTx2bLp8RwZ', sessionId: session },
      [`/api/checkout-session/${session}`]: { id: session, state: 'open' },
    });
    window.history.replaceState(null, '', '/pay/k3v9QmTx2bLp8RwZ?session=not-a-uuid');
    preloadFirstPage(checkoutPlan);
    expect(asked).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ']);
    await settle();
    expect(asked).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ', `/api/checkout-session/${session}`]);
    expect(preloaded()).toContain('/assets/CheckoutPay-1.js');

    const link = await fetchWithFirstLoadReads('/api/checkout/k3v9QmTx2bLp8RwZ');
    expect(await link.json()).toEqual({ slug: 'k3v9QmTx2bLp8RwZ', sessionId: session });
    const read = await fetchWithFirstLoadReads(`/api/checkout-session/${session}`);
    expect(await read.json()).toEqual({ id: session, state: 'open' });
    expect(asked).toHaveLength(2);
  });

  it('kept by the tab is read when neither the address nor the link names one', async () => {
    const asked = network({ '/api/checkout/k3v9QmTx2bLp8RwZ': { slug: 'k3v9QmTx2bLp8RwZ', sessionId: null } });
    sessionStorage.setItem('meridian.checkout.k3v9QmTx2bLp8RwZ', session);
    window.history.replaceState(null, '', '/pay/k3v9QmTx2bLp8RwZ');
    preloadFirstPage(checkoutPlan);
    await settle();
    expect(asked).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ', `/api/checkout-session/${session}`]);
  });

  it('is not read without one, or when the link does not answer', async () => {
    const asked = network({ '/api/checkout/k3v9QmTx2bLp8RwZ': { slug: 'k3v9QmTx2bLp8RwZ' } });
    window.history.replaceState(null, '', '/pay/k3v9QmTx2bLp8RwZ');
    preloadFirstPage(checkoutPlan);
    await settle();
    expect(asked).toEqual(['/api/checkout/k3v9QmTx2bLp8RwZ']);
    expect(preloaded()).toEqual(['/assets/en-1.js']);

    sessionStorage.setItem('meridian.checkout.gone', session);
    const unknown = network({});
    window.history.replaceState(null, '', '/pay/gone');
    preloadFirstPage(checkoutPlan);
    await settle();
    expect(unknown).toEqual(['/api/checkout/gone']);
  });
});
