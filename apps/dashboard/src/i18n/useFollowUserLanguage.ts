import { useEffect, useRef } from 'react';
import { isLocale } from './locales';
import { useLocale } from './LocaleProvider';

/**
 * Once signed in, the language saved on the account drives the interface: whenever the
 * account's language is first known or changes, the interface switches to it (and remembers
 * it for the next start). A language chosen on this device whose saving failed is left alone
 * until the account's language changes again.
 */
export function useFollowUserLanguage(language: string | undefined): void {
  const { locale, setLocale } = useLocale();
  const followed = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!language || language === followed.current) return;
    followed.current = language;
    if (isLocale(language) && language !== locale) void setLocale(language);
  }, [language, locale, setLocale]);
}
