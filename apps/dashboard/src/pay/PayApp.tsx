import { DataProvider, QueryProvider, type ApiClient } from '@meridian/data';
import { whenPageSettled } from '@meridian/screens';
import { lazy, Suspense } from 'react';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Catalog, Locale } from '../i18n/locales';
import { ThemePreferenceProvider } from '../theme/ThemePreference';
import { CheckoutPage } from './CheckoutPage';

// Copy confirmations and wallet errors show as toasts; the region loads once the page has settled.
const ToastRegion = lazy(() => whenPageSettled().then(() => import('../ToastRegion.lazy')));

export interface PayAppProps {
  locale: Locale;
  messages: Catalog;
  client: ApiClient;
  /** The link's slug, from `/pay/{slug}`; null when the address names none. */
  slug: string | null;
}

/** The checkout page's providers: language (react-intl and react-aria), the device's theme, data. */
export function PayApp({ locale, messages, client, slug }: PayAppProps) {
  return (
    <LocaleProvider initialLocale={locale} initialMessages={messages}>
      <ThemePreferenceProvider>
        <DataProvider client={client}>
          <QueryProvider>
            <CheckoutPage slug={slug} />
          </QueryProvider>
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </DataProvider>
      </ThemePreferenceProvider>
    </LocaleProvider>
  );
}
