import '@meridian/ui/fonts.css';
import { createApiClient } from '@meridian/data';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl } from './config';
import { loadCatalog, readInitialLocale } from './i18n/locales';
import { createAppRouter } from './router';
// Imported last, so that the entry's modules keep their order in the bundle (and its size).
import { fetchWithFirstLoadReads } from './first-load';
import { firstPageReady } from './first-page';
import { holdUntilPageSettled } from '@meridian/screens';

async function start() {
  // The language picker and the toast region load once the first page has shown (or at a first interaction).
  holdUntilPageSettled();
  const locale = readInitialLocale();
  // The router starts on the first page (its guard, its code) while the catalog loads: neither
  // waits for the other. (A production build has the browser fetch both with the entry:
  // first-load.ts.) The first render waits for both, so that it shows the page itself.
  const router = createAppRouter(createApiClient({ baseUrl: apiBaseUrl, fetch: fetchWithFirstLoadReads }));
  const [messages] = await Promise.all([loadCatalog(locale), firstPageReady(router)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={messages} router={router} />
    </StrictMode>,
  );
}

void start();
