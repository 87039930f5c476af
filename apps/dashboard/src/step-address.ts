import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/** The query parameter that names a stepped form's step. */
export const stepParam = 'step';

/** The router's position in the tab's history (react-router keeps it in `history.state.idx`). */
const historyIndex = () => (window.history.state as { idx?: unknown } | null)?.idx;

/**
 * A form in steps (onboarding, the link forms) keeps its step in the page's address
 * (`?step=payment`): each move is an entry of the history, so that the browser's Back steps back
 * to the step before and a reload stays on the step. Spread `addressStep` and `onStepChange` into
 * the screen's props; `leave` goes on once the form is done, taking the form's step entries out
 * of the history first, so that Back from where it leads does not reopen a finished form.
 */
export function useStepAddress<Step extends string>() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [startIndex] = useState(historyIndex);
  const addressStep = search.get(stepParam) ?? undefined;
  const onStepChange = useCallback(
    (step: Step) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        next.set(stepParam, step);
        return next;
      }),
    [setSearch],
  );
  const leave = useCallback(
    async (to: string) => {
      const now = historyIndex();
      const moves = typeof now === 'number' && typeof startIndex === 'number' ? now - startIndex : 0;
      if (moves > 0) {
        await new Promise<void>((resolve) => {
          window.addEventListener('popstate', () => resolve(), { once: true });
          window.history.go(-moves);
        });
      }
      await navigate(to, { replace: true });
    },
    [navigate, startIndex],
  );
  return { addressStep, onStepChange, leave };
}
