/**
 * The production build's first paint of the public pages, rendered at build time with
 * react-dom/server from the same screens the app renders (`prerender.ts` beside the Vite config
 * runs this module and writes its output into the built HTML). It never runs in a browser.
 *
 * A page is rendered once per language, in the light theme: the dark one differs only by the
 * theme's class (its colours are CSS variables), which the page's inline script swaps before
 * the first paint. The styles are Stitches' text for everything rendered, both themes included.
 */
import { LanguagePickerContext, Login } from '@meridian/screens';
import { ThemeProvider } from '@meridian/ui';
import { darkTheme, getCssText, lightTheme } from '@meridian/ui/theme';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { paths } from '../paths';

export interface PrerenderedPage {
  /** The page's markup (what the app puts in `#root`), by language. */
  markup: Record<string, string>;
}

export interface Prerendered {
  /** By page path (`/auth/login`). */
  pages: Record<string, PrerenderedPage>;
  /** Stitches' CSS for every page above, in both themes. */
  css: string;
  /** The class names of the light and dark themes (on the document element and the theme's wrapper). */
  themes: { light: string; dark: string };
}

/** What the app wraps every page in that shows: the language (react-intl and react-aria's) and the theme. */
function Frame({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={locale} messages={messages} defaultLocale="en">
      <I18nProvider locale={locale}>
        <ThemeProvider theme="light">{children}</ThemeProvider>
      </I18nProvider>
    </IntlProvider>
  );
}

/** The login page as a signed-out visitor first sees it: no redirect note, no remembered username. */
function LoginPage({ locale }: { locale: string }) {
  return (
    // The picker keeps its place (its placeholder) until its code loads, as in the app.
    <LanguagePickerContext.Provider value={{ value: locale as 'en', onChange: () => undefined }}>
      <Login
        links={{ signup: paths.signup, forgotPassword: paths.passwordResetStart }}
        defaultValues={{ identifier: '' }}
        onSubmit={() => undefined}
        status="idle"
      />
    </LanguagePickerContext.Provider>
  );
}

/**
 * react-dom/server's markup of `element`. A lazy part (the language picker) renders as its
 * Suspense fallback, as in the app's first paint; the note React adds beside such a fallback for
 * hydration is left out (the app does not hydrate: it renders over the markup).
 */
function markupOf(element: ReactNode): string {
  return renderToString(element).replace(/<template(?: data-(?:msg|dgst|stck|cstck)="[^"]*")*><\/template>/g, '');
}

/** Every prerendered page in every language (`catalogs`: each language's messages, as in `locales/`). */
export function prerender(catalogs: Record<string, Record<string, string>>): Prerendered {
  const login: PrerenderedPage = { markup: {} };
  for (const [locale, messages] of Object.entries(catalogs)) {
    login.markup[locale] = markupOf(
      <Frame locale={locale} messages={messages}>
        <LoginPage locale={locale} />
      </Frame>,
    );
  }
  // Reading a theme's class writes its variables into Stitches' sheet.
  const themes = { light: lightTheme.className, dark: darkTheme.className };
  return { pages: { [paths.login]: login }, css: getCssText(), themes };
}
