import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, CodeInput, Form, Text } from '@meridian/ui';
import { useEditedSince } from '../../common/useForm';
import { usePendingAction, type ActionResult } from '../../common/usePendingAction';

/**
 * Where a send-code-then-confirm change stands (the account's e-mail and phone): `sendingCode`,
 * then `codeSent` or `sendFailed`; `verifying`, then `wrongCode`, `codeExpired` or
 * `verifyFailed` (or the caller's own word for done).
 */
export type CodeStepStatus =
  'idle' | 'sendingCode' | 'codeSent' | 'sendFailed' | 'verifying' | 'wrongCode' | 'codeExpired' | 'verifyFailed';

/** The mailed or texted code's length. */
const CODE_LENGTH = 6;
const codeStatuses: readonly string[] = ['codeSent', 'verifying', 'wrongCode', 'codeExpired', 'verifyFailed'];

/** What is wrong with the code typed, or what the server said of it. */
export type CodeErrorKey = 'codeRequired' | 'wrongCode' | 'codeExpired';

interface CodeConfirmationOptions<TargetError extends string> {
  status: string;
  /** What the address (or number) field starts with. */
  initialTarget: string;
  /** What is wrong with the address typed; nothing for an empty one that needs no word. */
  checkTarget: (value: string) => TargetError | undefined;
  /** Sends a code to the address, trimmed. */
  onSendCode: (target: string) => ActionResult;
  /** Checks the code sent to the address. */
  onConfirm: (target: string, code: string) => ActionResult;
  /** Whether the form is shown at all. @default true */
  isOpen?: boolean;
}

/**
 * The state of a change confirmed with a code: the address typed, "Send code", then the code.
 * Editing the address after a code was sent goes back to "Send code"; editing the code clears
 * what the server said of the last one.
 */
export function useCodeConfirmation<TargetError extends string>({
  status,
  initialTarget,
  checkTarget,
  onSendCode,
  onConfirm,
  isOpen = true,
}: CodeConfirmationOptions<TargetError>) {
  const send = usePendingAction();
  const verify = usePendingAction();
  const [target, setTarget] = useState(initialTarget);
  const [code, setCode] = useState('');
  const [targetAttempted, setTargetAttempted] = useState(false);
  const [codeAttempted, setCodeAttempted] = useState(false);
  const targetSince = useEditedSince(status);
  const codeSince = useEditedSince(status);

  const isSending = status === 'sendingCode' || send.isPending;
  const isVerifying = status === 'verifying' || verify.isPending;
  const codeError: CodeErrorKey | undefined =
    codeAttempted && code.length < CODE_LENGTH
      ? 'codeRequired'
      : !codeSince.edited && (status === 'wrongCode' || status === 'codeExpired')
        ? status
        : undefined;

  return {
    target,
    /** The address typed, as the field shows it. */
    setTarget: (value: string) => {
      setTarget(value);
      targetSince.markEdited();
    },
    /** The address was edited since the status last changed. */
    targetEdited: targetSince.edited,
    targetError: targetAttempted ? checkTarget(target) : undefined,
    code,
    setCode: (value: string) => {
      setCode(value);
      codeSince.markEdited();
    },
    codeError,
    isSending,
    isVerifying,
    /** A code was sent to the address as it stands: the code's form shows. */
    inCodeStep: isOpen && codeStatuses.includes(status) && !targetSince.edited && !isSending,
    sendCode: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTargetAttempted(true);
      if (isSending || target.trim() === '' || checkTarget(target)) return;
      setCode('');
      setCodeAttempted(false);
      send.run(() => onSendCode(target.trim()));
    },
    confirm: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setCodeAttempted(true);
      if (isVerifying || code.length < CODE_LENGTH) return;
      verify.run(() => onConfirm(target.trim(), code));
    },
    /** Starts over with an empty address (once the change is done). */
    clear: () => {
      setTarget('');
      setCode('');
      setTargetAttempted(false);
    },
  };
}

interface CodeConfirmationFormProps {
  flow: ReturnType<typeof useCodeConfirmation>;
  status: string;
  /** Where the code was sent. */
  sentTo: ReactNode;
  label: string;
  submit: string;
  codeErrorText: (key: CodeErrorKey) => string;
  /** What shows when the check failed (`verifyFailed`). */
  failed: string;
}

/** The code's form, once a code was sent: where it went, the code, the button that checks it. */
export function CodeConfirmationForm({
  flow,
  status,
  sentTo,
  label,
  submit,
  codeErrorText,
  failed,
}: CodeConfirmationFormProps) {
  if (!flow.inCodeStep) return null;
  return (
    <>
      <Form onSubmit={flow.confirm}>
        <Text>{sentTo}</Text>
        <CodeInput
          name="code"
          label={label}
          length={CODE_LENGTH}
          isRequired
          value={flow.code}
          onChange={flow.setCode}
          isInvalid={flow.codeError !== undefined}
          errorMessage={flow.codeError ? codeErrorText(flow.codeError) : undefined}
        />
        <Button type="submit" isLoading={flow.isVerifying}>
          {submit}
        </Button>
      </Form>
      {status === 'verifyFailed' ? <Alert tone="danger" live description={failed} /> : null}
    </>
  );
}
