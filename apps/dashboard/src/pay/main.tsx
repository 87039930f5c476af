import '@meridian/ui/fonts.css';
import { createApiClient } from '@meridian/data';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { apiBaseUrl } from '../config';
import { loadCatalog, readInitialLocale } from '../i18n/locales';
import { PayApp } from './PayApp';
import { slugFromPath } from './checkout-view';
import { refundTokenFromPath } from './refund-path';
// Imported last, so that the entry's modules keep their order in the bundle (and its size).
import { fetchWithFirstLoadReads } from '../first-load';
import { holdUntilPageSettled } from '@meridian/screens';

/**
 * The public checkout page, `/pay/{slug}`: an entry of its own (pay.html), without the
 * dashboard's router, shell or session. It starts in the language saved on this device, else
 * the browser's, else English, like the guest pages.
 */
async function start() {
  // The language picker and the toast region load once the first page has shown (or at a first interaction).
  holdUntilPageSettled();
  const locale = readInitialLocale();
  const messages = await loadCatalog(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('pay.html has no #root element');
  const client = createApiClient({ baseUrl: apiBaseUrl, fetch: fetchWithFirstLoadReads });
  const reactRoot = createRoot(root);
  // The first render as a transition, in slices of a few milliseconds (as the dashboard's, main.tsx).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <PayApp
          locale={locale}
          messages={messages}
          client={client}
          slug={slugFromPath(window.location.pathname)}
          refundToken={refundTokenFromPath(window.location.pathname)}
        />
      </StrictMode>,
    );
  });
}

void start();
