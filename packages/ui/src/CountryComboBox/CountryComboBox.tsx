import { useMemo, useRef } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ComboBox, type ComboBoxProps } from '../ComboBox';
import type { SelectOption } from '../Select/SelectItem';
import { countryCodes } from './countries';

export interface CountryComboBoxProps extends Omit<
  ComboBoxProps,
  'items' | 'children' | 'value' | 'defaultValue' | 'onChange'
> {
  /** The selected country's ISO 3166-1 alpha-2 code (controlled). */
  value?: string | null;
  /** The initially selected country's code (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the chosen country's ISO code, or `null` when cleared. */
  onChange?: (code: string | null) => void;
  /** Limits the list to these codes (for example the countries a feature supports). */
  countries?: readonly string[];
}

/**
 * A searchable list of countries named in the interface locale (`Intl.DisplayNames`) and
 * sorted by that locale's collation; the value is the ISO 3166-1 alpha-2 code.
 */
export function CountryComboBox({ countries = countryCodes, onChange, ...props }: CountryComboBoxProps) {
  const { locale } = useIntl();
  const items = useMemo(() => countryOptions(locale, countries), [locale, countries]);
  const named = useMemo(() => {
    const collator = new Intl.Collator(locale, { sensitivity: 'base' });
    return (text: string) => items.find((item) => collator.compare(item.label, text.trim()) === 0);
  }, [locale, items]);
  // A country's whole name, typed or put there by the browser's autofill, chooses it: the
  // field then holds what the person sees, rather than going back to the country it held (the
  // one the browser's language suggested) once focus leaves. Typed, it is chosen as focus
  // leaves (the list stays open while typing, "Niger" on the way to "Nigeria"); set while the
  // field has no focus (autofill), at once.
  const typed = useRef<string | null>(null);
  const focused = useRef(false);
  const choose = (text: string | null) => {
    const country = text === null ? undefined : named(text);
    if (country && onChange && country.id !== props.value) onChange(String(country.id));
  };
  const heldName = items.find((item) => item.id === props.value)?.label ?? '';
  const onInputChange = (text: string) => {
    props.onInputChange?.(text);
    if (!focused.current) choose(text);
    // The field putting back the held country's name, as focus leaves, is not typing.
    else if (text !== heldName) typed.current = text;
  };
  const onFocusChange = (isFocused: boolean) => {
    props.onFocusChange?.(isFocused);
    focused.current = isFocused;
    if (!isFocused) choose(typed.current);
    typed.current = null;
  };
  return (
    <ComboBox
      {...props}
      items={items}
      onInputChange={onInputChange}
      onFocusChange={onFocusChange}
      onChange={onChange ? (key: Key | null) => onChange(key == null ? null : String(key)) : undefined}
    />
  );
}

function countryOptions(locale: string, codes: readonly string[]): SelectOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return codes
    .map((code) => ({ id: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
