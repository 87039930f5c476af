import { createApiClient, type ApiClient } from '@meridian/data';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { apiBaseUrl } from './config';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { Catalog, Locale } from './i18n/locales';
import { createAppRouter } from './router';
import { ThemePreferenceProvider } from './theme/ThemePreference';

export interface AppProps {
  locale: Locale;
  /** The locale's catalog, loaded before the first render. */
  messages: Catalog;
  /** The API client; by default one for the configured base URL (`/api`). */
  client?: ApiClient;
}

/**
 * The dashboard: language, theme (the device's light or dark preference until a signed-in page
 * applies the account's) and the router, whose root layout adds data and toasts.
 */
export function App({ locale, messages, client }: AppProps) {
  const [router] = useState(() => createAppRouter(client ?? createApiClient({ baseUrl: apiBaseUrl })));
  return (
    <LocaleProvider initialLocale={locale} initialMessages={messages}>
      <ThemePreferenceProvider>
        <RouterProvider router={router} />
      </ThemePreferenceProvider>
    </LocaleProvider>
  );
}
