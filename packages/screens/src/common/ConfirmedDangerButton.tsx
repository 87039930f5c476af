import { useState } from 'react';
import { Button, ConfirmDialog } from '@meridian/ui';
import { usePendingAction, type ActionResult } from './usePendingAction';

interface ConfirmedDangerButtonProps {
  /** The button's label. */
  label: string;
  /** The confirmation's title, message and button. */
  title: string;
  message: string;
  confirmLabel: string;
  /** Runs once confirmed; the dialog stays open, pending, until a returned promise settles. */
  onConfirm: () => ActionResult;
}

/** A danger button (remove, disconnect) that asks first, in a confirmation dialog. */
export function ConfirmedDangerButton({ label, title, message, confirmLabel, onConfirm }: ConfirmedDangerButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const action = usePendingAction();
  return (
    <div>
      <Button variant="danger" onPress={() => setConfirming(true)}>
        {label}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        isPending={action.isPending}
        onConfirm={() => action.run(onConfirm, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
