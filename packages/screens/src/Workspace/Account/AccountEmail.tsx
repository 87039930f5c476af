import { checkEmail } from '@meridian/contract';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, Form, TextField } from '@meridian/ui';
import type { ActionResult } from '../../common/usePendingAction';
import { CodeConfirmationForm, useCodeConfirmation, type CodeStepStatus } from './CodeConfirmation';
import { emailMessages as messages, emailValueMessages } from './AccountEmail.messages';
import { ButtonRow, SectionBody } from './Account.styles';

/**
 * Where a change of address stands: `sendingCode`, then `codeSent`, `sameEmail` or `sendFailed`;
 * `verifying`, then `changed`, `wrongCode`, `codeExpired` or `verifyFailed`.
 */
export type EmailChangeStatus = CodeStepStatus | 'sameEmail' | 'changed';

/** What `onConfirm` receives. */
export interface EmailChangeValues {
  /** The address the code was sent to, trimmed. */
  email: string;
  /** Six digits. */
  code: string;
}

export interface AccountEmailProps {
  /** The account's address: it stays until the new one is confirmed. */
  email: string;
  status: EmailChangeStatus;
  /** Mails a 6-digit code to the new address (trimmed). */
  onSendCode: (email: string) => ActionResult;
  /** Checks the code; the address changes when it is right. */
  onConfirm: (values: EmailChangeValues) => ActionResult;
  /** Opens the form at once (stories and tests). */
  defaultOpen?: boolean;
  /** What the new address starts with (stories and tests). */
  defaultNewEmail?: string;
}

function emailError(value: string): 'emailRequired' | 'emailInvalid' | undefined {
  const problem = checkEmail(value.trim());
  if (problem === 'required') return 'emailRequired';
  return problem ? 'emailInvalid' : undefined;
}

/** The sign-in address and "Change email": the new address, "Send code", then the mailed code. */
export function AccountEmail({
  email,
  status,
  onSendCode,
  onConfirm,
  defaultOpen = false,
  defaultNewEmail = '',
}: AccountEmailProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(defaultOpen || (status !== 'idle' && status !== 'changed'));
  const flow = useCodeConfirmation({
    status,
    initialTarget: defaultNewEmail,
    checkTarget: emailError,
    onSendCode,
    onConfirm: (address, code) => onConfirm({ email: address, code }),
    isOpen: open,
  });
  // A confirmed change closes the form (state adjusted while rendering, as React advises).
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    setSeenStatus(status);
    if (status === 'changed') {
      setOpen(false);
      flow.clear();
    }
  }
  const addressKey =
    flow.targetError ?? (open && status === 'sameEmail' && !flow.targetEdited ? 'sameEmail' : undefined);

  return (
    <Card
      title={intl.formatMessage(messages.section)}
      description={intl.formatMessage(messages.description)}
      actions={
        open ? null : (
          <Button variant="secondary" onPress={() => setOpen(true)}>
            {intl.formatMessage(messages.change)}
          </Button>
        )
      }
    >
      <SectionBody>
        <TextField name="email" type="email" label={intl.formatMessage(messages.current)} value={email} isReadOnly />
        {status === 'changed' && !open ? (
          <Alert tone="success" live description={intl.formatMessage(emailValueMessages.changed, { email })} />
        ) : null}
        {open ? (
          <Form onSubmit={flow.sendCode}>
            <TextField
              name="newEmail"
              type="email"
              label={intl.formatMessage(messages.newEmail)}
              autoComplete="email"
              isRequired
              value={flow.target}
              onChange={flow.setTarget}
              isInvalid={addressKey !== undefined}
              errorMessage={addressKey ? intl.formatMessage(messages[addressKey]) : undefined}
            />
            <ButtonRow>
              <Button type="submit" variant={flow.inCodeStep ? 'ghost' : 'secondary'} isLoading={flow.isSending}>
                {intl.formatMessage(flow.inCodeStep ? messages.sendNewCode : messages.sendCode)}
              </Button>
              <Button variant="ghost" onPress={() => setOpen(false)}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </ButtonRow>
          </Form>
        ) : null}
        {open && status === 'sendFailed' && !flow.targetEdited ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.sendFailed)} />
        ) : null}
        <CodeConfirmationForm
          flow={flow}
          status={status}
          sentTo={intl.formatMessage(emailValueMessages.codeSentTo, { email: flow.target.trim() })}
          label={intl.formatMessage(messages.code)}
          submit={intl.formatMessage(messages.confirm)}
          codeErrorText={(key) => intl.formatMessage(messages[key])}
          failed={intl.formatMessage(messages.confirmFailed)}
        />
      </SectionBody>
    </Card>
  );
}
