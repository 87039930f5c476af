import {
  defineMessage,
  defineMessages,
  FormattedMessage,
  useIntl,
  type MessageTag,
  type MessageValue,
} from 'react-intl';
import { VERIFICATION_CODE_LIFETIME_MS } from '@meridian/contract';
import { Button, Form, Inline, Link, Text, TextField } from '@meridian/ui';
import { type AuthErrorKey, type FieldErrors, useAuthErrorText } from '../authErrors';
import { GuestLayout } from '../GuestLayout';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { checkEmail, collectErrors } from '../validation';

const messages = defineMessages({
  heading: { id: 'screens.Auth.ForgotPassword.heading', defaultMessage: 'Forgot your password?' },
  description: {
    id: 'screens.Auth.ForgotPassword.description',
    defaultMessage: 'Enter the email address of your account and we will send you a code to choose a new password.',
  },
  email: { id: 'screens.Auth.ForgotPassword.email', defaultMessage: 'Email' },
  submit: { id: 'screens.Auth.ForgotPassword.submit', defaultMessage: 'Send code' },
  sentHeading: { id: 'screens.Auth.ForgotPassword.sentHeading', defaultMessage: 'Check your email' },
  enterCode: { id: 'screens.Auth.ForgotPassword.enterCode', defaultMessage: 'Enter the code' },
  backToLogin: { id: 'screens.Auth.ForgotPassword.backToLogin', defaultMessage: 'Back to log in' },
});

const sentMessage = defineMessage<{ email: MessageValue; minutes: number }>({
  id: 'screens.Auth.ForgotPassword.sent',
  defaultMessage:
    'If an account exists for {email}, we have sent it a code to reset the password. The code is valid for {minutes, plural, one {# minute} other {# minutes}}.',
});
/** How long the mailed code works, as the API issues it. */
const CODE_MINUTES = VERIFICATION_CODE_LIFETIME_MS / 60_000;
const rememberedMessage = defineMessage<{ link: MessageTag }>({
  id: 'screens.Auth.ForgotPassword.remembered',
  defaultMessage: 'Remembered it? <link>Log in</link>',
});

export interface ForgotPasswordValues {
  /** Trimmed. */
  email: string;
}

export interface ForgotPasswordProps {
  links: {
    /** The login page. */
    login: string;
    /** The reset-password page, where the emailed code is entered. */
    resetPassword: string;
  };
  /** What the field starts with. */
  defaultValues?: Partial<ForgotPasswordValues>;
  /** Called with a valid email; a returned promise keeps the form busy until it settles. */
  onSubmit: (values: ForgotPasswordValues) => ActionResult;
  status?: SubmitStatus;
  /** The outcome of the last submission, usually `resetFailed`. */
  error?: AuthErrorKey;
  /** Server errors by field; each shows until its field is edited. */
  fieldErrors?: FieldErrors<keyof ForgotPasswordValues>;
  /**
   * The request went through: the screen says a code was sent if an account exists (it never
   * tells whether one does) and leads on to the reset-password page.
   */
  sent?: boolean;
}

const validate = (values: ForgotPasswordValues) => collectErrors({ email: checkEmail(values.email) });
const prepare = (values: ForgotPasswordValues): ForgotPasswordValues => ({ email: values.email.trim() });

/** Ask for a code to reset a forgotten password. */
export function ForgotPassword({
  links,
  defaultValues,
  onSubmit,
  status,
  error,
  fieldErrors,
  sent = false,
}: ForgotPasswordProps) {
  const intl = useIntl();
  const errorText = useAuthErrorText();
  const form = useForm({
    initialValues: { email: '', ...defaultValues },
    validate,
    prepare,
    onSubmit,
    isBusy: status === 'submitting',
    fieldErrors,
  });
  const { values, setValue, errorFor, isSubmitting } = form;

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
                  {values.email.trim()}
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
    <GuestLayout
      heading={intl.formatMessage(messages.heading)}
      description={intl.formatMessage(messages.description)}
      below={
        <FormattedMessage
          {...rememberedMessage}
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
          name="email"
          type="email"
          label={intl.formatMessage(messages.email)}
          autoComplete="email"
          fullWidth
          isRequired
          value={values.email}
          onChange={(value) => setValue('email', value)}
          isInvalid={errorFor('email') !== undefined}
          errorMessage={errorText(errorFor('email'))}
        />
        <Button type="submit" size="lg" fullWidth isLoading={isSubmitting}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Form>
    </GuestLayout>
  );
}
