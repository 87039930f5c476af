import { createContext, useContext } from 'react';
import type { Language } from '@meridian/contract';

export interface LanguagePickerProps {
  /** The language the page is shown in. */
  value: Language;
  /** Called as soon as another language is chosen. */
  onChange: (language: Language) => void;
}

/**
 * The app's language picker for every page in GuestLayout: provided once around the pages, it
 * shows in their footer without each screen passing it on.
 */
export const LanguagePickerContext = createContext<LanguagePickerProps | null>(null);

export function useLanguagePickerContext(): LanguagePickerProps | null {
  return useContext(LanguagePickerContext);
}
