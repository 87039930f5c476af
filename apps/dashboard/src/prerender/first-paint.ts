/**
 * The inline script of the production build's `index.html` that shows a page's prerendered first
 * paint before any other script has run (`prerender.ts` beside the Vite config writes the pages'
 * markup into the HTML, one `<template>` per page and language).
 *
 * Without JavaScript the page shows what `#root` holds as built, in a `<noscript>` that a browser
 * running scripts never draws: the login page in English (the app cannot run there; its login
 * page is where such a visitor would end up anyway). The script first empties `#root`, so that a
 * page other than those below starts as blank as it always did.
 *
 * It runs while the page is parsed, before the first paint. On a page that has a prerendered
 * markup (`data-first-paint` names its path), and only for a visitor the page is meant for (no
 * session cookie: a signed-in person is sent on by the app; no `redirect` note on the login
 * page), it picks the language by the app's rule (`readInitialLocale`: the one saved on this
 * device when the app has it, else the first of the browser's it has, by primary subtag, else
 * English) and the theme by the device's light or dark setting, as the app's first render does,
 * and copies that language's markup into `#root`. The app then renders over it (`createRoot`
 * replaces what `#root` holds), the same boxes at the same places.
 *
 * The markup is `inert` (the build marks it): it is a picture of the page, not the page. Nothing
 * typed into it or clicked in it could survive the app's render (or, without JavaScript, do
 * anything but send the form's fields in an address), so it takes no focus, input or clicks.
 *
 * The script's text does not depend on the build (what varies is in the templates' attributes),
 * so the Content-Security-Policy allows it by its hash (`firstPaintScriptHash`), which
 * `security-headers.ts` adds to `script-src` for the built pages: no `'unsafe-inline'`.
 */
import { localeStorageKey } from '../first-load';

/** The language used when neither the device nor the browser names one the app has. */
const fallbackLocale = 'en';

/** The script, as written into the page (plain ES5: it runs before anything else, in any browser the app supports). */
export const firstPaintScript = `(function () {
  var d = document, h = d.documentElement, l = location, root = d.getElementById('root'), i;
  if (!root) return;
  root.textContent = '';
  if (/[?&]redirect=/.test(l.search) || /(?:^|;\\s*)sessionExpiry=/.test(d.cookie)) return;
  var all = d.querySelectorAll('template[data-first-paint]'), pages = {};
  for (i = 0; i < all.length; i++)
    if (all[i].getAttribute('data-first-paint') === l.pathname) pages['~' + all[i].getAttribute('lang')] = all[i];
  var saved = null;
  try { saved = localStorage.getItem(${JSON.stringify(localeStorageKey)}); } catch (e) {}
  var locale = pages['~' + saved] ? saved : null, languages = navigator.languages || [];
  for (i = 0; !locale && i < languages.length; i++) {
    var primary = String(languages[i]).split('-')[0].toLowerCase();
    if (pages['~' + primary]) locale = primary;
  }
  var page = pages['~' + (locale || ${JSON.stringify(fallbackLocale)})];
  if (!page) return;
  var dark = !!(window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches);
  var theme = page.getAttribute(dark ? 'data-dark' : 'data-light');
  root.appendChild(page.content.cloneNode(true));
  var frame = root.firstElementChild;
  if (frame) { frame.className = theme; frame.setAttribute('data-theme', dark ? 'dark' : 'light'); }
  h.classList.add(theme);
  h.style.colorScheme = dark ? 'dark' : 'light';
  h.lang = page.getAttribute('lang');
})();`;
