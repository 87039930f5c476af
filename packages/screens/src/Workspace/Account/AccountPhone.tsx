import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, Card, CodeInput, Form, StatusBadge, Text, TextField } from '@meridian/ui';
import { phoneErrorKey, phoneErrorMessages } from '../../common/phone';
import { useEditedSince } from '../../common/useForm';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';
import { messages, valueMessages } from './Account.messages';
import { SectionBody } from './Account.styles';

/**
 * Where the phone verification stands: `sendingCode`, then `codeSent` or `sendFailed`;
 * `verifying`, then `verified`, `wrongCode` or `verifyFailed`.
 */
export type PhoneStatus =
  'idle' | 'sendingCode' | 'codeSent' | 'sendFailed' | 'verifying' | 'wrongCode' | 'verifyFailed' | 'verified';

/** What `onVerifyPhone` receives. */
export interface PhoneVerificationValues {
  /** The number the code was sent to, trimmed. */
  phone: string;
  /** Six digits. */
  code: string;
}

const CODE_LENGTH = 6;
const codeStatuses: readonly PhoneStatus[] = ['codeSent', 'verifying', 'wrongCode', 'verifyFailed'];

interface AccountPhoneProps {
  phone: string | null;
  isVerified: boolean;
  status: PhoneStatus;
  onSendCode: (phone: string) => ActionResult;
  onVerify: (values: PhoneVerificationValues) => ActionResult;
}

/** The phone number, confirmed with a code: enter the number, "Send code", then enter the code. */
export function AccountPhone({ phone, isVerified, status, onSendCode, onVerify }: AccountPhoneProps) {
  const intl = useIntl();
  const send = usePendingAction();
  const verify = usePendingAction();
  const [number, setNumber] = useState(phone ?? '');
  const [code, setCode] = useState('');
  const [numberAttempted, setNumberAttempted] = useState(false);
  const [codeAttempted, setCodeAttempted] = useState(false);
  // Editing the number after a code was sent puts the person back at "Send code"; editing the
  // code clears "wrong code".
  const numberSince = useEditedSince(status);
  const codeSince = useEditedSince(status);

  const isSending = status === 'sendingCode' || send.isPending;
  const isVerifying = status === 'verifying' || verify.isPending;
  const inCodeStep = codeStatuses.includes(status) && !numberSince.edited && !isSending;
  const unchanged = number.trim() === (phone ?? '').trim();
  const numberVerified = (isVerified && unchanged) || (status === 'verified' && !numberSince.edited);
  const numberError = numberAttempted ? phoneErrorKey(number) : undefined;
  const codeError =
    codeAttempted && code.length < CODE_LENGTH
      ? messages.codeRequired
      : status === 'wrongCode' && !codeSince.edited
        ? messages.wrongCode
        : undefined;

  const sendCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNumberAttempted(true);
    if (isSending || number.trim() === '' || phoneErrorKey(number)) return;
    setCode('');
    setCodeAttempted(false);
    send.run(() => onSendCode(number.trim()));
  };

  const verifyCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCodeAttempted(true);
    if (isVerifying || code.length < CODE_LENGTH) return;
    verify.run(() => onVerify({ phone: number.trim(), code }));
  };

  return (
    <Card
      title={intl.formatMessage(messages.phoneSection)}
      description={intl.formatMessage(messages.phoneDescription)}
      actions={
        number.trim() !== '' ? (
          <StatusBadge tone={numberVerified ? 'success' : 'neutral'}>
            {intl.formatMessage(numberVerified ? messages.verified : messages.notVerified)}
          </StatusBadge>
        ) : null
      }
    >
      <SectionBody>
        <Form onSubmit={sendCode}>
          <TextField
            name="phone"
            type="tel"
            label={intl.formatMessage(messages.phone)}
            description={intl.formatMessage(messages.phoneHelp)}
            autoComplete="tel"
            isRequired
            value={number}
            onChange={(value) => {
              setNumber(value);
              numberSince.markEdited();
            }}
            isInvalid={numberError !== undefined}
            errorMessage={numberError ? intl.formatMessage(phoneErrorMessages[numberError]) : undefined}
          />
          {numberVerified ? null : (
            <Button type="submit" variant={inCodeStep ? 'ghost' : 'secondary'} isLoading={isSending}>
              {intl.formatMessage(inCodeStep ? messages.sendNewCode : messages.sendCode)}
            </Button>
          )}
        </Form>
        {status === 'sendFailed' && !numberSince.edited ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.sendCodeFailed)} />
        ) : null}
        {inCodeStep ? (
          <Form onSubmit={verifyCode}>
            <Text>{intl.formatMessage(valueMessages.codeSentTo, { phone: number.trim() })}</Text>
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
              isInvalid={codeError !== undefined}
              errorMessage={codeError ? intl.formatMessage(codeError) : undefined}
            />
            <Button type="submit" isLoading={isVerifying}>
              {intl.formatMessage(messages.verifyPhone)}
            </Button>
          </Form>
        ) : null}
        {inCodeStep && status === 'verifyFailed' ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.verifyPhoneFailed)} />
        ) : null}
        {status === 'verified' && !numberSince.edited ? (
          <Alert tone="success" description={intl.formatMessage(messages.phoneVerified)} />
        ) : null}
      </SectionBody>
    </Card>
  );
}
