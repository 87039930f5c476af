import { messagesIn } from '../i18n';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import type { Tone } from '../theme/vocabulary';

const messages = messagesIn('ui.ConfirmDialog', {
  cancel: 'Cancel',
});

export interface ConfirmDialogProps {
  /** A question that names the action: "Archive this payment link?" */
  title: ReactNode;
  /** What happens, and whether it can be undone. */
  message: ReactNode;
  /** The confirm button's verb: "Archive", "Leave without saving". */
  confirmLabel: string;
  /** @default "Cancel" */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions: the confirm button is red and focus starts on Cancel, so
   * an accidental Enter does no harm. @default 'neutral'
   */
  tone?: Extract<Tone, 'neutral' | 'danger'>;
  /** The confirmed action is running: the confirm button shows a spinner, Cancel and Escape are disabled. */
  isPending?: boolean;
  /**
   * Called when the person confirms. A controlled dialog (`isOpen`) stays open until the caller
   * closes it, so it can show `isPending` meanwhile; an uncontrolled one closes at once.
   */
  onConfirm: () => void;
  /** Called when the person backs out: Cancel or Escape. */
  onCancel?: () => void;
  /** An element that opens the dialog, a RAC-based pressable such as `Button`. */
  trigger?: ReactNode;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Asks the person to confirm an exit or a destructive action, as an `alertdialog`. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'neutral',
  isPending = false,
  onConfirm,
  onCancel,
  trigger,
  isOpen,
  defaultOpen,
  onOpenChange,
}: ConfirmDialogProps) {
  const intl = useIntl();
  // Set while an uncontrolled dialog closes because of a confirmation, so it is not reported as a cancel.
  const confirming = useRef(false);
  const isDanger = tone === 'danger';

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      if (!confirming.current) onCancel?.();
      confirming.current = false;
    }
    onOpenChange?.(open);
  };

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      description={message}
      trigger={trigger}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={handleOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      hideCloseButton
      // Moving focus into a dialog as it opens is the expected pattern (WAI-ARIA APG, alertdialog):
      // onto the least destructive action for danger, onto the confirmation otherwise.
      footer={({ close }) => (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" isDisabled={isPending} autoFocus={isDanger} onPress={close}>
            {cancelLabel ?? intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant={isDanger ? 'danger' : 'primary'}
            isLoading={isPending}
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={!isDanger}
            onPress={() => {
              onConfirm();
              if (isOpen === undefined) {
                confirming.current = true;
                close();
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    />
  );
}
