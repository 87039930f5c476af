import '@meridian/ui/fonts.css';
import { createApiClient } from '@meridian/data';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl } from './config';
import { loadCatalog, readInitialLocale } from './i18n/locales';
import { createAppRouter } from './router';

async function start() {
  const locale = readInitialLocale();
  // The router starts on the first page (its guard, its code) while the catalog loads: neither
  // waits for the other. (A production build has the browser fetch both with the entry:
  // first-load.ts.)
  const router = createAppRouter(createApiClient({ baseUrl: apiBaseUrl }));
  const messages = await loadCatalog(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={messages} router={router} />
    </StrictMode>,
  );
}

void start();
