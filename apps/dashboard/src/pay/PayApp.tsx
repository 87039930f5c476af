import { DataProvider, QueryProvider, type ApiClient } from '@meridian/data';
import { whenPageSettled } from '@meridian/screens';
import { lazy, Suspense } from 'react';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Catalog, Locale } from '../i18n/locales';
import { ThemePreferenceProvider } from '../theme/ThemePreference';
import { CheckoutPage } from './CheckoutPage';
import { useLanguagePicker } from './language-picker';

// The refund page loads on its own: a payer opening a checkout never fetches it.
const RefundPage = lazy(() => import('./RefundPage').then((module) => ({ default: module.RefundPage })));

function RefundRoute({ token }: { token: string }) {
  const languagePicker = useLanguagePicker();
  return (
    <Suspense fallback={null}>
      <RefundPage token={token} languagePicker={languagePicker} />
    </Suspense>
  );
}

// Copy confirmations and wallet errors show as toasts; the region loads once the page has settled.
const ToastRegion = lazy(() => whenPageSettled().then(() => import('../ToastRegion.lazy')));

export interface PayAppProps {
  locale: Locale;
  messages: Catalog;
  client: ApiClient;
  /** The link's slug, from `/pay/{slug}`; null when the address names none. */
  slug: string | null;
  /** The payer's refund link's token, from `/refund/{token}`: the page is then the refund page. */
  refundToken?: string | null;
}

/** The public payment pages' providers: language (react-intl and react-aria), the device's theme, data. */
export function PayApp({ locale, messages, client, slug, refundToken = null }: PayAppProps) {
  return (
    <LocaleProvider initialLocale={locale} initialMessages={messages}>
      <ThemePreferenceProvider>
        <DataProvider client={client}>
          <QueryProvider>
            {refundToken === null ? <CheckoutPage slug={slug} /> : <RefundRoute token={refundToken} />}
          </QueryProvider>
          <Suspense fallback={null}>
            <ToastRegion />
          </Suspense>
        </DataProvider>
      </ThemePreferenceProvider>
    </LocaleProvider>
  );
}
