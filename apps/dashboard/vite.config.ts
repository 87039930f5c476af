import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import languages from '../../locales/locales.json' with { type: 'json' };
import { dashboardReads } from './src/dashboard/first-reads';
import { defaultLocaleCheck } from './default-locale-check';
import { firstLoadHints } from './first-load-hints';
import { inlineStyles } from './inline-styles';
import { precompiledCatalogs } from './precompiled-catalogs';
import { prerender } from './prerender';
import { securityHeaders } from './security-headers';
import { stripDefaultMessages } from './strip-default-messages';

// The dashboard reaches the API at /api on its own origin, so the session cookies stay
// first-party; this server forwards /api/* to the API without the prefix.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8080';
const port = Number(process.env.DASHBOARD_PORT ?? 5173);
/** Where the pages reach the API (src/config.ts). */
const apiBase = process.env.VITE_API_BASE_URL || '/api';

const proxy: Record<string, ProxyOptions> = {
  '/api': {
    target: apiUrl,
    changeOrigin: true,
    rewrite: (path) => path.replace(/^\/api/, '') || '/',
    // WebSocket upgrades pass through too: the live channel, /api/live.
    ws: true,
    // The API trusts X-Forwarded-For from this server (TRUSTED_PROXIES, loopback by default) and
    // counts its per-address limits on the address it names: the header says who connected
    // here, never what a client wrote in it.
    configure: (server) => {
      const forwardedFor = (
        proxyRequest: { removeHeader(name: string): void; setHeader(name: string, value: string): void },
        request: { socket: { remoteAddress?: string } },
      ) => {
        for (const name of ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip']) {
          proxyRequest.removeHeader(name);
        }
        proxyRequest.setHeader('x-forwarded-for', request.socket.remoteAddress ?? '127.0.0.1');
      };
      server.on('proxyReq', forwardedFor);
      server.on('proxyReqWs', forwardedFor);
    },
  },
};

/**
 * The local test chain's origin (VITE_CHAIN_RPC_1281, else `npm start`'s 8545) and any other
 * chain address the build is given: the dev and preview servers let pages reach them (a test
 * wallet of the end-to-end build signs through the local chain).
 */
const chainOrigins = [
  process.env.VITE_CHAIN_RPC_1281 || 'http://127.0.0.1:8545',
  process.env.VITE_CHAIN_RPC_1284,
  process.env.VITE_CHAIN_RPC_1287,
]
  .filter((url): url is string => Boolean(url))
  .map((url) => new URL(url).origin);

/**
 * `DASHBOARD_PAGE=pay.html` builds the public checkout page (pay.html) into the dashboard's
 * folder, after the dashboard: a build of its own, so that the two entries share no chunk and
 * neither carries the other's code up front (`pnpm build` runs both passes).
 */
const payPass = process.env.DASHBOARD_PAGE === 'pay.html';
const PAY_MANIFEST = '.vite/pay-manifest.json';

/**
 * `/pay/{slug}` (and anything under `/pay/`) and the payer's refund page `/refund/{token}`: the
 * public payment pages' own HTML entry.
 */
