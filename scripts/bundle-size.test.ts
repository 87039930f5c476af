// @vitest-environment node
// The dashboard's production build, made once for this file (or once for the run, see below): what each route downloads before
// it shows stays within its budget, no route but the wallet ones loads wallet
// libraries up front, and the first-load script preloads exactly the first page's catalog and
// chunks (run in a page of its own, in jsdom). The size checks also run on hand-made manifests, to show that
// they can fail.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutRoutes } from '@meridian/contract';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../apps/dashboard/security-headers';
import { dashboardReads } from '../apps/dashboard/src/dashboard/first-reads';
import { localeStorageKey } from '../apps/dashboard/src/first-load';
import {
  budgetKiB,
  buildDashboard,
  chunkModules,
  measureRoutes,
  overBudget,
  readManifest,
  routes,
  walletLeaks,
} from './bundle-size.mjs';

// `npm test` builds the dashboard once for this file and the end-to-end suite, and names the
// folder in DASHBOARD_BUILD_DIR; run alone, the file makes its own build.
const shared = process.env.DASHBOARD_BUILD_DIR;
const out = shared ?? mkdtempSync(join(tmpdir(), 'bundle-size-'));

beforeAll(() => {
  if (!shared) buildDashboard(out);
}, 240_000);
afterAll(() => {
  if (!shared) rmSync(out, { recursive: true, force: true });
});

