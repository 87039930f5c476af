/**
 * The one way a page keeps a form's draft for the tab (session storage, `getSessionDraft`):
 * onboarding, the new link forms and the checkout's first step. A reload, or Back to the form,
 * resumes with what the person typed; the page forgets the draft once the form is done or
 * abandoned through Cancel. `parse` checks what storage holds, field by field (storage is the
 * person's to change): a value of the wrong shape is left out, never handed to the screen.
 */
import { getSessionDraft, setSessionDraft } from '@meridian/data';
import { useCallback, useRef, useState } from 'react';

export function useSessionDraft<Draft>(name: string, parse: (stored: unknown) => Draft | null) {
  // Read once, when the form opens: the draft is where the form starts, not a value it follows.
  const [saved] = useState(() => parse(getSessionDraft(name)));
  // Once forgotten, the draft stays forgotten: the form may still report a step or two while it
  // leaves (its steps taken out of the history), and those reports are not kept.
  const forgotten = useRef(false);
  const save = useCallback(
    (draft: Draft | null) => {
      if (!forgotten.current) setSessionDraft(name, draft);
    },
    [name],
  );
  const clear = useCallback(() => {
    forgotten.current = true;
    setSessionDraft(name, null);
  }, [name]);
  return { saved, save, clear };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Longer than any field takes: a tampered draft cannot fill a form with megabytes. */
export const MAX_DRAFT_TEXT = 2000;

/** The draft's text, when it is one of a sensible length. */
export const draftText = (value: unknown) =>
  typeof value === 'string' && value.length <= MAX_DRAFT_TEXT ? value : undefined;
