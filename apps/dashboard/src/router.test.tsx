import { createApiClient } from '@meridian/data';
import { ThemeProvider } from '@meridian/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../locales/en.json';
import { LocaleProvider } from './i18n/LocaleProvider';
import { createRoutes } from './router';

const now = new Date('2026-06-15T10:00:00Z').getTime();
const minute = 60_000;
const list = (items: string[]) => encodeURIComponent(JSON.stringify(items));
const signedInWithoutWorkspace = `sessionExpiry=${now + 14 * minute}; sessionRefreshThreshold=${now + 12 * minute}; userWorkspaces=${list([])}`;

/** The app's routes in memory, with cookies and clock given; no request reaches an API. */
function renderAt(path: string, cookies = '') {
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', cookies: () => cookies, now: () => now });
  const router = createMemoryRouter(createRoutes(client, { cookies: () => cookies, now: () => now }), {
    initialEntries: [path],
  });
  render(
    <LocaleProvider initialLocale="en" initialMessages={en}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </LocaleProvider>,
  );
  return router;
}

describe('the dashboard routes', () => {
  it('shows the not-found page for an unknown path, signed in or not', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Meridian'));
  });

  it('sends a signed-out visit of a protected page to the login page, remembering it', async () => {
    const router = renderAt('/onboarding?from=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/auth/login?redirect=%2Fonboarding%3Ffrom%3Dmail',
    );
    expect(screen.getByText('Log in to continue to /onboarding?from=mail')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Log in · Meridian'));
  });

  it('leads a signed-in user without a workspace from the root to onboarding', async () => {
    const router = renderAt('/', signedInWithoutWorkspace);
    // No API answers here: the account cannot be read, and the flow still opens (at its name
    // step, with no invitation to accept), asking the country it would have known.
    expect(await screen.findByRole('heading', { level: 1, name: 'Name your workspace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('keeps a signed-in user away from the signup page', async () => {
    const router = renderAt('/auth/signup', signedInWithoutWorkspace);
    await screen.findByRole('heading', { level: 1, name: 'Name your workspace' });
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});
