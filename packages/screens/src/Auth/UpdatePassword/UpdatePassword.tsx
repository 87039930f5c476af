import { defineMessages, useIntl } from 'react-intl';
import { Button, Form, PasswordField } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from '../authErrors';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { GuestLayout } from '../GuestLayout';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { checkConfirmation, checkNewPassword, collectErrors } from '../validation';

const messages = defineMessages({
  heading: { id: 'screens.Auth.UpdatePassword.heading', defaultMessage: 'Set a new password' },
  description: {
    id: 'screens.Auth.UpdatePassword.description',
    defaultMessage:
      'Your password must be changed before you continue. Enter your current password, then choose a new one.',
  },
  currentPassword: { id: 'screens.Auth.UpdatePassword.currentPassword', defaultMessage: 'Current password' },
  submit: { id: 'screens.Auth.UpdatePassword.submit', defaultMessage: 'Update password' },
  signOut: { id: 'screens.Auth.UpdatePassword.signOut', defaultMessage: 'Log out' },
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

export interface UpdatePasswordProps {
  /** What the fields start with (stories and tests; the app starts empty). */
  defaultValues?: Partial<UpdatePasswordFields>;
  /** Called with valid values; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: UpdatePasswordValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `updatePasswordFailed`. */
  error?: AuthErrorKey;
  /** Server errors by field (`currentPasswordWrong`, `passwordTooCommon`); each shows until its field is edited. */
  fieldErrors?: FieldErrors<keyof UpdatePasswordFields>;
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
 * required action); it lives on the forgot-password route.
 */
export function UpdatePassword({
  defaultValues,
  onSubmit,
  status,
  error,
  fieldErrors,
  onSignOut,
}: UpdatePasswordProps) {
  const intl = useIntl();
  const errorText = useAuthErrorText();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '', ...defaultValues },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
  });
  const { values, setValue, errorFor, isSubmitting } = form;
  const invalid = (name: keyof UpdatePasswordFields) => ({
    isInvalid: errorFor(name) !== undefined,
    errorMessage: errorText(errorFor(name)),
  });

  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      below={
        onSignOut ? (
          <Button variant="ghost" onPress={onSignOut}>
            {intl.formatMessage(messages.signOut)}
          </Button>
        ) : undefined
      }
    >
      <Form {...form.formProps} error={isSubmitting ? undefined : errorText(error)}>
        <PasswordField
          name="currentPassword"
          label={intl.formatMessage(messages.currentPassword)}
          autoComplete="current-password"
          fullWidth
          isRequired
          value={values.currentPassword}
          onChange={(value) => setValue('currentPassword', value)}
          {...invalid('currentPassword')}
        />
        <NewPasswordFields
          password={{
            name: 'newPassword',
            value: values.newPassword,
            onChange: (value) => setValue('newPassword', value),
            ...invalid('newPassword'),
          }}
          confirmation={{
            name: 'confirmPassword',
            value: values.confirmPassword,
            onChange: (value) => setValue('confirmPassword', value),
            ...invalid('confirmPassword'),
          }}
        />
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </GuestLayout>
  );
}
