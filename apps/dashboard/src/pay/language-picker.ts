import type { LanguagePickerProps } from '@meridian/screens';
import { useMemo } from 'react';
import { useLocale } from '../i18n/LocaleProvider';

/** The public pages' language picker: the page's language, and how to change it. */
export function useLanguagePicker(): LanguagePickerProps {
  const { locale, setLocale } = useLocale();
  return useMemo(() => ({ value: locale, onChange: (language) => void setLocale(language) }), [locale, setLocale]);
}
