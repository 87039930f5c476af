import { useState } from 'react';
import { usePendingAction, type ActionResult } from './usePendingAction';

/**
 * The one dialog a screen shows at a time (a rename, a confirmation...), kept while it closes so
 * that its text does not change under the animation. `openings` counts the openings: as the
 * dialog's `key`, each opening mounts a new dialog, which starts from its item's values.
 *
 * ```tsx
 * const { dialog, isOpen, openings, open, onOpenChange, run, isPending } = useDialogState<OpenDialog>();
 * <Button onPress={() => open({ kind: 'remove', member })} />
 * {dialog?.kind === 'remove' ? (
 *   <ConfirmDialog isOpen={isOpen} onOpenChange={onOpenChange} isPending={isPending}
 *     onConfirm={() => run(() => onRemove(dialog.member.id))} />
 * ) : null}
 * ```
 */
export function useDialogState<Dialog>() {
  const [dialog, setDialog] = useState<Dialog>();
  const [isOpen, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const action = usePendingAction();

  const open = (next: Dialog) => {
    setDialog(next);
    setOpenings((n) => n + 1);
    setOpen(true);
  };
  const close = () => setOpen(false);
  /** The dialog's own closing (Escape, Cancel, outside press) waits while its action is pending. */
  const onOpenChange = (next: boolean) => {
    if (next) setOpen(true);
    else if (!action.isPending) setOpen(false);
  };
  /** Runs the confirmed action; the dialog closes when it settles (at once without a promise). */
  const run = (callback: () => ActionResult) => action.run(callback, { onSettled: close });

  return { dialog, isOpen, openings, open, close, onOpenChange, run, isPending: action.isPending };
}
