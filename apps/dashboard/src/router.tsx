import type { ApiClient } from '@meridian/data';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { createGuardLoader, type GuardEnvironment } from './guard-loader';
import { PageLoading } from './PageLoading';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Each page's code loads when it is first visited. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * The dashboard's routes. The root route runs the guard before every navigation
 * (`shouldRevalidate` always), so that the rules see the cookies as they are now.
 */
export function createRoutes(client: ApiClient, environment?: GuardEnvironment): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout client={client} />,
      HydrateFallback: PageLoading,
      ErrorBoundary: RouteError,
      loader: createGuardLoader(client, environment),
      shouldRevalidate: () => true,
      children: [
        {
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
            { path: 'pending-invites', lazy: page(() => import('./routes/PendingInvitesRoute')) },
            { path: 'dashboard', lazy: page(() => import('./routes/DashboardRoute')) },
            { path: '*', lazy: page(() => import('./routes/NotFoundRoute')) },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(client: ApiClient) {
  return createBrowserRouter(createRoutes(client));
}
