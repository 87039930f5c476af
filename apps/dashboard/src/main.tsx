import '@meridian/ui/fonts.css';
import { createApiClient } from '@meridian/data';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl } from './config';
import { loadCatalog, readInitialLocale } from './i18n/locales';
import { createAppRouter } from './router';
// Imported last, so that the entry's modules keep their order in the bundle (and its size).
import { fetchWithFirstLoadReads } from './first-load';
import { firstPageReady, nextTask } from './first-page';
import { holdUntilPageSettled } from '@meridian/screens';

async function start() {
  // The modules' own code has just run, in one task; the router's start (its guard, the page's
  // code) runs in a task of its own, so that neither holds the main thread long.
  await nextTask();
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
  const reactRoot = createRoot(root);
  // The first render as a transition: React renders the page in slices of a few milliseconds and
  // lets the browser in between (input, the network), rather than in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App locale={locale} messages={messages} router={router} />
      </StrictMode>,
    );
  });
}

void start();