const payPath = /^\/(?:pay|refund)\/[^.?#]*(\?.*)?$/;

/**
 * The public checkout page is a second entry (pay.html): the dev and preview servers answer it
 * for every `/pay/*` and `/refund/*` address, as production's server must (README, "Configuring for production").
 */
function payEntry(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    // The page reads its slug from the address bar, not from the file it is served.
    if (req.url && payPath.test(req.url)) req.url = '/pay.html';
    next();
  };
  return {
    name: 'meridian:pay-entry',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    payEntry(),
    precompiledCatalogs(),
    stripDefaultMessages(),
    // react-aria's own strings (list announcements, date field labels...) in our languages only.
    { ...optimizeLocales.vite({ locales: Object.keys(languages) }), apply: 'build' },
    // react-aria's check of the browser's language without the engine's list of date locales (default-locale-check.ts).
    defaultLocaleCheck(),
    // The first page's catalog and code, fetched with the entry rather than after it (src/first-load.ts).
    firstLoadHints({
      router: fileURLToPath(new URL('./src/router.tsx', import.meta.url)),
      script: fileURLToPath(new URL('./src/first-load.ts', import.meta.url)),
      locales: Object.keys(languages),
      defaultLocale: 'en',
      // The checkout page's link (GET /checkout/{slug}, public), asked for with the entry; with a
      // session, the account and its workspaces that the workspace shell shows first.
      reads: { '/pay/:slug': [`${apiBase}/checkout/:slug`] },
      layoutSessionReads: { './workspace/WorkspaceShell': [`${apiBase}/user/info`, `${apiBase}/user/companies`] },
      // The dashboard home's content (its chart, tables and checklist, a chunk the route loads once
      // its header is drawn), preloaded then, and its reads of the selected workspace with the shell's:
      // the period and environment it shows by default, the first page of recent payments, and
      // what the first-run checklist ticks unless it was hidden on this device (DashboardPage,
      // useFirstRunChecklist; DashboardRoute.test.tsx holds them to the page's own requests).
      laterModules: { '/dashboard': ['src/dashboard/DashboardPage.tsx'] },
      workspaceReads: { '/dashboard': dashboardReads(apiBase) },
      // The checkout page's session (the address's, a dynamic link's, or the tab's), read once its
      // id is known, with the code of the steps it shows (useCheckoutFlow, loadSessionSteps).
      checkoutSession: {
        '/pay/:slug': {
          read: `${apiBase}/checkout-session/:session`,
          link: `${apiBase}/checkout/:slug`,
          storageKey: 'meridian.checkout.:slug',
          modules: [
            'packages/screens/src/Money/Checkout/CheckoutPay.tsx',
            'packages/screens/src/Money/Checkout/CheckoutOutcome.tsx',
          ],
        },
      },
    }),
    // The fonts' rules inline in each page, and the font files its first paint uses preloaded:
    // Inter on every page, JetBrains Mono on the checkout page too (its amount and address).
    inlineStyles({
      preloadFonts: {
        'index.html': [/inter-latin-wght-normal/],
        'pay.html': [/inter-latin-wght-normal/, /jetbrains-mono-latin-400-normal/],
      },
    }),
    // The login page's first paint in the HTML, before any script of the app has run (prerender.ts);
    // `DASHBOARD_PRERENDER=off` builds without it, to measure what it changes.
    ...(process.env.DASHBOARD_PRERENDER === 'off'
      ? []
      : [prerender({ locales: Object.keys(languages), page: 'index.html' })]),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript sources (see the `@meridian/source` export condition).
    conditions: ['@meridian/source', 'module', 'browser', 'development|production'],
    // Messages reach react-intl precompiled in a build: the parser's no-op variant replaces it.
    // The dev server keeps the parser, so a message not yet extracted shows its default text.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
            // React's own useSyncExternalStore in place of the shim SWR and react-aria import for older Reacts.
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: fileURLToPath(new URL('./use-sync-external-store-shim.ts', import.meta.url)),
            },
          ]
        : [],
  },
  // The pages' security headers (security-headers.ts); production's server sends the same.
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy,
    headers: securityHeaders('development', { connectSources: chainOrigins }),
  },
  preview: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy,
    headers: securityHeaders('preview', { connectSources: chainOrigins }),
  },
  // The end-to-end suite's test wallets (src/wallets/wallet-setup.ts): the accounts are written
  // in at build time, and an empty value lets the build drop their code.
  define: { 'import.meta.env.VITE_WALLET_MOCK': JSON.stringify(process.env.VITE_WALLET_MOCK ?? '') },
  build: {
    outDir: process.env.DASHBOARD_OUT_DIR ?? 'dist',
    sourcemap: true,
    // The manifest lists each chunk's static and lazy imports: `pnpm bench:bundle` reads it.
    // The checkout page's pass writes its own beside the dashboard's, in the same folder.
    manifest: payPass ? PAY_MANIFEST : true,
    emptyOutDir: payPass ? false : undefined,
    rolldownOptions: {
      // `DASHBOARD_PAGE=floor/index.html` builds the floor page instead (scripts/bundle-size.mjs).
      input: process.env.DASHBOARD_PAGE
        ? fileURLToPath(new URL(process.env.DASHBOARD_PAGE, import.meta.url))
        : undefined,
      output: {
        // Everything the entry imports statically is loaded before the first page shows: it goes
        // out as one file, rather than as several chunks split by which lazy pages share a
        // module (more requests, each compressed on its own).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // Lazy chunks are named by their hash alone: the entry carries the file name of every lazy
        // page's chunks (to preload them together when the page opens), a list that grows with
        // every page, and names made of random characters do not compress. The manifest maps
        // each file to its source; the source maps name the modules.
        chunkFileNames: 'assets/[hash:7].js',
      },
      // The workspace's packages have no side effects on import (their CSS aside), so what a
      // page does not use stays out of its chunks, whatever their index files re-export.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/(contract|data|screens|ui)\/src\/.*\.tsx?$/, sideEffects: false }],
      },
    },
  },
}));
