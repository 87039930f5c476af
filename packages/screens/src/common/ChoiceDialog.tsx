import type { ReactNode } from 'react';
import { Button, Dialog, type DialogProps } from '@meridian/ui';

interface ChoiceDialogProps extends Pick<DialogProps, 'title' | 'description'> {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The change is in flight: the dialog stays open and its buttons wait. */
  isPending: boolean;
  cancelLabel: string;
  /** The button that makes the change with the choice. */
  confirmLabel: string;
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  /** The choice (a radio group, a select). */
  children: ReactNode;
}

/**
 * A dialog that asks for one choice before a change (a member's role, when an old key stops):
 * Cancel and the change in its footer, not dismissed while the change is in flight.
 */
export function ChoiceDialog({
  isOpen,
  onOpenChange,
  isPending,
  cancelLabel,
  confirmLabel,
  isConfirmDisabled,
  onConfirm,
  children,
  ...dialog
}: ChoiceDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      {...dialog}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button isLoading={isPending} isDisabled={isConfirmDisabled} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
