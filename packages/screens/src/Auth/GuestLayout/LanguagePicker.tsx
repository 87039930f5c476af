import { createContext, useContext } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Select, SelectItem } from '@meridian/ui';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@meridian/contract';
import { PickerRoot } from './GuestLayout.styles';

const messages = defineMessages({
  label: { id: 'screens.Auth.GuestLayout.language', defaultMessage: 'Language' },
});

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((code) => code === value);

export interface LanguagePickerProps {
  /** The language the page is shown in. */
  value: Language;
  /** Called as soon as another language is chosen. */
  onChange: (language: Language) => void;
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
          if (isLanguage(key) && key !== value) onChange(key);
        }}
      >
        {/* Each language named in itself, so that a person finds theirs whatever language the page is in. */}
        {LANGUAGES.map((code) => (
          <SelectItem key={code} id={code} textValue={LANGUAGE_NAMES[code]}>
            <span lang={code}>{LANGUAGE_NAMES[code]}</span>
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