describe('the dashboard production build', () => {
  it(`asks at most ${budgetKiB.login} KiB of JavaScript (gzip) before the login page shows, ${budgetKiB.dashboard} KiB before the dashboard home does, ${budgetKiB.checkout} KiB before the checkout page does`, () => {
    const measured = measureRoutes(out);
    expect(measured.map((row) => row.route)).toEqual(routes.map((route) => route.name));
    expect(overBudget(measured)).toEqual([]);
    // The dashboard home's content is measured too: its chunk and the chunks it imports.
    const home = measured.find((row) => row.route === 'dashboard');
    expect(home?.withContent).toBeGreaterThan((home?.kib ?? Infinity) + 40);
  });

  it('loads no wallet library before a page other than the wallet ones shows', () => {
    const manifest = readManifest(out);
    const modulesOf = (file: string) => chunkModules(out, file);
    // The source maps list every chunk's modules: an empty list would make the check vacuous.
    expect(modulesOf(manifest['index.html'].file).length).toBeGreaterThan(0);
    expect(walletLeaks((route: { manifest?: string }) => readManifest(out, route.manifest), modulesOf)).toEqual([]);
  });

  it('loads the checkout page without wallet code, which comes when the payer chooses to connect a wallet', () => {
    const pay = readManifest(out, 'pay');
    const modulesOf = (file: string) => chunkModules(out, file);
    const checkout = routes.find((route) => route.name === 'checkout');
    if (!checkout) throw new Error('the checkout page is not measured');
    expect(modulesOf(pay['pay.html'].file).some((module: string) => module.includes('src/pay/main.tsx'))).toBe(true);
    expect(walletLeaks(pay, modulesOf, [checkout])).toEqual([]);
    // Its wallet module, loaded on connect, does bring them.
    const walletChunk = pay['src/pay/pay-wallet.ts'];
    if (!walletChunk) throw new Error('the checkout page has no wallet chunk');
    expect(
      walletLeaks(pay, modulesOf, [{ ...checkout, name: 'connecting a wallet', chunks: ['src/pay/pay-wallet.ts'] }]),
    ).not.toEqual([]);
  });

  it('keeps the wallet libraries out of the wallets list until a verification starts (only adding a wallet loads them up front)', () => {
    const manifest = readManifest(out);
    const modulesOf = (file: string) => chunkModules(out, file);
    const list = routes.find((route) => route.path === '/wallet-management');
    const add = routes.find((route) => route.path === '/wallet-management/add');
    if (!list || !add) throw new Error('the wallet routes are not measured');
    // Measured as a route that may not load them, under a name that does not allow it.
    expect(walletLeaks(manifest, modulesOf, [{ ...list, name: 'list of wallets' }])).toEqual([]);
    expect(walletLeaks(manifest, modulesOf, [{ ...add, name: 'adding a wallet' }])).not.toEqual([]);
  });

  it('has none of the end-to-end test wallets’ code (wagmi’s mock connector) without VITE_WALLET_MOCK', () => {
    const scripts = readdirSync(join(out, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const carrying = scripts.filter((file) =>
      /Mock Connector|Failed to sign message\.|refuses to sign/.test(readFileSync(join(out, 'assets', file), 'utf8')),
    );
    expect(carrying).toEqual([]);
  });
});

/** A chunk of the build's manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/** The manifest keys of `keys` and of every chunk they import statically, each once. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}

describe('the first-load script of the production build', () => {
  let manifest: Record<string, ManifestChunk>;
  let html: string;
  let script: string;

  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    html = readFileSync(join(out, 'index.html'), 'utf8');
    script = firstLoadScript(html);
  });

  /** The first-load script an HTML file loads (each build pass emits its own). */
  const firstLoadScript = (page: string) => {
    const src = /<script type="module" async src="(\/assets\/first-load-[^"]+\.js)">/.exec(page)?.[1];
    if (!src || !existsSync(join(out, src))) throw new Error('the page loads no first-load script');
    return src;
  };

  const file = (key: string) => `/${manifest[key]?.file ?? `(no ${key} in the manifest)`}`;
  /** The modules the first-load script preloads on a first visit of `path` in `locale`. */
  const runFirstLoad = async (path: string, locale: string, firstLoad = script, cookies: string[] = []) => {
    const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
      url: `http://127.0.0.1${path}`,
      runScripts: 'outside-only',
    });
    window.localStorage.setItem(localeStorageKey, locale);
    for (const cookie of cookies) window.document.cookie = cookie;
    const reads: string[] = [];
    Object.assign(window, {
      fetch: (url: string) => {
        reads.push(url);
        return new Promise(() => undefined);
      },
      // The script adds its preloads a batch per task, each batch queued as a message to itself.
      MessageChannel,
    });
    // The built script as the page runs it: its own scope, the page's globals.
    window.eval(readFileSync(join(out, firstLoad), 'utf8'));
    // Every batch in (a page's preloads are a few batches; each waits for one message).
    for (let task = 0; task < 20; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    const hrefs = () =>
      [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    const preloads = hrefs();
    // The preloads it keeps for after the first paint, started as the app starts them.
    const startLater = (window as unknown as { meridianFirstLoadLater?: () => Promise<void> }).meridianFirstLoadLater;
    await startLater?.();
    const later = startLater ? hrefs().slice(preloads.length) : undefined;
    window.close();
    return { preloads, reads, later };
  };
  const preloadedOn = async (path: string, locale: string, firstLoad = script) =>
    (await runFirstLoad(path, locale, firstLoad)).preloads;
  /** What a route's chunks and their static imports add to the entry's, as `/assets/…` addresses. */
  const pageFiles = (...chunks: string[]) => {
    const initial = new Set(staticClosure(manifest, ['index.html']));
    return staticClosure(manifest, chunks)
      .filter((key) => !initial.has(key))
      .map(file);
  };
  const catalog = (locale: string) =>
    file(Object.keys(manifest).find((key) => manifest[key]?.src?.endsWith(`locales/${locale}.json`)) ?? locale);

  it('loads the first-load script ahead of the entry', () => {
    const first = html.indexOf(`<script type="module" async src="${script}">`);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(html.indexOf(`src="${file('index.html')}"`));
  });

  it('preloads the login page’s catalog and chunks, and nothing else, on a first visit to it', async () => {
    const expected = [catalog('fr'), ...pageFiles('src/routes/LoginRoute.tsx')];
    expect(expected).toContain(file('src/routes/LoginRoute.tsx'));
    expect(await preloadedOn('/auth/login?redirect=%2Fhelp', 'fr')).toEqual(expected);
  });

  it('preloads the workspace shell, the signed-in pages’ route table and the dashboard home’s route on a first visit to it, and keeps its content’s files for after the first paint', async () => {
    const first = pageFiles(
      'src/workspace/WorkspaceShell.tsx',
      'src/workspace/workspace-routes.ts',
      'src/routes/DashboardRoute.tsx',
    );
    expect(first).toContain(file('src/workspace/workspace-routes.ts'));
    const { preloads, later } = await runFirstLoad('/dashboard', 'pt');
    expect(preloads).toEqual([catalog('pt'), ...first]);
    // The content's code: asked for once the page's header has been drawn (routes/DashboardRoute.tsx).
    const content = pageFiles('src/dashboard/DashboardPage.tsx').filter((href) => !first.includes(href));
    expect(content).toContain(file('src/dashboard/DashboardPage.tsx'));
    expect(preloads).not.toContain(file('src/dashboard/DashboardPage.tsx'));
    expect(later).toEqual(content);
    // Another page keeps nothing for later.
    expect((await runFirstLoad('/settings/members', 'pt')).later).toBeUndefined();
  });

  it('preloads only the catalog where no page is known', async () => {
    expect(await preloadedOn('/no-such-page', 'es')).toEqual([catalog('es')]);
  });

  it('asks for the account and its workspaces with a signed-in page’s code, when the session cookies say the API takes them', async () => {
    const session = [`sessionExpiry=${Date.now() + 600_000}`, `sessionRefreshThreshold=${Date.now() + 480_000}`];
    const shellReads = ['/api/user/info', '/api/user/companies'];
    expect((await runFirstLoad('/dashboard', 'en', script, session)).reads).toEqual(shellReads);
    expect((await runFirstLoad('/settings/members', 'en', script, session)).reads).toEqual(shellReads);
    expect((await runFirstLoad('/dashboard', 'en')).reads).toEqual([]);
    expect((await runFirstLoad('/auth/login', 'en', script, session)).reads).toEqual([]);
  });

  it('asks for the dashboard home’s figures of the selected workspace with them', async () => {
    const workspace = 'c0ffee00-0000-4000-8000-000000000001';
    const session = [
      `sessionExpiry=${Date.now() + 600_000}`,
      `sessionRefreshThreshold=${Date.now() + 480_000}`,
      `selectedWorkspaceId=${workspace}`,
    ];
    const home = dashboardReads('/api').map(({ read }) => read.replace(':workspace', workspace));
    expect((await runFirstLoad('/dashboard', 'en', script, session)).reads).toEqual([
      '/api/user/info',
      '/api/user/companies',
      ...home,
    ]);
    expect((await runFirstLoad('/dashboard?period=week', 'en', script, session)).reads).toEqual([
      '/api/user/info',
      '/api/user/companies',
    ]);
    expect((await runFirstLoad('/settings/members', 'en', script, session)).reads).toEqual([
      '/api/user/info',
      '/api/user/companies',
    ]);
  });

  it('gives the checkout page a first-load script of its own, ahead of its entry, that preloads its catalog and asks for its link', async () => {
    const payManifest = JSON.parse(readFileSync(join(out, '.vite/pay-manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const payHtml = readFileSync(join(out, 'pay.html'), 'utf8');
    const payScript = firstLoadScript(payHtml);
    expect(payScript).not.toBe(script);
    expect(payHtml.indexOf(payScript)).toBeLessThan(payHtml.indexOf(`src="/${payManifest['pay.html']?.file}"`));
    const payCatalog = Object.keys(payManifest).find((key) => payManifest[key]?.src?.endsWith('locales/fr.json'));
    const { preloads, reads } = await runFirstLoad('/pay/k3v9QmTx2bLp8RwZ', 'fr', payScript);
    expect(preloads).toEqual([`/${payManifest[payCatalog ?? '']?.file}`]);
    // The link's public face, at the address the page's API client asks for it.
    expect(reads).toEqual([`/api${checkoutRoutes.getCheckoutLink.path.replace(':slug', 'k3v9QmTx2bLp8RwZ')}`]);
  });
});

describe('the catalogs of the production build', () => {
  /** A built catalog chunk's messages (`var e=JSON.parse(...)`, see precompiled-catalogs.ts). */
  const builtCatalog = (file: string): Record<string, unknown> =>
    new Function(
      `${readFileSync(join(out, file), 'utf8').replace(/export\s*\{\s*e as default\s*\};?/, '')}\nreturn e;`,
    )();
  const catalogFile = (manifest: Record<string, ManifestChunk>, locale: string) => {
    const key = Object.keys(manifest).find((name) => manifest[name]?.src?.endsWith(`locales/${locale}.json`));
    return manifest[key ?? '']?.file ?? '';
  };
  const source = (locale: string) =>
    JSON.parse(readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8'));

  it('gives the checkout page, in every language, the checkout’s messages and none of the dashboard’s', () => {
    const pay = readManifest(out, 'pay');
    for (const locale of ['en', 'es', 'fr', 'pt']) {
      const catalog = builtCatalog(catalogFile(pay, locale));
      const ids = Object.keys(catalog);
      expect(ids, locale).toContain('screens.Money.Checkout.payWithWallet');
      expect(ids, locale).toContain('screens.Money.PaymentDone.heading');
      expect(
        ids.filter((id) => id.startsWith('screens.Workspace.')),
        locale,
      ).toEqual([]);
      // Well under a quarter of the whole catalog.
      expect(ids.length, locale).toBeLessThan(Object.keys(source(locale)).length / 4);
    }
  });

  it('gives the dashboard its own pages’ messages, and not the checkout page’s', () => {
    const dashboard = readManifest(out);
    const catalog = builtCatalog(catalogFile(dashboard, 'pt'));
    expect(Object.keys(catalog)).toContain('screens.Workspace.Members.changeRole');
    expect(Object.keys(catalog)).toContain('screens.Auth.Login.heading');
    expect(Object.keys(catalog)).not.toContain('screens.Money.Checkout.payWithWallet');
  });
});

describe('the checks on a hand-made build', () => {
  // login's chunk imports a chunk holding viem; members reaches a WalletConnect chunk only
  // through import(), which loads later; the wallet route may load wagmi up front.
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_viem.js': { file: 'assets/viem.js' },
    '_walletconnect.js': { file: 'assets/walletconnect.js' },
    'src/routes/LoginRoute.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_viem.js'] },
    'src/routes/MembersRoute.tsx': {
      file: 'assets/members.js',
      isDynamicEntry: true,
      dynamicImports: ['_walletconnect.js'],
    },
    'src/routes/WalletRoute.tsx': { file: 'assets/wallet.js', isDynamicEntry: true, imports: ['_viem.js'] },
    // The checkout page's entry reaches viem statically, and its QR chunk is too big.
    'pay.html': { file: 'assets/pay.js', isEntry: true, imports: ['_react.js', '_viem.js'] },
  };
  const modules: Record<string, string[]> = {
    'assets/index.js': ['../../apps/dashboard/src/main.tsx'],
    'assets/react.js': ['../../node_modules/react/index.js'],
    'assets/viem.js': ['../../node_modules/.pnpm/viem@2.0.0/node_modules/viem/_esm/index.js'],
    'assets/walletconnect.js': ['../../node_modules/@walletconnect/core/dist/index.js'],
    'assets/login.js': ['../../apps/dashboard/src/routes/LoginRoute.tsx'],
    'assets/members.js': ['../../apps/dashboard/src/routes/MembersRoute.tsx'],
    'assets/wallet.js': ['../../apps/dashboard/src/routes/WalletRoute.tsx'],
    'assets/pay.js': ['../../apps/dashboard/src/pay/main.tsx'],
  };
  const measured = [
    { name: 'login', path: '/auth/login', chunks: ['src/routes/LoginRoute.tsx'] },
    { name: 'members', path: '/settings/members', chunks: ['src/routes/MembersRoute.tsx'] },
    { name: 'wallets', path: '/wallets', chunks: ['src/routes/WalletRoute.tsx'] },
    { name: 'checkout', path: '/pay/:slug', entry: 'pay.html', chunks: [] },
  ];

  it('finds a wallet library a route imports statically, and only there', () => {
    expect(walletLeaks(manifest, (file: string) => modules[file] ?? [], measured)).toEqual([
      { route: 'login', file: 'assets/viem.js', module: modules['assets/viem.js']![0] },
      { route: 'checkout', file: 'assets/viem.js', module: modules['assets/viem.js']![0] },
    ]);
  });

  it('finds a route over its budget', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-size-fixture-'));
    try {
      mkdirSync(join(dir, 'assets'));
      mkdirSync(join(dir, '.vite'));
      writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
      // Bytes that gzip cannot shrink, the same on every run: 200 KiB for login's chunk.
      const noise = (size: number) =>
        Buffer.concat(Array.from({ length: size / 32 }, (_, i) => createHash('sha256').update(String(i)).digest()));
      // 200 KiB for login's chunk; 151 KiB for the checkout page's entry, just over its 150.
      const sizes: Record<string, number> = { 'assets/login.js': 200 * 1024, 'assets/pay.js': 151 * 1024 };
      for (const file of Object.keys(modules)) {
        writeFileSync(join(dir, file), sizes[file] ? noise(sizes[file]) : 'export {};');
      }
      const over = overBudget(measureRoutes(dir, measured));
      expect(over.map((row) => row.route)).toEqual(['login', 'checkout']);
      expect(over[0]!.kib).toBeGreaterThan(budgetKiB.login);
      expect(over[1]!.kib).toBeGreaterThan(budgetKiB.checkout);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the prerendered first paint of the production build', () => {
  let html: string;
  beforeAll(() => {
    html = readFileSync(join(out, 'index.html'), 'utf8');
  });
  it('holds the login page in every language, with its heading, fields and button in that language', () => {
    const { window } = new JSDOM(html);
    const templates = [...window.document.querySelectorAll('template[data-first-paint="/auth/login"]')];
    const languages = Object.keys(
      JSON.parse(readFileSync(new URL('../locales/locales.json', import.meta.url), 'utf8')) as object,
    );
    expect(templates.map((template) => template.getAttribute('lang'))).toEqual(languages);
    for (const template of templates) {
      const locale = template.getAttribute('lang') ?? '';
      const messages = JSON.parse(
        readFileSync(new URL(`../locales/${locale}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      const page = (template as HTMLTemplateElement).content;
      expect(page.querySelector('h1')?.textContent, locale).toBe(messages['screens.Auth.Login.heading']);
      const labels = [...page.querySelectorAll('label')].map((label) => label.textContent);
      expect(labels, locale).toEqual([
        messages['screens.Auth.Login.identifier'],
        messages['screens.Auth.Login.password'],
      ]);
      expect(page.querySelector('button[type="submit"]')?.textContent, locale).toBe(
        messages['screens.Auth.Login.submit'],
      );
    }
    window.close();
  });

  it('has one inline script, which the Content-Security-Policy allows by its hash, and no other', () => {
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64')}'`;
    for (const mode of ['preview', 'production'] as const) {
      const scriptSrc = contentSecurityPolicy(mode)
        .split('; ')
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc?.split(' '), mode).toEqual(['script-src', "'self'", hash]);
    }
  });

  it('shows the login page in the visitor’s language and theme before the app’s code runs', () => {
    const { window } = new JSDOM(html, { url: 'http://127.0.0.1/auth/login', runScripts: 'dangerously' });
    // Only the inline script runs here (JSDOM loads no module script): the page without the app.
    expect(window.document.querySelector('#root h1')?.textContent).toBe('Log in');
    expect(window.document.documentElement.lang).toBe('en');
    expect(window.document.documentElement.className).toMatch(/\S/);
    window.close();
  });

  it('holds the page shown without JavaScript in a <noscript>', () => {
    // Parsed as a browser without scripts does: the login page in English, in #root.
    const { window } = new JSDOM(html);
    const root = window.document.getElementById('root');
    expect(root?.children).toHaveLength(1);
    expect(root?.firstElementChild?.tagName).toBe('NOSCRIPT');
    expect(root?.querySelector('noscript h1')?.textContent).toBe('Log in');
    window.close();
    // A browser running scripts parses a <noscript>'s content as text: tests/e2e/first-paint.spec.ts.
  });

  it('keeps the HTML small: under 12 KiB gzip with every language’s login page', () => {
    expect(gzipSync(html).length / 1024).toBeLessThan(12);
  });
});
