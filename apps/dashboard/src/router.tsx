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
              children: [
                { path: 'dashboard', lazy: page(() => import('./routes/DashboardRoute')) },
                { path: 'pending-invites', lazy: page(() => import('./routes/PendingInvitesRoute')) },
                { path: 'account', lazy: page(() => import('./routes/AccountRoute')) },
                { path: 'settings', lazy: page(() => import('./routes/SettingsRoute')) },
                { path: 'settings/business-details', lazy: page(() => import('./routes/BusinessDetailsRoute')) },
                { path: 'settings/members', lazy: page(() => import('./routes/MembersRoute')) },
                { path: 'settings/members/invite', lazy: page(() => import('./routes/InviteMemberRoute')) },
                {
                  path: 'settings/verify-company-email',
                  lazy: page(() => import('./routes/VerifyCompanyEmailRoute')),
                },
                { path: 'help', lazy: page(() => import('./routes/HelpRoute')) },
                { path: 'wallet-management', lazy: page(() => import('./routes/WalletsRoute')) },
                { path: 'wallet-management/add', lazy: page(() => import('./routes/AddWalletRoute')) },
                { path: 'payment-links', lazy: page(() => import('./routes/PaymentLinksRoute')) },
                { path: 'payment-links/new/static', lazy: page(() => import('./routes/NewStaticLinkRoute')) },
                { path: 'payment-links/new/dynamic', lazy: page(() => import('./routes/NewDynamicLinkRoute')) },
                { path: 'payment-links/new/donation', lazy: page(() => import('./routes/NewDonationLinkRoute')) },
                { path: 'payment-links/static/:id/edit', lazy: page(() => import('./routes/EditLinkRoute')) },
                { path: 'payment-links/dynamic/:id', lazy: page(() => import('./routes/DynamicLinkRoute')) },
                // Customers, billing, API keys, verification and
                // integrations (paths.ts) have no page yet: they fall to the not-found page.
              ],
            },
          ],
        },
        { path: '*', ErrorBoundary: RouteError, lazy: page(() => import('./routes/NotFoundRoute')) },
      ],
    },
  ];
}

/**
 * The app's router. It starts on the page being opened as soon as it is created: it runs the
 * guard and asks for the page's code at once, before anything renders.
 */
export function createAppRouter(client: ApiClient) {
  return createBrowserRouter(createRoutes(client));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
