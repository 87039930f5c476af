import { FormattedMessage, useIntl, type MessageTag, type MessageValue } from 'react-intl';
import { VERIFICATION_CODE_LIFETIME_MS } from '@meridian/contract';
import { Inline, Link, Text, TextField, messagesIn } from '@meridian/ui';
import { AuthFormPage, BelowLink, emailFieldProps, useAuthForm, type AuthFormProps } from '../authForm';
import { GuestLayout } from '../GuestLayout';
import { checkEmail, collectErrors } from '../validation';

const messages = messagesIn('screens.Auth.ForgotPassword', {
  heading: 'Forgot your password?',
  description: 'Enter the email address of your account and we will send you a code to choose a new password.',
  email: 'Email',
  submit: 'Send code',
  sentHeading: 'Check your email',
  enterCode: 'Enter the code',
  backToLogin: 'Back to log in',
});

const { sent: sentMessage, remembered: rememberedMessage } = messagesIn<{
  sent: { email: MessageValue; minutes: number };
  remembered: { link: MessageTag };
}>('screens.Auth.ForgotPassword', {
  sent: 'If an account exists for {email}, we have sent it a code to reset the password. The code is valid for {minutes, plural, one {# minute} other {# minutes}}.',
  remembered: 'Remembered it? <link>Log in</link>',
});
/** How long the mailed code works, as the API issues it. */
const CODE_MINUTES = VERIFICATION_CODE_LIFETIME_MS / 60_000;

export interface ForgotPasswordValues {
  /** Trimmed. */
  email: string;
}

export interface ForgotPasswordProps extends AuthFormProps<ForgotPasswordValues, ForgotPasswordValues> {
  links: {
    /** The login page. */
    login: string;
    /** The reset-password page, where the emailed code is entered. */
    resetPassword: string;
  };
  /**
   * The request went through: the screen says a code was sent if an account exists (it never
   * tells whether one does) and leads on to the reset-password page.
   */
  sent?: boolean;
}

const validate = (values: ForgotPasswordValues) => collectErrors({ email: checkEmail(values.email) });
const prepare = (values: ForgotPasswordValues): ForgotPasswordValues => ({ email: values.email.trim() });

/** Ask for a code to reset a forgotten password; `error` is usually `resetFailed`. */
export function ForgotPassword(props: ForgotPasswordProps) {
  const { links, error, sent = false } = props;
  const intl = useIntl();
  const form = useAuthForm(props, { initialValues: { email: '' }, validate, prepare });

  if (sent) {
    return (
      <GuestLayout heading={intl.formatMessage(messages.sentHeading)}>
        <Text>
          <FormattedMessage
            {...sentMessage}
            values={{
              minutes: CODE_MINUTES,
              email: (
                <Text as="strong" weight="semibold">
                  {form.values.email.trim()}
                </Text>
              ),
            }}
          />
        </Text>
        <Inline gap={5}>
          <Link href={links.resetPassword} variant="standalone">
            {intl.formatMessage(messages.enterCode)}
          </Link>
          <Link href={links.login} variant="standalone">
            {intl.formatMessage(messages.backToLogin)}
          </Link>
        </Inline>
      </GuestLayout>
    );
  }

  return (
    <AuthFormPage
      form={form}
      error={error}
      messages={messages}
      below={<BelowLink message={rememberedMessage} href={links.login} />}
    >
      <TextField {...form.field('email')} {...emailFieldProps} label={intl.formatMessage(messages.email)} />
    </AuthFormPage>
  );
}
