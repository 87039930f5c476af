import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@meridian/contract';
import { useIntl } from 'react-intl';
import { PasswordField } from '@meridian/ui';
import { messages, valueMessages } from './NewPasswordFields.messages';

/** One password field's state, as a form hook gives it. */
export interface PasswordFieldState {
  name: string;
  value: string;
  onChange: (value: string) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}

export interface NewPasswordFieldsProps {
  /** The password being chosen. */
  password: PasswordFieldState;
  /** Its repetition; without it only the password is asked for (sign-up). */
  confirmation?: PasswordFieldState;
  /** "Password" (a new account) or "New password" (replacing one). @default 'newPassword' */
  label?: 'password' | 'newPassword';
  /** Whether the fields take the form's width (guest pages) or their own (cards). @default true */
  fullWidth?: boolean;
}

/**
 * The fields of a password being chosen: the password, with the length rule under it, and its
 * confirmation. Both are required and filled in by password managers as a new password.
 */
export function NewPasswordFields({
  password,
  confirmation,
  label = 'newPassword',
  fullWidth = true,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        {...password}
        label={intl.formatMessage(messages[label])}
        description={intl.formatMessage(valueMessages.rules, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
        autoComplete="new-password"
        fullWidth={fullWidth}
        isRequired
      />
      {confirmation ? (
        <PasswordField
          {...confirmation}
          label={intl.formatMessage(messages.confirmPassword)}
          autoComplete="new-password"
          fullWidth={fullWidth}
          isRequired
        />
      ) : null}
    </>
  );
}
