import { checkEmail } from '@meridian/contract';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, CodeInput, Form, Text, TextField } from '@meridian/ui';
import { useEditedSince } from '../../common/useForm';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { emailMessages as messages, emailValueMessages } from './AccountEmail.messages';
import { ButtonRow, SectionBody } from './Account.styles';

/**
 * Where a change of address stands: `sendingCode`, then `codeSent`, `sameEmail` or `sendFailed`;
 * `verifying`, then `changed`, `wrongCode`, `codeExpired` or `verifyFailed`.
 */
export type EmailChangeStatus =
  | 'idle'
  | 'sendingCode'
  | 'codeSent'
  | 'sameEmail'
  | 'sendFailed'
  | 'verifying'
  | 'wrongCode'
  | 'codeExpired'
  | 'verifyFailed'
  | 'changed';

/** What `onConfirm` receives. */
export interface EmailChangeValues {
  /** The address the code was sent to, trimmed. */
  email: string;
  /** Six digits. */
  code: string;
}

const CODE_LENGTH = 6;
const codeStatuses: readonly EmailChangeStatus[] = [
  'codeSent',
  'verifying',
  'wrongCode',
  'codeExpired',
  'verifyFailed',
];

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
  const send = usePendingAction();
  const verify = usePendingAction();
  const [open, setOpen] = useState(defaultOpen || (status !== 'idle' && status !== 'changed'));
  const [address, setAddress] = useState(defaultNewEmail);
  const [code, setCode] = useState('');
  const [addressAttempted, setAddressAttempted] = useState(false);
  const [codeAttempted, setCodeAttempted] = useState(false);
  // A confirmed change closes the form (state adjusted while rendering, as React advises).
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    setSeenStatus(status);
    if (status === 'changed') {
      setOpen(false);
      setAddress('');
      setCode('');
      setAddressAttempted(false);
    }
  }
  const addressSince = useEditedSince(status);
  const codeSince = useEditedSince(status);

  const isSending = status === 'sendingCode' || send.isPending;
  const isVerifying = status === 'verifying' || verify.isPending;
  const inCodeStep = open && codeStatuses.includes(status) && !addressSince.edited && !isSending;
  const addressKey =
    (addressAttempted ? emailError(address) : undefined) ??
    (open && status === 'sameEmail' && !addressSince.edited ? 'sameEmail' : undefined);
  const codeKey =
    codeAttempted && code.length < CODE_LENGTH
      ? 'codeRequired'
      : !codeSince.edited && (status === 'wrongCode' || status === 'codeExpired')
        ? status
        : undefined;

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAddressAttempted(true);
    if (isSending || emailError(address)) return;
    setCode('');
    setCodeAttempted(false);
    send.run(() => onSendCode(address.trim()));
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCodeAttempted(true);
    if (isVerifying || code.length < CODE_LENGTH) return;
    verify.run(() => onConfirm({ email: address.trim(), code }));
  };

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
          <Form onSubmit={sendCode}>
            <TextField
              name="newEmail"
              type="email"
              label={intl.formatMessage(messages.newEmail)}
              autoComplete="email"
              isRequired
              value={address}
              onChange={(value) => {
                setAddress(value);
                addressSince.markEdited();
              }}
              isInvalid={addressKey !== undefined}
              errorMessage={addressKey ? intl.formatMessage(messages[addressKey]) : undefined}
            />
            <ButtonRow>
              <Button type="submit" variant={inCodeStep ? 'ghost' : 'secondary'} isLoading={isSending}>
                {intl.formatMessage(inCodeStep ? messages.sendNewCode : messages.sendCode)}
              </Button>
              <Button variant="ghost" onPress={() => setOpen(false)}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </ButtonRow>
          </Form>
        ) : null}
        {open && status === 'sendFailed' && !addressSince.edited ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.sendFailed)} />
        ) : null}
        {inCodeStep ? (
          <Form onSubmit={confirm}>
            <Text>{intl.formatMessage(emailValueMessages.codeSentTo, { email: address.trim() })}</Text>
            <CodeInput
              name="code"
              label={intl.formatMessage(messages.code)}
              length={CODE_LENGTH}
              isRequired
              value={code}
              onChange={(value) => {
                setCode(value);
                codeSince.markEdited();
              }}
              isInvalid={codeKey !== undefined}
              errorMessage={codeKey ? intl.formatMessage(messages[codeKey]) : undefined}
            />
            <Button type="submit" isLoading={isVerifying}>
              {intl.formatMessage(messages.confirm)}
            </Button>
          </Form>
        ) : null}
        {inCodeStep && status === 'verifyFailed' ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.confirmFailed)} />
        ) : null}
      </SectionBody>
    </Card>
  );
}
