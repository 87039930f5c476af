import { useIntl } from 'react-intl';
import { Button, PasswordField, messagesIn } from '@meridian/ui';
import { AuthFormPage, useAuthForm, type AuthFormProps } from '../authForm';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { checkConfirmation, checkNewPassword, collectErrors } from '../validation';

const messages = messagesIn('screens.Auth.UpdatePassword', {
  heading: 'Set a new password',
  description: 'Your password must be changed before you continue. Enter your current password, then choose a new one.',
  currentPassword: 'Current password',
  submit: 'Update password',
  signOut: 'Log out',
});

/** What the form holds. */
export interface UpdatePasswordFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Passwords exactly as typed; the confirmation has been checked and is not sent. */
export interface UpdatePasswordValues {
  currentPassword: string;
  newPassword: string;
}

export interface UpdatePasswordProps extends AuthFormProps<UpdatePasswordFields, UpdatePasswordValues> {
  /** When given, offers to log out instead. */
  onSignOut?: () => void;
}

function validate(values: UpdatePasswordFields) {
  return collectErrors({
    currentPassword: values.currentPassword === '' ? 'currentPasswordRequired' : undefined,
    newPassword:
      checkNewPassword(values.newPassword) ??
      (values.newPassword === values.currentPassword ? 'passwordUnchanged' : undefined),
    confirmPassword: checkConfirmation(values.confirmPassword, values.newPassword),
  });
}

const prepare = ({ currentPassword, newPassword }: UpdatePasswordFields): UpdatePasswordValues => ({
  currentPassword,
  newPassword,
});

/**
 * The password change a signed-in person must make before going on (the UPDATE_PASSWORD
 * required action); it lives on the forgot-password route. `error` is usually
 * `updatePasswordFailed`, server field errors `currentPasswordWrong` or `passwordTooCommon`.
 */
export function UpdatePassword(props: UpdatePasswordProps) {
  const { error, onSignOut } = props;
  const intl = useIntl();
  const form = useAuthForm(props, {
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
    prepare,
  });

  return (
    <AuthFormPage
      form={form}
      error={error}
      messages={messages}
      below={
        onSignOut ? (
          <Button variant="ghost" onPress={onSignOut}>
            {intl.formatMessage(messages.signOut)}
          </Button>
        ) : undefined
      }
    >
      <PasswordField
        {...form.field('currentPassword')}
        label={intl.formatMessage(messages.currentPassword)}
        autoComplete="current-password"
        fullWidth
        isRequired
      />
      <NewPasswordFields password={form.field('newPassword')} confirmation={form.field('confirmPassword')} />
    </AuthFormPage>
  );
}
