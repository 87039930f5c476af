import { messagesIn } from '@meridian/ui';
import { useIntl } from 'react-intl';
import { Select, SelectItem } from '@meridian/ui';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@meridian/contract';
import { PickerRoot } from './GuestLayout.styles';
import type { LanguagePickerProps } from './LanguagePickerContext';

export { LanguagePickerContext, useLanguagePickerContext, type LanguagePickerProps } from './LanguagePickerContext';

const messages = messagesIn('screens.Auth.GuestLayout.languagePicker', {
  label: 'Language',
});

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((code) => code === value);

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
