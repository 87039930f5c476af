import { useIntl } from 'react-intl';
import { Button, Dialog, Form, TextField } from '@meridian/ui';
import { useForm } from '../../common/useForm';
import type { ActionResult } from '../../common/usePendingAction';
import { useFormErrorText, messages, valueMessages } from './ApiKeys.messages';
import { labelProblem, type ApiKeyFormError } from './ApiKeys.rules';

interface ApiKeyLabelDialogProps {
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSave: (label: string) => ActionResult;
}

const validate = ({ label }: { label: string }): { label?: ApiKeyFormError } => {
  const problem = labelProblem(label);
  return problem ? { label: problem } : {};
};

/** Renames a key; the secret does not change. */
export function ApiKeyLabelDialog({ label, isOpen, onOpenChange, onSave }: ApiKeyLabelDialogProps) {
  const intl = useIntl();
  const formErrorText = useFormErrorText();
  const form = useForm<{ label: string }, ApiKeyFormError, string>({
    initialValues: { label },
    validate,
    prepare: (values) => values.label.trim(),
    onSubmit: onSave,
    errorText: formErrorText,
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => (form.isSubmitting ? undefined : onOpenChange(open))}
      title={intl.formatMessage(valueMessages.renameTitle, { label })}
      size="sm"
      isDismissable={!form.isSubmitting}
      footer={
        <>
          <Button variant="secondary" isDisabled={form.isSubmitting} onPress={() => onOpenChange(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button type="submit" form={form.formProps.id} isLoading={form.isSubmitting}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <Form {...form.formProps}>
        <TextField {...form.field('label')} label={intl.formatMessage(messages.label)} />
      </Form>
    </Dialog>
  );
}
