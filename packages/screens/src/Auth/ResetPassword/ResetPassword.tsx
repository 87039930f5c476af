import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { Button, CodeInput, Form, Link, TextField } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from '../authErrors';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { GuestLayout } from '../GuestLayout';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import {
  checkCode,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  CODE_LENGTH,
  collectErrors,
  normalizeCode,
} from '../validation';

const messages = defineMessages({
  heading: { id: 'screens.Auth.ResetPassword.heading', defaultMessage: 'Choose a new password' },
  description: {
    id: 'screens.Auth.ResetPassword.description',
    defaultMessage: 'Enter the code we emailed you, then choose a new password.',
  },
  email: { id: 'screens.Auth.ResetPassword.email', defaultMessage: 'Email' },
  code: { id: 'screens.Auth.ResetPassword.code', defaultMessage: 'Code from the email' },
  submit: { id: 'screens.Auth.ResetPassword.submit', defaultMessage: 'Reset password' },
  doneHeading: { id: 'screens.Auth.ResetPassword.doneHeading', defaultMessage: 'Your password has been reset' },
  doneDescription: {
    id: 'screens.Auth.ResetPassword.doneDescription',
    defaultMessage: 'You can now log in with your new password.',
  },
  login: { id: 'screens.Auth.ResetPassword.login', defaultMessage: 'Log in' },
});

const noCodeMessage = defineMessage<{ link: MessageTag }>({
  id: 'screens.Auth.ResetPassword.noCode',
  defaultMessage: 'No code, or did it expire? <link>Send a new one</link>',
});

/** What the form holds. */
export interface ResetPasswordFields {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordValues {
  /** Trimmed. */
  email: string;
  /** Six digits, separators removed. */
  code: string;
  /** Exactly as typed; the confirmation has been checked and is not sent. */
  newPassword: string;
}

export interface ResetPasswordProps {
  links: {
    /** The login page, offered once the password is reset. */
    login: string;
    /** The forgot-password page, to ask for a new code. */
    forgotPassword: string;
  };
  /** What the fields start with, e.g. the email from the link in the message. */
  defaultValues?: Partial<ResetPasswordFields>;
  /** Called with valid values; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: ResetPasswordValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `resetFailed` (or `codeExpired`). */
  error?: AuthErrorKey;
  /** Server errors by field (`{ code: 'wrongCode' }`, `passwordTooCommon`); each shows until its field is edited. */
  fieldErrors?: FieldErrors<keyof ResetPasswordFields>;
  /** The password was reset: the screen says so and links to the login page. */
  done?: boolean;
}

function validate(values: ResetPasswordFields) {
  return collectErrors({
    email: checkEmail(values.email),
    code: checkCode(values.code),
    newPassword: checkNewPassword(values.newPassword),
    confirmPassword: checkConfirmation(values.confirmPassword, values.newPassword),
  });
}

const prepare = ({ email, code, newPassword }: ResetPasswordFields): ResetPasswordValues => ({
  email: email.trim(),
  code: normalizeCode(code),
  newPassword,
});

/** Reset a forgotten password with the code sent by email. */
export function ResetPassword({
  links,
  defaultValues,
  onSubmit,
  status,
  error,
  fieldErrors,
  done = false,
}: ResetPasswordProps) {
  const intl = useIntl();
  const errorText = useAuthErrorText();
  const form = useForm({
    initialValues: { email: '', code: '', newPassword: '', confirmPassword: '', ...defaultValues },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
  });
  const { values, setValue, errorFor, isSubmitting } = form;
  const invalid = (name: keyof ResetPasswordFields) => ({
    isInvalid: errorFor(name) !== undefined,
    errorMessage: errorText(errorFor(name)),
  });

  if (done) {
    return (
      <GuestLayout
        heading={intl.formatMessage(messages.doneHeading)}
        description={intl.formatMessage(messages.doneDescription)}
      >
        <div>
          <Link href={links.login} variant="standalone">
            {intl.formatMessage(messages.login)}
          </Link>
        </div>
      </GuestLayout>
    );
  }

  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      below={
        <FormattedMessage
          {...noCodeMessage}
          values={{
            link: (chunks) => (
              <Link href={links.forgotPassword} variant="standalone">
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      <Form {...form.formProps} error={isSubmitting ? undefined : errorText(error)}>
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="email"
          fullWidth
          isRequired
          value={values.email}
          onChange={(value) => setValue('email', value)}
          {...invalid('email')}
        />
        <CodeInput
          name="code"
          label={intl.formatMessage(messages.code)}
          length={CODE_LENGTH}
          isRequired
          value={values.code}
          onChange={(value) => setValue('code', value)}
          {...invalid('code')}
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
