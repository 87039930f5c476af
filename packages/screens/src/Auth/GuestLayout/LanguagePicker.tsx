import { createContext, useContext } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Select, SelectItem } from '@meridian/ui';
import { displayLanguages, type DisplayLanguage } from '../../Workspace/Account/accountRules';
import { PickerRoot } from './GuestLayout.styles';

const messages = defineMessages({
  label: { id: 'screens.Auth.GuestLayout.language', defaultMessage: 'Language' },
});

/** Each language named in itself, so that a person finds theirs whatever language the page is in. */
const languageNames: Record<DisplayLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
};

const isDisplayLanguage = (value: unknown): value is DisplayLanguage =>
  displayLanguages.includes(value as DisplayLanguage);

export interface LanguagePickerProps {
  /** The language the page is shown in. */
  value: DisplayLanguage;
  /** Called as soon as another language is chosen. */
  onChange: (language: DisplayLanguage) => void;
}

/** The interface language of the signed-out pages: a labelled select of the four languages. */
export function LanguagePicker({ value, onChange }: LanguagePickerProps) {
  const intl = useIntl();
  return (
    <PickerRoot>
      <Select
        name="language"
        label={intl.formatMessage(messages.label)}
        value={value}
        onChange={(key) => {
          if (isDisplayLanguage(key) && key !== value) onChange(key);
        }}
      >
        {displayLanguages.map((code) => (
          <SelectItem key={code} id={code} textValue={languageNames[code]}>
            <span lang={code}>{languageNames[code]}</span>
          </SelectItem>
        ))}
      </Select>
    </PickerRoot>
  );
}

/**
 * The app's language picker for every page in GuestLayout: provided once around the pages, it
 * shows in their footer without each screen passing it on.
 */
export const LanguagePickerContext = createContext<LanguagePickerProps | null>(null);

export function useLanguagePickerContext(): LanguagePickerProps | null {
  return useContext(LanguagePickerContext);
}
