import '@meridian/ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadCatalog, readInitialLocale } from './i18n/locales';

async function start() {
  const locale = readInitialLocale();
  const messages = await loadCatalog(locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>,
  );
}

void start();
