import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The query parameter that names a stepped form's step. */
export const stepParam = 'step';

/**
 * A form in steps (onboarding, the link forms) keeps its step in the page's address
 * (`?step=payment`): each move is an entry of the history, so that the browser's Back steps back
 * to the step before and a reload stays on the step. Spread into the screen's props.
 */
export function useStepAddress<Step extends string>() {
  const [search, setSearch] = useSearchParams();
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
  return { addressStep, onStepChange };
}
