import { useState, type ReactNode } from 'react';
import { Button, Dialog, type DialogProps } from '@meridian/ui';

/** What `FormDialog` needs of the dialog's `useForm`. */
interface DialogForm<Values> {
  isSubmitting: boolean;
  formProps: { id: string };
  reset: (values: Values) => void;
}

export interface FormDialogProps<Values> extends Pick<DialogProps, 'title' | 'description' | 'size'> {
  isOpen: boolean;
  form: DialogForm<Values>;
  /** What the form holds at each opening: each opening starts afresh. */
  emptyValues: Values;
  /** Called when the person cancels (never while the form is being sent). */
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button is disabled (what the form needs is not there yet). */
  isSubmitDisabled?: boolean;
  /** The body, with the `<Form {...form.formProps}>` in it. */
  children: ReactNode;
}

/**
 * A dialog that asks for something before an action (a password, a signature): not dismissed by
 * a press outside nor while the form is being sent, Cancel and the submit button in its footer,
 * the form emptied at each opening.
 */
export function FormDialog<Values>({
  isOpen,
  form,
  emptyValues,
  onCancel,
  cancelLabel,
  submitLabel,
  isSubmitDisabled,
  children,
  ...dialog
}: FormDialogProps<Values>) {
  const { isSubmitting } = form;
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) form.reset(emptyValues);
  }
  const cancel = () => {
    if (!isSubmitting) onCancel();
  };

  return (
    <Dialog
      {...dialog}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : cancel())}
      isDismissable={false}
      isKeyboardDismissDisabled={isSubmitting}
      footer={
        <>
          <Button variant="secondary" isDisabled={isSubmitting} onPress={cancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={form.formProps.id} isLoading={isSubmitting} isDisabled={isSubmitDisabled}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
