import type { TextFieldProps as RACTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import { StyledTextField, TextInput } from './TextField.styles';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'style' | 'children' | 'render' | 'type'>, FieldProps {
  /** Example text shown while empty; never a substitute for the label. */
  placeholder?: string;
  /** Default `text`. Email, phone and URL types bring the matching mobile keyboard and checks. */
  type?: 'text' | 'email' | 'tel' | 'url';
  /** Stretch to the container's width instead of the standard field width. */
  fullWidth?: boolean;
}

/**
 * A single-line text input with its label, description and error. Errors come from client
 * validation (`isRequired`, `type`, `validate`), from a `Form`'s `validationErrors`, or from
 * `isInvalid` with `errorMessage`.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  fullWidth,
  ...props
}: TextFieldProps) {
  const error = useValidationMessage(errorMessage, { type, minLength: props.minLength });
  return (
    <StyledTextField {...props} type={type} fullWidth={fullWidth ? true : undefined}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <TextInput placeholder={placeholder} />
      <FieldHelp description={description} errorMessage={error} />
    </StyledTextField>
  );
}
