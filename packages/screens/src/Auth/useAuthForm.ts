import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AuthErrorKey, FieldErrors } from './authErrors';

/** `submitting` while the caller's request is in flight. */
export type SubmitStatus = 'idle' | 'submitting';

/** What a screen's `onSubmit` may return: nothing, or a promise the screen waits for. */
export type SubmitResult = void | Promise<unknown>;

interface AuthFormOptions<Values extends object, Submitted> {
  initialValues: Values;
  /** Client checks, by field; run on submit and then on every change. */
  validate: (values: Values) => Partial<Record<keyof Values & string, AuthErrorKey>>;
  /** Turns the typed values into what the caller receives (trimmed, without the confirmation...). */
  prepare: (values: Values) => Submitted;
  onSubmit: (values: Submitted) => SubmitResult;
  status: SubmitStatus | undefined;
  fieldErrors: FieldErrors<keyof Values & string> | undefined;
}

/**
 * The state every auth form shares. The screen keeps what the user typed (so a failed submission
 * loses nothing), validates on submit and live afterwards, shows server field errors until the
 * field is edited, moves focus to the first invalid field, and ignores submissions while one is
 * in flight (`status` or a pending promise from `onSubmit`).
 */
export function useAuthForm<Values extends object, Submitted>({
  initialValues,
  validate,
  prepare,
  onSubmit,
  status,
  fieldErrors,
}: AuthFormOptions<Values, Submitted>) {
  type Name = keyof Values & string;
  // Taken from the submit event: server errors arrive only after a submission.
  const formRef = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // Server errors stay until their field is edited or the caller sends different ones.
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

  const clientErrors: Partial<Record<Name, AuthErrorKey>> = attempted ? validate(values) : {};
  const errorFor = (name: Name): AuthErrorKey | undefined =>
    clientErrors[name] ?? (edited.has(name) ? undefined : fieldErrors?.[name]);

  const setValue = <N extends Name>(name: N, value: Values[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!edited.has(name)) setEdited(new Set(edited).add(name));
  };

  const isSubmitting = status === 'submitting' || pending;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (isSubmitting) return;
    setAttempted(true);
    const errors = validate(values);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setEdited(new Set());
    const result = onSubmit(prepare(values));
    if (result && typeof result.then === 'function') {
      setPending(true);
      // A rejection only ends the pending state: the caller reports failures through `error`.
      const done = () => setPending(false);
      result.then(done, done);
    }
  };

  return { values, setValue, errorFor, isSubmitting, handleSubmit };
}
