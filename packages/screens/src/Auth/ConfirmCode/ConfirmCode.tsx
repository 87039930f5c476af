import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type MessageValue } from 'react-intl';
import { Alert, Button, CodeInput, Stack, Text, messagesIn } from '@meridian/ui';
import { useAuthErrorText } from '../authErrors';
import { AuthFormPage, useAuthForm, type AuthFormProps } from '../authForm';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { checkCode, CODE_LENGTH, collectErrors, normalizeCode } from '../validation';
import { useResendCountdown } from './useResendCountdown';

const messages = messagesIn('screens.Auth.ConfirmCode', {
  heading: 'Check your email',
  code: 'Confirmation code',
  submit: 'Confirm account',
  noEmail: 'No email? Check your spam folder, or ask for a new code.',
  resend: 'Resend code',
  resendSent: 'Verification code sent',
  signOut: 'Log out and use another account',
});

const { sentTo: sentToMessage, resendIn: resendInMessage } = messagesIn<{
  sentTo: { email: MessageValue };
  resendIn: { seconds: number };
}>('screens.Auth.ConfirmCode', {
  sentTo: 'We sent a 6-digit code to {email}. Enter it below to confirm your account.',
  resendIn: 'Resend code in {seconds}s',
});

export type ResendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface ConfirmCodeValues {
  /** Six digits, separators removed. */
  code: string;
}

export interface ConfirmCodeProps extends AuthFormProps<ConfirmCodeValues, ConfirmCodeValues> {
  /** The address the code was sent to. */
  email: string;
  /**
   * Seconds before "Resend code" is available. The screen counts down by itself; the count
   * starts over when this value changes and after each successful resend (`resendStatus`
   * becoming `sent`). Default 0.
   */
  resendAvailableIn?: number;
  /** Asks for a new code. */
  onResend: () => ActionResult;
  /** `sending` while the request runs; `sent` ("Verification code sent") or `failed` afterwards. */
  resendStatus?: ResendStatus;
  /** When given, offers to log out (for someone who signed up with the wrong address). */
  onSignOut?: () => void;
}

const validate = (values: ConfirmCodeValues) => collectErrors({ code: checkCode(values.code) });
const prepare = (values: ConfirmCodeValues): ConfirmCodeValues => ({ code: normalizeCode(values.code) });

/**
 * Confirm a new account with the code sent by email; the code can be resent after a cooldown.
 * `error` is `codeExpired`, `tooManyAttempts` or `confirmFailed`; a rejected code belongs to
 * the field (`fieldErrors: { code: 'wrongCode' }`).
 */
export function ConfirmCode(props: ConfirmCodeProps) {
  const { email, error, resendAvailableIn = 0, onResend, resendStatus = 'idle', onSignOut } = props;
  const intl = useIntl();
  const errorText = useAuthErrorText();
  const form = useAuthForm(props, { initialValues: { code: '' }, validate, prepare });
  const { values, setValue, isSubmitting } = form;

  // A complete code submits itself, once per code typed (pasted or autofilled from the mail): no
  // button to reach. A refused code stays until it is edited, and is not sent again on its own.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current || isSubmitting || checkCode(values.code) !== undefined) return;
    typed.current = false;
    form.submit();
  }, [values.code, isSubmitting, form]);

  // Each successful resend starts the cooldown again.
  const [seenResendStatus, setSeenResendStatus] = useState(resendStatus);
  const [resends, setResends] = useState(0);
  if (resendStatus !== seenResendStatus) {
    setSeenResendStatus(resendStatus);
    if (resendStatus === 'sent') setResends((n) => n + 1);
  }
  const remaining = useResendCountdown(resendAvailableIn, resends);

  const resendAction = usePendingAction();
  const isSending = resendStatus === 'sending' || resendAction.isPending;
  const resend = () => {
    if (isSending || remaining > 0) return;
    resendAction.run(onResend);
  };

  // The resend button turns disabled once a new code is on its way: take focus to where the
  // code goes rather than letting it fall back to the page.
  const codeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resends > 0) codeRef.current?.querySelector('input')?.focus();
  }, [resends]);

  return (
    <AuthFormPage
      form={form}
      error={error}
      messages={messages}
      description={
        <FormattedMessage
          {...sentToMessage}
          values={{
            email: (
              <Text as="strong" weight="semibold">
                {email}
              </Text>
            ),
          }}
        />
      }
      after={
        <Stack gap={3}>
          <Text tone="muted">{intl.formatMessage(messages.noEmail)}</Text>
          <div>
            <Button variant="secondary" onPress={resend} isDisabled={remaining > 0} isLoading={isSending}>
              {remaining > 0
                ? intl.formatMessage(resendInMessage, { seconds: remaining })
                : intl.formatMessage(messages.resend)}
            </Button>
          </div>
          {resendStatus === 'sent' ? (
            <Alert tone="success" description={intl.formatMessage(messages.resendSent)} />
          ) : resendStatus === 'failed' ? (
            <Alert tone="danger" live description={errorText('resendFailed')} />
          ) : null}
          {onSignOut ? (
            <div>
              <Button variant="ghost" onPress={onSignOut}>
                {intl.formatMessage(messages.signOut)}
              </Button>
            </div>
          ) : null}
        </Stack>
      }
    >
      <div ref={codeRef}>
        <CodeInput
          {...form.field('code')}
          label={intl.formatMessage(messages.code)}
          length={CODE_LENGTH}
          isRequired
          onChange={(value) => {
            typed.current = true;
            setValue('code', value);
          }}
        />
      </div>
    </AuthFormPage>
  );
}
