import { Button, Dialog, Form, PasswordField } from '@meridian/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { workspaceMessages } from './messages';

export interface PasswordConfirmDialogProps {
  isOpen: boolean;
  /** Says what the password is for. */
  description: string;
  /** Called with the password; resolves `false` when the password was refused (the field says so). */
  onConfirm: (password: string) => Promise<boolean>;
  onCancel: () => void;
}

/** Asks for the password again before a sensitive action (docs/product.md, "Sessions"). */
export function PasswordConfirmDialog({ isOpen, description, onConfirm, onCancel }: PasswordConfirmDialogProps) {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<'required' | 'wrong'>();
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setPassword('');
    setProblem(undefined);
    onCancel();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (password === '') {
      setProblem('required');
      return;
    }
    setPending(true);
    try {
      const accepted = await onConfirm(password);
      if (accepted) {
        setPassword('');
        setProblem(undefined);
      } else {
        setProblem('wrong');
      }
    } finally {
      setPending(false);
    }
  };

  const formId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={intl.formatMessage(workspaceMessages.reauthTitle)}
      description={description}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled={pending}
      footer={
        <>
          <Button variant="secondary" isDisabled={pending} onPress={close}>
            {intl.formatMessage(workspaceMessages.reauthCancel)}
          </Button>
          <Button type="submit" form={formId} isLoading={pending}>
            {intl.formatMessage(workspaceMessages.reauthConfirm)}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)}>
        <PasswordField
          name="password"
          label={intl.formatMessage(workspaceMessages.reauthPassword)}
          autoComplete="current-password"
          fullWidth
          value={password}
          onChange={(value) => {
            setPassword(value);
            setProblem(undefined);
          }}
          isInvalid={problem !== undefined}
          errorMessage={
            problem === 'wrong'
              ? intl.formatMessage(workspaceMessages.reauthWrong)
              : problem === 'required'
                ? intl.formatMessage(workspaceMessages.reauthRequired)
                : undefined
          }
        />
      </Form>
    </Dialog>
  );
}
