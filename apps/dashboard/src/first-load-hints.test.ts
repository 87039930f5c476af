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
import { routes as workspaceRoutes } from './workspace/workspace-routes';

const here = dirname(fileURLToPath(import.meta.url));
const routerFile = join(here, 'router.tsx');
const routerSource = readFileSync(routerFile, 'utf8');

/** The router's routes with the signed-in table in place, as after the first navigation into it. */
function allRoutes(): RouteObject[] {
  const routes = createRoutes(createApiClient({ baseUrl: 'http://127.0.0.1:9' }));
  const place = (list: RouteObject[]) =>
    list.forEach((route) => {
      if (route.index) return;
      if (route.id === 'workspace') route.children = workspaceRoutes;
      else if (route.children) place(route.children);
    });
  place(routes);
  return routes;
}

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
  const pages = readRoutedPages(routerSource, routerFile);

  it('are the router’s pages, each with the modules of its layouts and its own', () => {
    expect(pages.map((page) => page.path).sort()).toEqual(lazyPagePaths(allRoutes()).sort());
    expect(pages).toContainEqual({ path: '/auth/login', imports: ['./routes/LoginRoute'] });
    // A signed-in page needs the shell, the table of the signed-in pages (which joins the router
    // on the first navigation into them) and its own module.
    expect(pages).toContainEqual({
      path: '/settings/members',
      imports: ['./workspace/WorkspaceShell', './workspace/workspace-routes', './routes/MembersRoute'],
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
