import { useState } from 'react';

/**
 * What a screen's callback (`onSubmit`, `onRemove`, `onAccept`...) may return: nothing, or a
 * promise the screen waits for. A rejection only ends the wait: the caller reports failures
 * through the screen's `error` or `status` props.
 */
export type ActionResult = void | Promise<unknown>;

/** `submitting` while the caller's request is in flight. */
export type SubmitStatus = 'idle' | 'submitting';

function isPromise(result: ActionResult): result is Promise<unknown> {
  return result !== undefined && typeof (result as Promise<unknown>).then === 'function';
}

/**
 * Runs the callbacks of a screen's actions and says which one is still pending. `Key` names the
 * action (an invite id and what is done to it, say); actions without a name use `true`.
 *
 * ```ts
 * const remove = usePendingAction();
 * remove.run(() => onRemove(id), { onSettled: closeDialog });
 * <Button isLoading={remove.isPending} />
 * ```
 */
export function usePendingAction<Key = true>() {
  const [pending, setPending] = useState<Key>();

  /**
   * Calls `action`, unless an action is already pending. A returned promise keeps `pending` set to `key` until it settles;
   * `onSettled` runs when it does, or right away when `action` returns nothing.
   */
  const run = (action: () => ActionResult, options: { key?: Key; onSettled?: () => void } = {}) => {
    // One at a time: a second press while the first is pending does nothing.
    if (pending !== undefined) return;
    const result = action();
    if (!isPromise(result)) {
      options.onSettled?.();
      return;
    }
    setPending(options.key ?? (true as Key));
    const done = () => {
      setPending(undefined);
      options.onSettled?.();
    };
    result.then(done, done);
  };

  return { pending, isPending: pending !== undefined, run };
}
