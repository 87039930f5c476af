import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { createIntl, IntlProvider, type IntlShape } from 'react-intl';
import { loadCatalog, saveLocale, type Catalog, type Locale } from './locales';

interface LocaleContextValue {
  locale: Locale;
  /**
   * Loads the language's messages, switches to it and saves the preference. Resolves to a
   * formatter in that language, for messages shown before the new render has happened.
   */
  setLocale(locale: Locale): Promise<IntlShape>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export interface LocaleProviderProps {
  initialLocale: Locale;
  /** The initial locale's catalog, loaded before the first render so that no text flashes. */
  initialMessages: Catalog;
  children: ReactNode;
}

/**
 * The interface language: react-intl's provider, react-aria's (so that every string and format
 * of react-aria-components, from date fields to list announcements, follows the same language)
 * and a way to change the language.
 */
export function LocaleProvider({ initialLocale, initialMessages, children }: LocaleProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  useLayoutEffect(() => {
    document.documentElement.lang = state.locale;
  }, [state.locale]);

  const setLocale = useCallback(async (locale: Locale) => {
    const messages = await loadCatalog(locale);
    saveLocale(locale);
    setState({ locale, messages });
    return createIntl({ locale, messages, defaultLocale: 'en' });
  }, []);

  const value = useMemo(() => ({ locale: state.locale, setLocale }), [state.locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={state.locale} messages={state.messages} defaultLocale="en">
        <I18nProvider locale={state.locale}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
