import { messagesIn } from '../i18n';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import type { TextFieldProps } from '../TextField';
import { EndButton, InputFrame, StyledTextField, TextInput } from '../TextField/TextField.styles';

const messages = messagesIn('ui.PasswordField', {
  show: 'Show password',
  hide: 'Hide password',
});

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'inputMode'> {
  /**
   * `current-password` (default) for sign-in and confirmation, `new-password` where a password
   * is chosen, so password managers offer to fill or to generate one.
   */
  autoComplete?: 'current-password' | 'new-password';
  /** Start with the password shown as text. */
  defaultRevealed?: boolean;
}

/**
 * A password input with a button that shows or hides what was typed. The button's name
 * says what pressing it will do ("Show password" / "Hide password").
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  fullWidth,
  autoComplete = 'current-password',
  defaultRevealed = false,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [revealed, setRevealed] = useState(defaultRevealed);
  const error = useValidationMessage(errorMessage, { minLength: props.minLength });
  return (
    <StyledTextField
      {...props}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth={fullWidth ? true : undefined}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <InputFrame>
        <TextInput placeholder={placeholder} end spellCheck={false} autoCapitalize="off" autoCorrect="off" />
        <EndButton
          aria-label={intl.formatMessage(revealed ? messages.hide : messages.show)}
          isDisabled={props.isDisabled}
          onPress={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </EndButton>
      </InputFrame>
      <FieldHelp description={description} errorMessage={error} />
    </StyledTextField>
  );
}
