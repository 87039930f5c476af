import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { FieldErrorsOf } from './useForm';

/**
 * A stepped screen's props for a page that keeps the step in its address (`?step=`), so that
 * each step has its own address: the browser's Back steps back, a reload stays on the step.
 */
export interface StepAddressProps<Step extends string> {
  /** The step the address names: the screen follows it (Back, Forward, a reload). */
  addressStep?: string;
  /** Told of every move to another step, for the page to record in its address. */
  onStepChange?: (step: Step) => void;
}

/**
 * The text of a form's number fields as the person typed it, by field: kept in the draft as it
 * is typed (an amount is read only on leaving its field), so that a reload shows it again.
 */
export type TypedTexts = Partial<Record<string, string>>;

/**
 * A stepped screen's props for a page that keeps what was typed as a draft (onboarding, the
 * new link forms): the screen tells the step, the values and its number fields' texts at first
 * and on every change, so that a reload resumes with what the person typed; `onCancel` lets the
 * page forget the draft when the form is abandoned through Cancel.
 */
export interface FormDraftProps<Step extends string, Values> {
  onDraftChange?: (draft: { step: Step; values: Values; typed: TypedTexts }) => void;
  onCancel?: () => void;
  /** The number fields' texts a draft kept (`typed`): each field starts with its text. */
  defaultTyped?: TypedTexts;
}

/** Tells `onDraftChange` the step, the values and the typed texts at first and on every change. */
export function useDraftReport<Step extends string, Values>(
  onDraftChange: FormDraftProps<Step, Values>['onDraftChange'],
  step: Step,
  values: Values,
  typed: TypedTexts = noTexts,
) {
  useEffect(() => onDraftChange?.({ step, values, typed }), [step, values, typed, onDraftChange]);
}
const noTexts: TypedTexts = {};

/**
 * The texts of a form's number fields as typed, starting from a draft's: `textProps(name)` gives
 * a field its `defaultText` (the latest text, so a field shown again on Back shows it too) and
 * `onTextChange`.
 */
export function useTypedTexts(defaultTyped: TypedTexts = noTexts) {
  const [typed, setTyped] = useState(defaultTyped);
  const textProps = useCallback(
    (name: string) => ({
      defaultText: typed[name],
      onTextChange: (text: string) =>
        setTyped((previous) => (previous[name] === text ? previous : { ...previous, [name]: text })),
    }),
    [typed],
  );
  return { typed, textProps };
}

/** What a step's number field gets of `useTypedTexts`. */
export type TextProps = ReturnType<typeof useTypedTexts>['textProps'];

export interface FormStepsOptions<Step extends string, Values, ErrorKey extends string> extends StepAddressProps<Step> {
  /** The steps in order. */
  steps: readonly Step[];
  /** The fields each step shows; a step without fields (a summary) only reads them back. */
  fieldsOf: Record<Step, readonly (keyof Values & string)[]>;
  initialStep: Step;
  /** The server's refusals by field: the form opens, and goes back to, the first step that has one. */
  fieldErrors?: FieldErrorsOf<Values, ErrorKey>;
}

/** What `useForm` gives a stepped form (its checks are scoped to the step: `scope: step`). */
interface SteppedForm {
  isSubmitting: boolean;
  check: () => boolean;
  submit: () => void;
}

/**
 * The steps of a form in steps (`StaticLinkForm`, `DynamicLinkCreate`, `Onboarding`):
 * the current step, Continue (checks the step's fields, then opens the next step or, on the
 * last, submits), Back, and the way back to the first step with a server error. Give `useForm`
 * `scope: steps.step` and a `validate` that checks the current step's fields; a step without
 * fields checks them all, and a failure there leads back to the first step with an error.
 */
export function useFormSteps<Step extends string, Values, ErrorKey extends string>({
  steps,
  fieldsOf,
  initialStep,
  fieldErrors,
  addressStep,
  onStepChange,
}: FormStepsOptions<Step, Values, ErrorKey>) {
  const stepWithError = (errors: FieldErrorsOf<Values, ErrorKey> | undefined) =>
    steps.find((candidate) => fieldsOf[candidate].some((field) => errors?.[field]));
  const named = (value: string | undefined) => steps.find((candidate) => candidate === value);
  const [step, setCurrentStep] = useState<Step>(() => stepWithError(fieldErrors) ?? named(addressStep) ?? initialStep);
  const setStep = (next: Step) => {
    setCurrentStep(next);
    if (next !== step) onStepChange?.(next);
  };

  // The address moved (Back, Forward): the form shows the step it names, the first without one.
  const [seenAddress, setSeenAddress] = useState(addressStep);
  if (addressStep !== seenAddress) {
    setSeenAddress(addressStep);
    setCurrentStep(named(addressStep) ?? initialStep);
  }

  // New server errors lead back to the first step that has one.
  const serverKey = JSON.stringify(fieldErrors ?? {});
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    const target = stepWithError(fieldErrors);
    if (target) setCurrentStep(target);
  }

  const index = steps.indexOf(step);
  const isLast = index === steps.length - 1;

  return {
    step,
    setStep,
    isFirst: index === 0,
    isLast,
    /** The previous step, for Back. */
    back: () => setStep(steps[index - 1] ?? step),
    /** The form's submit handler: Continue on every step, Create or Save on the last. */
    handleContinue:
      (form: SteppedForm, errorsNow?: () => FieldErrorsOf<Values, ErrorKey>) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (form.isSubmitting) return;
        if (!form.check()) {
          // A step without fields cannot show an error: open the step that can.
          if (fieldsOf[step].length === 0) setStep(stepWithError(errorsNow?.()) ?? steps[0] ?? step);
          return;
        }
        const next = steps[index + 1];
        if (next) setStep(next);
        else form.submit();
      },
  };
}
