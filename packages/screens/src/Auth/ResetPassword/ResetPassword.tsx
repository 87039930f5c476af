import { useIntl, type MessageTag } from 'react-intl';
import { CodeInput, Link, TextField, messagesIn } from '@meridian/ui';
import { AuthFormPage, BelowLink, emailFieldProps, useAuthForm, type AuthFormProps } from '../authForm';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { GuestLayout } from '../GuestLayout';
import {
  checkCode,
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  CODE_LENGTH,
  collectErrors,
  normalizeCode,
} from '../validation';

const messages = messagesIn('screens.Auth.ResetPassword', {
  heading: 'Choose a new password',
  description: 'Enter the code we emailed you, then choose a new password.',
  email: 'Email',
  code: 'Code from the email',
  submit: 'Reset password',
  doneHeading: 'Your password has been reset',
  doneDescription: 'You can now log in with your new password.',
  login: 'Log in',
});

const noCodeMessage = messagesIn<{ noCode: { link: MessageTag } }>('screens.Auth.ResetPassword', {
  noCode: 'No code, or did it expire? <link>Send a new one</link>',
}).noCode;

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

export interface ResetPasswordProps extends AuthFormProps<ResetPasswordFields, ResetPasswordValues> {
  links: {
    /** The login page, offered once the password is reset. */
    login: string;
    /** The forgot-password page, to ask for a new code. */
    forgotPassword: string;
  };
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

/**
 * Reset a forgotten password with the code sent by email. `defaultValues` may hold the email
 * from the link in the message; `error` is usually `resetFailed` (or `codeExpired`), server
 * field errors `{ code: 'wrongCode' }` or `passwordTooCommon`.
 */
export function ResetPassword(props: ResetPasswordProps) {
  const { links, error, done = false } = props;
  const intl = useIntl();
  const form = useAuthForm(props, {
    initialValues: { email: '', code: '', newPassword: '', confirmPassword: '' },
    validate,
    prepare,
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
    <AuthFormPage
      form={form}
      error={error}
      messages={messages}
      below={<BelowLink message={noCodeMessage} href={links.forgotPassword} />}
    >
      <TextField {...form.field('email')} {...emailFieldProps} label={intl.formatMessage(messages.email)} />
      <CodeInput {...form.field('code')} label={intl.formatMessage(messages.code)} length={CODE_LENGTH} isRequired />
      <NewPasswordFields password={form.field('newPassword')} confirmation={form.field('confirmPassword')} />
    </AuthFormPage>
  );
}
