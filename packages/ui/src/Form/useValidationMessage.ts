import { messagesIn } from '../i18n';
import type { ReactNode } from 'react';
import { useIntl, type NoMessageValues } from 'react-intl';
import type { ValidationResult } from 'react-aria-components';
import type { FieldProps } from '../Field';

const messages = messagesIn<{
  valueMissing: NoMessageValues;
  typeMismatchEmail: NoMessageValues;
  typeMismatchUrl: NoMessageValues;
  typeMismatch: NoMessageValues;
  tooShort: { minLength: number };
}>('ui.Form', {
  valueMissing: 'This field is required.',
  typeMismatchEmail: 'Enter a valid email address.',
  typeMismatchUrl: 'Enter a valid web address, such as https://example.com.',
  typeMismatch: 'Enter a value in the expected format.',
  tooShort: 'Enter at least {minLength, plural, one {# character} other {# characters}}.',
});

export interface ValidationMessageOptions {
  /** The input type, to name what a type mismatch expects. */
  type?: string;
  /** The minimum length, to say how many characters are missing. */
  minLength?: number;
}

/**
 * The field's error text: the caller's `errorMessage` when given, otherwise a function that
 * words the browser's constraint failures (required, email, url, minimum length) in the
 * interface language instead of the browser's, and passes custom and server errors through.
 */
export function useValidationMessage(
  errorMessage: FieldProps['errorMessage'],
  { type, minLength }: ValidationMessageOptions = {},
): FieldProps['errorMessage'] {
  const intl = useIntl();
  if (errorMessage !== undefined && errorMessage !== null) return errorMessage;
  return ({ validationDetails, validationErrors }: ValidationResult): ReactNode => {
    if (validationDetails.customError || validationDetails.valid) return validationErrors.join(' ');
    if (validationDetails.valueMissing) return intl.formatMessage(messages.valueMissing);
    if (validationDetails.typeMismatch) {
      if (type === 'email') return intl.formatMessage(messages.typeMismatchEmail);
      if (type === 'url') return intl.formatMessage(messages.typeMismatchUrl);
      return intl.formatMessage(messages.typeMismatch);
    }
    if (validationDetails.tooShort && minLength !== undefined) {
      return intl.formatMessage(messages.tooShort, { minLength });
    }
    return validationErrors.join(' ');
  };
}
