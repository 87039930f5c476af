import { useConfirmEmailChange, useStartEmailChange, isApiError } from '@meridian/data';
import {
  PasswordConfirmDialog,
  type AccountEmailProps,
  type EmailChangeStatus,
  type EmailChangeValues,
} from '@meridian/screens';
import { useToast, messagesIn } from '@meridian/ui';
import { useState, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { workspaceValueMessages } from '../workspace/messages';

const messages = messagesIn('app.account.emailChange', {
  codeSent: 'Verification code sent',
  sendFailed: 'Failed to send the code',
  changed: 'Email address changed',
  confirmFailed: 'Failed to change the email address',
  reauth: 'Enter your password to send a code to the new address.',
});

/**
 * The account page's change of address: "Send code" mails a code to the new address (POST
 * /user/email/change), asking for the password in a dialog when the login is older than 15
 * minutes; the right code moves the account (POST /user/email/confirm) and updates the cached
 * user. Returns the section's props and the dialog to render beside the page.
 */
export function useAccountEmailChange(): { section: Omit<AccountEmailProps, 'email'>; dialog: ReactElement } {
  const intl = useIntl();
  const toast = useToast();
  const start = useStartEmailChange();
  const confirmChange = useConfirmEmailChange();
  const [status, setStatus] = useState<EmailChangeStatus>('idle');
  const [pending, setPending] = useState<string>();
  const [reauthError, setReauthError] = useState<'wrong'>();

  /** Sends the code; `password` when the dialog asked for it. Returns false when the password was refused. */
  const send = async (email: string, password?: string): Promise<boolean> => {
    setStatus('sendingCode');
    try {
      await start.trigger(password === undefined ? { email } : { email, password });
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'REAUTHENTICATION_REQUIRED') {
        setStatus('idle');
        if (pending !== undefined && password !== undefined) setReauthError('wrong');
        setPending(email);
        return false;
      }
      setPending(undefined);
      const same = isApiError(error) && error.fieldErrors.some((detail) => detail.code === 'unchanged');
      setStatus(same ? 'sameEmail' : 'sendFailed');
      if (!same) {
        toast.error(intl.formatMessage(messages.sendFailed), {
          description:
            isApiError(error) && error.retryAfterSeconds
              ? intl.formatMessage(workspaceValueMessages.retryIn, { seconds: error.retryAfterSeconds })
              : undefined,
        });
      }
      return true;
    }
    setPending(undefined);
    setReauthError(undefined);
    setStatus('codeSent');
    toast.success(intl.formatMessage(messages.codeSent));
    return true;
  };

  const confirm = async (values: EmailChangeValues) => {
    setStatus('verifying');
    try {
      await confirmChange.trigger(values);
    } catch (error) {
      const code = isApiError(error) ? error.code : null;
      if (code === 'CODE_INVALID') return setStatus('wrongCode');
      if (code === 'CODE_EXPIRED' || code === 'CODE_ATTEMPTS_EXCEEDED') return setStatus('codeExpired');
      setStatus('verifyFailed');
      toast.error(intl.formatMessage(messages.confirmFailed));
      return;
    }
    setStatus('changed');
    toast.success(intl.formatMessage(messages.changed));
  };

  const dialog = (
    <PasswordConfirmDialog
      isOpen={pending !== undefined}
      description={intl.formatMessage(messages.reauth)}
      onConfirm={async (password) => {
        if (pending !== undefined) await send(pending, password);
      }}
      onCancel={() => {
        setPending(undefined);
        setReauthError(undefined);
      }}
      error={reauthError}
    />
  );
  return { section: { status, onSendCode: (email) => send(email).then(() => undefined), onConfirm: confirm }, dialog };
}
