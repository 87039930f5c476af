import { messagesIn } from '../i18n';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import type { TextFieldProps } from '../TextField';
import { StyledTextField } from '../TextField/TextField.styles';
import { Count, HelpRow, StyledTextArea } from './TextArea.styles';

const messages = messagesIn<{ count: { count: number; max: number } }>('ui.TextArea', {
  count: '{max, plural, one {{count, number} / # character} other {{count, number} / # characters}}',
});

export interface TextAreaProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Visible lines of text before it scrolls; people can drag it taller. Default 4. */
  rows?: number;
  /** The most characters allowed; when set, a count ("12 / 500 characters") shows under the field. */
  maxLength?: number;
}

/** A multi-line text input with its label, description, error and an optional character count. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  fullWidth,
  rows = 4,
  onChange,
  ...props
}: TextAreaProps) {
  const intl = useIntl();
  const countId = useId();
  const [typedLength, setTypedLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : typedLength;
  const error = useValidationMessage(errorMessage, { minLength: props.minLength });
  const max = props.maxLength;
  const describedBy = [props['aria-describedby'], max !== undefined ? countId : null].filter(Boolean).join(' ');
  return (
    <StyledTextField
      {...props}
      aria-describedby={describedBy || undefined}
      fullWidth={fullWidth ? true : undefined}
      onChange={(value) => {
        setTypedLength(value.length);
        onChange?.(value);
      }}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <StyledTextArea placeholder={placeholder} rows={rows} />
      {description || max !== undefined ? (
        <HelpRow>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          {max !== undefined ? (
            <Count id={countId} atLimit={length >= max ? true : undefined}>
              {intl.formatMessage(messages.count, { count: length, max })}
            </Count>
          ) : null}
        </HelpRow>
      ) : null}
      <FieldErrorText>{error}</FieldErrorText>
    </StyledTextField>
  );
}
