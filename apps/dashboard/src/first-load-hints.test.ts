// The build's first-load hints (first-load-hints.ts beside the Vite config): the pages it reads
// from the router's source are the router's own, and in a production build the script it emits
// preloads exactly the first page's catalog and chunks.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@meridian/data';
import type { RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readRoutedPages } from '../first-load-hints';
import { localeStorageKey } from './first-load';
import { createRoutes } from './router';

const here = dirname(fileURLToPath(import.meta.url));
const routerSource = readFileSync(join(here, 'router.tsx'), 'utf8');

/** The paths of the router's pages whose code loads lazily, as react-router joins them. */
function lazyPagePaths(routes: RouteObject[], parent = '', underLazy = false): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const lazy = underLazy || route.lazy !== undefined;
    const own = route.path && !route.path.includes('*') && lazy ? [path] : [];
    return [...own, ...childPagePaths(route, path, lazy)];
  });
}
const childPagePaths = (route: RouteObject, path: string, lazy: boolean) =>
  route.children ? lazyPagePaths(route.children, path, lazy) : [];

describe('the pages read from the router’s source', () => {
  const pages = readRoutedPages(routerSource);

  it('are the router’s pages, each with the modules of its layouts and its own', () => {
    const routes = createRoutes(createApiClient({ baseUrl: 'http://127.0.0.1:9' }));
    expect(pages.map((page) => page.path).sort()).toEqual(lazyPagePaths(routes).sort());
    expect(pages).toContainEqual({ path: '/auth/login', imports: ['./routes/LoginRoute'] });
    expect(pages).toContainEqual({
      path: '/settings/members',
      imports: ['./workspace/WorkspaceShell', './routes/MembersRoute'],
    });
  });

  it('stop the build on a route written in a way they cannot follow', () => {
    expect(() => readRoutedPages(`const routes = [{ path: pagePath, lazy: page(() => import('./A')) }];`)).toThrow(
      /router\.tsx:1: a path that is not a string literal/,
    );
    expect(() => readRoutedPages(`const routes = [{ path: 'a', lazy: loadA }];`)).toThrow(
      /a lazy route without import\(\)/,
    );
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

describe('a production build', { timeout: 60_000 }, () => {
  const out = mkdtempSync(join(tmpdir(), 'first-load-'));
  let manifest: Record<string, ManifestChunk>;
  let html: string;
  let script: string;

  beforeAll(() => {
    const dashboard = join(here, '..');
    execFileSync(join(dashboard, '../../node_modules/.bin/vite'), ['build', '--logLevel', 'error', '--emptyOutDir'], {
      cwd: dashboard,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DASHBOARD_OUT_DIR: out,
        DASHBOARD_PAGE: '',
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
    });
    manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    html = readFileSync(join(out, 'index.html'), 'utf8');
    const name = readdirSync(join(out, 'assets')).find((file) => /^first-load-.*\.js$/.test(file));
    if (!name) throw new Error('the build emitted no first-load script');
    script = `/assets/${name}`;
  }, 240_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  afterEach(() => {
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const file = (key: string) => `/${manifest[key]?.file ?? `(no ${key} in the manifest)`}`;
  /** The modules the first-load script preloads on a first visit of `path` in `locale`. */
  const preloadedOn = (path: string, locale: string) => {
    window.history.replaceState(null, '', path);
    localStorage.setItem(localeStorageKey, locale);
    // The built script as the page runs it: its own scope, the page's globals.
    new Function(readFileSync(join(out, script), 'utf8'))();
    return [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
  };
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

  it('preloads the login page’s catalog and chunks, and nothing else, on a first visit to it', () => {
    const expected = [catalog('fr'), ...pageFiles('src/routes/LoginRoute.tsx')];
    expect(expected).toContain(file('src/routes/LoginRoute.tsx'));
    expect(preloadedOn('/auth/login?redirect=%2Fhelp', 'fr')).toEqual(expected);
  });

  it('preloads the workspace shell and the dashboard home on a first visit to it', () => {
    expect(preloadedOn('/dashboard', 'pt')).toEqual([
      catalog('pt'),
      ...pageFiles('src/workspace/WorkspaceShell.tsx', 'src/routes/DashboardRoute.tsx'),
    ]);
  });

  it('preloads only the catalog where no page is known', () => {
    expect(preloadedOn('/no-such-page', 'es')).toEqual([catalog('es')]);
  });
});
