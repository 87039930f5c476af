import type { ApiClient } from '@meridian/data';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { createGuardLoader, type GuardEnvironment } from './guard-loader';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';
import { page } from './route-page';
import { RouteError } from './RouteError';

/**
 * Route tables that join the router on the first navigation that needs them, by the id of the
 * route they go under: the signed-in pages, under the `workspace` layout. The entry carries
 * only this import, not their routes and the file names of their chunks (which Vite lists
 * beside each `import()` to preload them together), so its size does not grow with the number
 * of signed-in pages. The production build's first-load hints read these tables as part of
 * the router (first-load-hints.ts).
 */
const deferredRoutes = {
  workspace: () => import('./workspace/workspace-routes'),
};

/**
 * The router's `patchRoutesOnNavigation`: before a navigation to a path that no route matches
 * but the splat (the not-found page), the deferred tables are added. React Router calls it again
 * for such paths and for paths with parameters; the modules are then cached and a table
 * already added is left as it is.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const tables = await Promise.all(
    Object.entries(deferredRoutes).map(async ([id, load]) => [id, (await load()).routes] as const),
  );
  for (const [id, routes] of tables) patch(id, routes);
};

/**
 * The dashboard's routes. The guard runs in the loader of the layout route around the known
 * pages, before every navigation (`shouldRevalidate` always), so that the rules see the
 * cookies as they are now. Unknown paths show the not-found page whoever asks.
 */
export function createRoutes(client: ApiClient, environment?: GuardEnvironment): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout client={client} />,
      // Until the first page's code and guard have run.
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          id: 'guarded',
          loader: createGuardLoader(client, environment),
          shouldRevalidate: () => true,
          // Errors of a page show inside the root layout, which keeps its providers.
          ErrorBoundary: RouteError,
          children: [
            // The guard always redirects `/` (to the dashboard, onboarding or login).
            { index: true, Component: PageLoading },
            { path: 'auth/login', lazy: page(() => import('./routes/LoginRoute')) },
            { path: 'auth/signup', lazy: page(() => import('./routes/SignupRoute')) },
            { path: 'auth/confirm-code', lazy: page(() => import('./routes/ConfirmCodeRoute')) },
            { path: 'auth/password-reset-start', lazy: page(() => import('./routes/PasswordResetStartRoute')) },
            {
              path: 'auth/password-reset-complete',
              lazy: page(() => import('./routes/PasswordResetCompleteRoute')),
            },
            { path: 'onboarding', lazy: page(() => import('./routes/OnboardingRoute')) },
            {
              // The signed-in pages, in the sidebar shell of the selected workspace.
              id: 'workspace',
              lazy: page(() => import('./workspace/WorkspaceShell')),
              // Its pages join on the first navigation into them (`deferredRoutes`).
            },
          ],
        },
        { path: '*', ErrorBoundary: RouteError, lazy: page(() => import('./routes/NotFoundRoute')) },
      ],
    },
  ];
}

/**
 * The app's router (its signed-in pages are added by `discoverRoutes`). It starts on the page being opened as soon as it is created: it runs the
 * guard and asks for the page's code at once, before anything renders.
 */
export function createAppRouter(client: ApiClient) {
  return createBrowserRouter(createRoutes(client), { patchRoutesOnNavigation: discoverRoutes });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
