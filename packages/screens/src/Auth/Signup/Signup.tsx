import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@meridian/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Checkbox, CountryComboBox, Form, Link, TextField } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from '../authErrors';
import { NewPasswordFields } from '../../common/NewPasswordFields';
import { GuestLayout } from '../GuestLayout';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { checkEmail, checkNewPassword, checkRequired, checkUsername, collectErrors } from '../validation';
import { haveAccountMessage, messages, termsLinksMessage, usernameRulesMessages } from './Signup.messages';

export interface SignupValues {
  /** Trimmed. */
  username: string;
  /** Trimmed. */
  email: string;
  /** ISO 3166-1 alpha-2 code, e.g. `PT`. */
  country: string;
  /** Exactly as typed, 8 to 128 characters. */
  password: string;
  /** Always `true` in a submission: the form refuses to submit without it. */
  acceptTerms: boolean;
}

export interface SignupProps {
  links: {
    /** The login page. */
    login: string;
    /** The terms of service; opens in a new tab so that the form keeps what was typed. */
    terms: string;
    /** The privacy policy; opens in a new tab. */
    privacy: string;
  };
  /** What the fields start with. */
  defaultValues?: Partial<SignupValues>;
  /** Called with valid values; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: SignupValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `signupFailed`. */
  error?: AuthErrorKey;
  /** Server errors by field (`usernameUnavailable`, `passwordTooCommon`...); each shows until its field is edited. */
  fieldErrors?: FieldErrors<keyof SignupValues>;
}

function validate(values: SignupValues) {
  return collectErrors({
    username: checkUsername(values.username),
    email: checkEmail(values.email),
    country: checkRequired(values.country, 'countryRequired'),
    password: checkNewPassword(values.password, { username: values.username, email: values.email }),
    acceptTerms: values.acceptTerms ? undefined : 'termsRequired',
  });
}

const prepare = (values: SignupValues): SignupValues => ({
  ...values,
  username: values.username.trim(),
  email: values.email.trim(),
});

/** Create an account: username, email, country, password and acceptance of the terms. */
export function Signup({ links, defaultValues, onSubmit, status, error, fieldErrors }: SignupProps) {
  const intl = useIntl();
  const errorText = useAuthErrorText();
  const form = useForm({
    initialValues: { username: '', email: '', country: '', password: '', acceptTerms: false, ...defaultValues },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
  });
  const { values, setValue, errorFor, isSubmitting } = form;
  const invalid = (name: keyof SignupValues) => ({
    isInvalid: errorFor(name) !== undefined,
    errorMessage: errorText(errorFor(name)),
  });

  return (
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      below={
        <FormattedMessage
          {...haveAccountMessage}
          values={{
            link: (chunks) => (
              <Link href={links.login} variant="standalone">
                {chunks}
              </Link>
            ),
          }}
        />
      }
    >
      <Form {...form.formProps} error={isSubmitting ? undefined : errorText(error)}>
        <TextField
          name="username"
          label={intl.formatMessage(messages.username)}
          description={intl.formatMessage(usernameRulesMessages.usernameRules, {
            min: USERNAME_MIN_LENGTH,
            max: USERNAME_MAX_LENGTH,
          })}
          autoComplete="username"
          spellCheck="false"
          fullWidth
          isRequired
          value={values.username}
          onChange={(value) => setValue('username', value)}
          {...invalid('username')}
        />
        <TextField
          name="email"
          type="email"
          label={intl.formatMessage(messages.email)}
          description={intl.formatMessage(messages.emailHelp)}
          autoComplete="email"
          fullWidth
          isRequired
          value={values.email}
          onChange={(value) => setValue('email', value)}
          {...invalid('email')}
        />
        <CountryComboBox
          name="country"
          label={intl.formatMessage(messages.country)}
          placeholder={intl.formatMessage(messages.countryPlaceholder)}
          fullWidth
          isRequired
          value={values.country || null}
          onChange={(code) => setValue('country', code ?? '')}
          {...invalid('country')}
        />
        <NewPasswordFields
          label="password"
          password={{
            name: 'password',
            value: values.password,
            onChange: (value) => setValue('password', value),
            ...invalid('password'),
          }}
        />
        <Checkbox
          name="acceptTerms"
          isRequired
          isSelected={values.acceptTerms}
          onChange={(selected) => setValue('acceptTerms', selected)}
          description={
            <FormattedMessage
              {...termsLinksMessage}
              values={{
                terms: (chunks) => (
                  <Link href={links.terms} external>
                    {chunks}
                  </Link>
                ),
                privacy: (chunks) => (
                  <Link href={links.privacy} external>
                    {chunks}
                  </Link>
                ),
              }}
            />
          }
          {...invalid('acceptTerms')}
        >
          {intl.formatMessage(messages.terms)}
        </Checkbox>
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </GuestLayout>
  );
}
