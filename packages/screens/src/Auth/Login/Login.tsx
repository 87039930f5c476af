import { useIntl, type MessageTag } from 'react-intl';
import { Alert, Link, PasswordField, TextField, messagesIn } from '@meridian/ui';
import { AuthFormPage, BelowLink, useAuthForm, type AuthFormProps } from '../authForm';
import { checkRequired, collectErrors } from '../validation';

const messages = messagesIn('screens.Auth.Login', {
  heading: 'Log in',
  description: 'Welcome back. Enter your details to continue.',
  identifier: 'Username or email',
  password: 'Password',
  forgot: 'Forgot your password?',
  submit: 'Log in',
});

const { redirect: redirectMessage, noAccount: noAccountMessage } = messagesIn<{
  redirect: { path: string };
  noAccount: { link: MessageTag };
}>('screens.Auth.Login', {
  redirect: 'Log in to continue to {path}',
  noAccount: 'New to Meridian? <link>Create an account</link>',
});

export interface LoginValues {
  /** A username or an email address, trimmed. */
  identifier: string;
  /** Exactly as typed. */
  password: string;
}

export interface LoginProps extends AuthFormProps<LoginValues, LoginValues> {
  links: {
    /** The signup page. */
    signup: string;
    /** The forgot-password page. */
    forgotPassword: string;
  };
  /** The path the person will land on after logging in (the route's `redirect` query), shown as a note. */
  redirect?: string;
}

function validate(values: LoginValues) {
  return collectErrors({
    identifier: checkRequired(values.identifier, 'identifierRequired'),
    password: values.password === '' ? 'passwordRequired' : undefined,
  });
}

const prepare = (values: LoginValues): LoginValues => ({ ...values, identifier: values.identifier.trim() });

/**
 * Log in with a username or email and a password. `defaultValues` may hold the username
 * remembered for this browser; `error` is usually `loginFailed` or `tooManyAttempts`.
 */
export function Login(props: LoginProps) {
  const { links, redirect, error } = props;
  const intl = useIntl();
  const form = useAuthForm(props, { initialValues: { identifier: '', password: '' }, validate, prepare });

  return (
    <AuthFormPage
      form={form}
      error={error}
      messages={messages}
      below={<BelowLink message={noAccountMessage} href={links.signup} />}
      before={
        redirect ? <Alert tone="info" description={intl.formatMessage(redirectMessage, { path: redirect })} /> : null
      }
    >
      <TextField
        {...form.field('identifier')}
        label={intl.formatMessage(messages.identifier)}
        autoComplete="username"
        spellCheck="false"
        fullWidth
        isRequired
      />
      <PasswordField
        {...form.field('password')}
        label={intl.formatMessage(messages.password)}
        autoComplete="current-password"
        fullWidth
        isRequired
      />
      <div>
        <Link href={links.forgotPassword} variant="standalone">
          {intl.formatMessage(messages.forgot)}
        </Link>
      </div>
    </AuthFormPage>
  );
}
