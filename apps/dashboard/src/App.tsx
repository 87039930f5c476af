import { createApiClient, type ApiClient } from '@meridian/data';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { apiBaseUrl } from './config';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { Catalog, Locale } from './i18n/locales';
import { createAppRouter, type AppRouter } from './router';
import { ThemePreferenceProvider } from './theme/ThemePreference';

export interface AppProps {
  locale: Locale;
  /** The locale's catalog, loaded before the first render. */
  messages: Catalog;
  /** The API client; by default one for the configured base URL (`/api`). */
  client?: ApiClient;
  /**
   * The router, when it was created (and started on the first page) before this render; by
   * default one is created here, on `client`.
   */
  router?: AppRouter;
}

/**
 * The dashboard: language, theme (the device's light or dark preference until a signed-in page
 * applies the account's) and the router, whose root layout adds data and toasts.
 */
export function App({ locale, messages, client, router: created }: AppProps) {
  const [router] = useState(() => created ?? createAppRouter(client ?? createApiClient({ baseUrl: apiBaseUrl })));
  return (
    <LocaleProvider initialLocale={locale} initialMessages={messages}>
      <ThemePreferenceProvider>
        <RouterProvider router={router} />
      </ThemePreferenceProvider>
    </LocaleProvider>
  );
}
