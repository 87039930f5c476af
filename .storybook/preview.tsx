import type { Decorator, Preview } from '@storybook/react-vite';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nProvider, setInteractionModality } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { LANGUAGE_NAMES, LANGUAGES } from '@meridian/contract';
import { ThemeProvider } from '@meridian/ui';
import '@meridian/ui/fonts.css';
import { catalogs, defaultLocale, isLocale, pseudoCatalog } from './locales';

/**
 * A phone's width in CSS pixels. A story tagged `phone` is a phone's: the story suite shows it in
 * a 390x844 viewport (tests/stories/stories.spec.ts), and Storybook draws it in a frame this wide
 * (and never wider than its window), so that its container queries take their phone layout.
 */
const PHONE_WIDTH = 390;

const withProviders: Decorator = (Story, context) => {
  const requested = String(context.globals.locale ?? defaultLocale);
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  const pseudo = requested === 'pseudo';
  const locale = isLocale(requested) ? requested : defaultLocale;
  const messages = pseudo ? pseudoCatalog() : catalogs[locale];
  // Screen readers pick their voice from the document language.
  document.documentElement.lang = locale;
  return (
    <IntlProvider locale={pseudo ? 'en' : locale} messages={messages} defaultLocale="en" onError={reportIntlError}>
      {/* As in the app: react-aria-components' own strings and formats follow the story's language. */}
      <I18nProvider locale={locale}>
        <ThemeProvider theme={theme}>
          <StartsAfterAClick>
            {context.tags.includes('phone') ? (
              <div style={{ width: PHONE_WIDTH, maxWidth: '100%' }}>
                <Story />
              </div>
            ) : (
              <Story />
            )}
          </StartsAfterAClick>
        </ThemeProvider>
      </I18nProvider>
    </IntlProvider>
  );
};

/**
 * react-aria remembers for the whole page whether the last interaction was a pointer or the
 * keyboard, and draws focus rings only after the keyboard: a story that opens with focus inside
 * it (a confirm dialog focuses its Cancel button) drew its ring or not depending on the story
 * shown before it. Every story starts as after a click, once, when it mounts: a change of
 * language or theme draws the story again as its play function left it, ring included.
 */
function StartsAfterAClick({ children }: { children: ReactNode }) {
  useLayoutEffect(() => setInteractionModality('pointer'), []);
  return children;
}

/** A missing translation is a defect: surface it as a console error, which fails the story suite. */
function reportIntlError(error: { code?: string; message: string }) {
  console.error(`[intl] ${error.code ?? ''} ${error.message}`);
}

const preview = {
  decorators: [withProviders],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          ...LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
          { value: 'pseudo', title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
} satisfies Preview;

export default preview;
