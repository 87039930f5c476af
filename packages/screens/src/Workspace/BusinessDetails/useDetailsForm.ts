import { useEffect, useRef, useState, type FormEvent } from 'react';

/** What a screen's action callback may return: nothing, or a promise the screen waits for. */
export type ActionResult = void | Promise<unknown>;

interface DetailsFormOptions<Values extends object, ErrorKey extends string, Submitted> {
  initialValues: Values;
  /** Client checks by field; run on submit and then on every change. */
  validate: (values: Values) => Partial<Record<keyof Values & string, ErrorKey>>;
  /** Turns the typed values into what the caller receives. */
  prepare: (values: Values) => Submitted;
  onSubmit: (values: Submitted) => ActionResult;
  /** Whether the caller's request is in flight. */
  isBusy: boolean;
  /** Server errors by field, shown until the field is edited or the caller sends others. */
  fieldErrors: Partial<Record<keyof Values & string, ErrorKey>> | undefined;
}

/**
 * Form state for the workspace screens: the screen keeps what the person typed (a failed save
 * loses nothing), validates on submit and live afterwards, shows server field errors until the
 * field is edited, moves focus to the first invalid field and ignores a submission while one
 * is in flight (`isBusy` or a pending promise from `onSubmit`).
 */
export function useDetailsForm<Values extends object, ErrorKey extends string, Submitted>({
  initialValues,
  validate,
  prepare,
  onSubmit,
  isBusy,
  fieldErrors,
}: DetailsFormOptions<Values, ErrorKey, Submitted>) {
  type Name = keyof Values & string;
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const serverKey = JSON.stringify(fieldErrors ?? {});
  const [seenServerKey, setSeenServerKey] = useState(serverKey);
  const [edited, setEdited] = useState<ReadonlySet<Name>>(() => new Set());
  if (serverKey !== seenServerKey) {
    setSeenServerKey(serverKey);
    setEdited(new Set());
    if (serverKey !== '{}') setFocusRequest((n) => n + 1);
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const clientErrors: Partial<Record<Name, ErrorKey>> = attempted ? validate(values) : {};
  const errorFor = (name: Name): ErrorKey | undefined =>
    clientErrors[name] ?? (edited.has(name) ? undefined : fieldErrors?.[name]);

  const setValue = <N extends Name>(name: N, value: Values[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!edited.has(name)) setEdited(new Set(edited).add(name));
  };

  const isSubmitting = isBusy || pending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (isSubmitting) return;
    setAttempted(true);
    if (Object.keys(validate(values)).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setEdited(new Set());
    const result = onSubmit(prepare(values));
    if (result && typeof result.then === 'function') {
      setPending(true);
      // A rejection only ends the pending state: the caller reports failures through its status.
      const done = () => setPending(false);
      result.then(done, done);
    }
  };

  return { values, setValue, setValues, errorFor, isSubmitting, handleSubmit, formRef };
}

/** Runs an action that may return a promise, and says whether it is still pending. */
export function useAction() {
  const [pending, setPending] = useState(false);
  const run = (action: () => ActionResult) => {
    if (pending) return;
    const result = action();
    if (result && typeof result.then === 'function') {
      setPending(true);
      const done = () => setPending(false);
      result.then(done, done);
    }
  };
  return { pending, run };
}

/**
 * Whether the person has edited since `status` last changed: a "saved" note describes the
 * values as they were saved, so it goes once they change.
 */
export function useEditedSince(status: string) {
  const [seenStatus, setSeenStatus] = useState(status);
  const [edited, setEdited] = useState(false);
  if (status !== seenStatus) {
    setSeenStatus(status);
    setEdited(false);
  }
  return { edited, markEdited: () => setEdited(true) };
}
