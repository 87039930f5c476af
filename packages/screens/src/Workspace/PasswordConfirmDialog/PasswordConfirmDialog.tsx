import { useIntl } from 'react-intl';
import { Form, PasswordField } from '@meridian/ui';
import { FormDialog } from '../../common/FormDialog';
import { useForm } from '../../common/useForm';
import type { ActionResult, SubmitStatus } from '../../common/usePendingAction';
import { errorMessages, messages } from './PasswordConfirmDialog.messages';

export type PasswordConfirmErrorKey = keyof typeof errorMessages;

export interface PasswordConfirmDialogProps {
  isOpen: boolean;
  /** Says what the password is for. */
  description: string;
  /** Called with the password as typed; a returned promise keeps the dialog busy until it settles. */
  onConfirm: (password: string) => ActionResult;
  /** Called when the person cancels (never while the password is being checked). */
  onCancel: () => void;
  /** `wrong`: the password was refused; it shows under the field until the field is edited. */
  error?: 'wrong';
  status?: SubmitStatus;
  /** What the field starts with (stories and tests). */
  defaultValues?: { password?: string };
}

const validate = ({ password }: { password: string }): { password?: PasswordConfirmErrorKey } =>
  password === '' ? { password: 'required' } : {};
const prepare = ({ password }: { password: string }) => password;

/** Asks for the password again before a sensitive action, such as making someone an owner. */
export function PasswordConfirmDialog({
  isOpen,
  description,
  onConfirm,
  onCancel,
  error,
  status,
  defaultValues,
}: PasswordConfirmDialogProps) {
  const intl = useIntl();
  const form = useForm<{ password: string }, PasswordConfirmErrorKey, string>({
    initialValues: { password: defaultValues?.password ?? '' },
    validate,
    prepare,
    onSubmit: onConfirm,
    isBusy: status === 'submitting',
    fieldErrors: error ? { password: error } : undefined,
    errorText: (key) => intl.formatMessage(errorMessages[key]),
  });

  return (
    <FormDialog
      isOpen={isOpen}
      form={form}
      emptyValues={{ password: '' }}
      onCancel={onCancel}
      title={intl.formatMessage(messages.title)}
      description={description}
      size="sm"
      cancelLabel={intl.formatMessage(messages.cancel)}
      submitLabel={intl.formatMessage(messages.confirm)}
    >
      <Form {...form.formProps}>
        <PasswordField
          {...form.field('password')}
          label={intl.formatMessage(messages.password)}
          autoComplete="current-password"
          fullWidth
        />
      </Form>
    </FormDialog>
  );
}
