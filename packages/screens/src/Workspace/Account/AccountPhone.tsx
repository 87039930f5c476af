import { useIntl } from 'react-intl';
import { Alert, Button, Card, Form, StatusBadge, TextField } from '@meridian/ui';
import { phoneErrorKey, phoneErrorMessages } from '../../common/phone';
import type { ActionResult } from '../../common/usePendingAction';
import { CodeConfirmationForm, useCodeConfirmation, type CodeStepStatus } from './CodeConfirmation';
import { messages, valueMessages } from './Account.messages';
import { SectionBody } from './Account.styles';

/**
 * Where the phone verification stands: `sendingCode`, then `codeSent` or `sendFailed`;
 * `verifying`, then `verified`, `wrongCode` or `verifyFailed`.
 */
export type PhoneStatus = Exclude<CodeStepStatus, 'codeExpired'> | 'verified';

/** What `onVerifyPhone` receives. */
export interface PhoneVerificationValues {
  /** The number the code was sent to, trimmed. */
  phone: string;
  /** Six digits. */
  code: string;
}

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
  const flow = useCodeConfirmation({
    status,
    initialTarget: phone ?? '',
    checkTarget: phoneErrorKey,
    onSendCode,
    onConfirm: (number, code) => onVerify({ phone: number, code }),
  });
  const number = flow.target;
  const numberVerified =
    (isVerified && number.trim() === (phone ?? '').trim()) || (status === 'verified' && !flow.targetEdited);
  const numberError = flow.targetError;

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
        <Form onSubmit={flow.sendCode}>
          <TextField
            name="phone"
            type="tel"
            label={intl.formatMessage(messages.phone)}
            description={intl.formatMessage(messages.phoneHelp)}
            autoComplete="tel"
            isRequired
            value={number}
            onChange={flow.setTarget}
            isInvalid={numberError !== undefined}
            errorMessage={numberError ? intl.formatMessage(phoneErrorMessages[numberError]) : undefined}
          />
          {numberVerified ? null : (
            <Button type="submit" variant={flow.inCodeStep ? 'ghost' : 'secondary'} isLoading={flow.isSending}>
              {intl.formatMessage(flow.inCodeStep ? messages.sendNewCode : messages.sendCode)}
            </Button>
          )}
        </Form>
        {status === 'sendFailed' && !flow.targetEdited ? (
          <Alert tone="danger" live description={intl.formatMessage(messages.sendCodeFailed)} />
        ) : null}
        <CodeConfirmationForm
          flow={flow}
          status={status}
          sentTo={intl.formatMessage(valueMessages.codeSentTo, { phone: number.trim() })}
          label={intl.formatMessage(messages.code)}
          submit={intl.formatMessage(messages.verifyPhone)}
          codeErrorText={(key) =>
            intl.formatMessage(key === 'codeRequired' ? messages.codeRequired : messages.wrongCode)
          }
          failed={intl.formatMessage(messages.verifyPhoneFailed)}
        />
        {status === 'verified' && !flow.targetEdited ? (
          <Alert tone="success" description={intl.formatMessage(messages.phoneVerified)} />
        ) : null}
      </SectionBody>
    </Card>
  );
}
