import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageTag } from 'react-intl';
import { Alert, Button, Form, Link, PasswordField, TextField } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from '../authErrors';
import { GuestLayout } from '../GuestLayout';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { checkRequired, collectErrors } from '../validation';

const messages = defineMessages({
  heading: { id: 'screens.Auth.Login.heading', defaultMessage: 'Log in' },
  description: {
    id: 'screens.Auth.Login.description',
    defaultMessage: 'Welcome back. Enter your details to continue.',
  },
  identifier: { id: 'screens.Auth.Login.identifier', defaultMessage: 'Username or email' },
  password: { id: 'screens.Auth.Login.password', defaultMessage: 'Password' },
  forgot: { id: 'screens.Auth.Login.forgot', defaultMessage: 'Forgot your password?' },
  submit: { id: 'screens.Auth.Login.submit', defaultMessage: 'Log in' },
});

const redirectMessage = defineMessage<{ path: string }>({
  id: 'screens.Auth.Login.redirect',
  defaultMessage: 'Log in to continue to {path}',
});
const noAccountMessage = defineMessage<{ link: MessageTag }>({
  id: 'screens.Auth.Login.noAccount',
  defaultMessage: 'New to Meridian? <link>Create an account</link>',
});

export interface LoginValues {
  /** A username or an email address, trimmed. */
  identifier: string;
  /** Exactly as typed. */
  password: string;
}

export interface LoginProps {
  links: {
    /** The signup page. */
    signup: string;
    /** The forgot-password page. */
    forgotPassword: string;
  };
  /** The path the person will land on after logging in (the route's `redirect` query), shown as a note. */
  redirect?: string;
  /** What the fields start with, e.g. the username remembered for this browser. */
  defaultValues?: Partial<LoginValues>;
  /** Called with valid values; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: LoginValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `loginFailed` or `tooManyAttempts`. */
  error?: AuthErrorKey;
  /** Server errors by field; each shows until its field is edited. */
  fieldErrors?: FieldErrors<keyof LoginValues>;
}

function validate(values: LoginValues) {
  return collectErrors({
    identifier: checkRequired(values.identifier, 'identifierRequired'),
    password: values.password === '' ? 'passwordRequired' : undefined,
  });
}

const prepare = (values: LoginValues): LoginValues => ({ ...values, identifier: values.identifier.trim() });

/** Log in with a username or email and a password. */
export function Login({ links, redirect, defaultValues, onSubmit, status, error, fieldErrors }: LoginProps) {
  const intl = useIntl();
  const errorText = useAuthErrorText();
  const form = useForm({
    initialValues: { identifier: '', password: '', ...defaultValues },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
  });
  const { values, setValue, errorFor, isSubmitting } = form;

  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      below={
        <FormattedMessage
          {...noAccountMessage}
          values={{
            link: (chunks) => (
              <Link href={links.signup} variant="standalone">
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      {redirect ? <Alert tone="info" description={intl.formatMessage(redirectMessage, { path: redirect })} /> : null}
      <Form {...form.formProps} error={isSubmitting ? undefined : errorText(error)}>
        <TextField
          name="identifier"
          label={intl.formatMessage(messages.identifier)}
          autoComplete="username"
          spellCheck="false"
          fullWidth
          isRequired
          value={values.identifier}
          onChange={(value) => setValue('identifier', value)}
          isInvalid={errorFor('identifier') !== undefined}
          errorMessage={errorText(errorFor('identifier'))}
        />
        <PasswordField
          name="password"
          label={intl.formatMessage(messages.password)}
          autoComplete="current-password"
          fullWidth
          isRequired
          value={values.password}
          onChange={(value) => setValue('password', value)}
          isInvalid={errorFor('password') !== undefined}
          errorMessage={errorText(errorFor('password'))}
        />
        <div>
          <Link href={links.forgotPassword} variant="standalone">
            {intl.formatMessage(messages.forgot)}
          </Link>
        </div>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </GuestLayout>
  );
}
