import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@meridian/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox, CountryComboBox, Link, TextField } from '@meridian/ui';
import { AuthFormPage, BelowLink, emailFieldProps, useAuthForm, type AuthFormProps } from '../authForm';
import { NewPasswordFields } from '../../common/NewPasswordFields';
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

export interface SignupProps extends AuthFormProps<SignupValues, SignupValues> {
  links: {
    /** The login page. */
    login: string;
    /** The terms of service; opens in a new tab so that the form keeps what was typed. */
    terms: string;
    /** The privacy policy; opens in a new tab. */
    privacy: string;
  };
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

/**
 * Create an account: username, email, country, password and acceptance of the terms. `error`
 * is usually `signupFailed`, server field errors `usernameUnavailable`, `passwordTooCommon`...
 */
export function Signup(props: SignupProps) {
  const { links, error } = props;
  const intl = useIntl();
  const form = useAuthForm(props, {
    initialValues: { username: '', email: '', country: '', password: '', acceptTerms: false },
    validate,
    prepare,
  });
  const { values, setValue } = form;

  return (
    <AuthFormPage
      form={form}
      error={error}
      messages={messages}
      below={<BelowLink message={haveAccountMessage} href={links.login} />}
    >
      <TextField
        {...form.field('username')}
        label={intl.formatMessage(messages.username)}
        description={intl.formatMessage(usernameRulesMessages.usernameRules, {
          min: USERNAME_MIN_LENGTH,
          max: USERNAME_MAX_LENGTH,
        })}
        autoComplete="username"
        spellCheck="false"
        fullWidth
        isRequired
      />
      <TextField
        {...form.field('email')}
        {...emailFieldProps}
        label={intl.formatMessage(messages.email)}
        description={intl.formatMessage(messages.emailHelp)}
      />
      <CountryComboBox
        name="country"
        label={intl.formatMessage(messages.country)}
        placeholder={intl.formatMessage(messages.countryPlaceholder)}
        fullWidth
        isRequired
        value={values.country || null}
        onChange={(code) => setValue('country', code ?? '')}
        {...form.errorProps('country')}
      />
      <NewPasswordFields label="password" password={form.field('password')} />
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
        {...form.errorProps('acceptTerms')}
      >
        {intl.formatMessage(messages.terms)}
      </Checkbox>
    </AuthFormPage>
  );
}
