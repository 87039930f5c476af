// The build's first-load hints (first-load-hints.ts beside the Vite config): the pages it reads
// from the router's source are the router's own. What the script it emits preloads is checked on
// the production build that scripts/bundle-size.test.ts makes.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '@meridian/data';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readRoutedPages } from '../first-load-hints';
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
