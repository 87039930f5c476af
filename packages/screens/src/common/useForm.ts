import { useEffect, useId, useState, type FormEvent } from 'react';
import { UNREADABLE_AMOUNT_ATTRIBUTE } from '@meridian/ui';
import { usePendingAction, type ActionResult } from './usePendingAction';

/**
 * The first field a person should fix: an input that says it is invalid, or the first control
 * inside a field marked invalid (choice cards, selects, code inputs).
 */
export const INVALID_FIELD_SELECTOR =
  ':is(input, textarea, button)[aria-invalid="true"], [data-invalid] :is(input:not([type="hidden"]), textarea, button)';

/** Whether a field inside the element with this id cannot read what was typed (an amount the language reads two ways). */
function holdsUnreadable(containerId: string): boolean {
  return document.getElementById(containerId)?.querySelector(`[${UNREADABLE_AMOUNT_ATTRIBUTE}]`) != null;
}

/** Moves focus to the first invalid field inside the element with this id. */
export function focusFirstInvalid(containerId: string) {
  document.getElementById(containerId)?.querySelector<HTMLElement>(INVALID_FIELD_SELECTOR)?.focus();
}

export type FieldErrorsOf<Values, ErrorKey extends string> = Partial<Record<keyof Values & string, ErrorKey>>;

/** What a part of a form in its own file (a step's fields, a group of fields) takes from `useForm`. */
export interface FormFields<Values extends object> {
  values: Values;
  setValue: <N extends keyof Values & string>(name: N, value: Values[N]) => void;
  field: <N extends keyof Values & string>(name: N) => FieldBinding<Values[N]>;
  errorProps: (name: keyof Values & string) => FieldErrorProps;
}

export interface FormOptions<Values extends object, ErrorKey extends string, Submitted> {
  initialValues: Values;
  /** Client checks by field; run on submit, then on every change. An empty object means valid. */
  validate: (values: Values) => FieldErrorsOf<Values, ErrorKey>;
  /** Turns what was typed into what the caller receives (trimmed, without the confirmation...). */
  prepare: (values: Values) => Submitted;
  onSubmit: (values: Submitted) => ActionResult;
  /** The caller's request is in flight (`status === 'submitting'`, say). */
  isBusy?: boolean;
  /** Server errors by field; each shows until its field is edited or the caller sends others. */
  fieldErrors?: FieldErrorsOf<Values, ErrorKey>;
  /**
   * What client errors belong to, for forms in steps: a step's fields are checked live only
   * once its own submission was tried. @default ''
   */
  scope?: string;
  /** The text of an error key, in the person's language: what `field` and `errorProps` show under a field. */
  errorText?: (key: ErrorKey) => string | undefined;
  /** Told of every edit (a "saved" note that goes once the values change: `useEditedSince`). */
  onEdit?: () => void;
}

/** The error props of a field: `isInvalid`, and the text under it. */
export interface FieldErrorProps {
  isInvalid: boolean;
  errorMessage: string | undefined;
}

/** What `form.field(name)` gives a field, to spread on it. */
export interface FieldBinding<Value> extends FieldErrorProps {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * The state of every form of the screens. It keeps what the person typed (a failed submission
 * loses nothing), validates on submit and live afterwards (and does not submit while an amount
 * field cannot read what was typed), shows server errors by field until
 * that field is edited, moves focus to the first invalid field, and ignores a submission while
 * one is in flight (`isBusy`, or a promise returned by `onSubmit` that has not settled).
 *
 * Spread `form.formProps` on the `<Form>` and `form.field('x')` on each field (its name, value,
 * onChange and error, the text from `errorText`); a control whose value has another type (a
 * select's key, a checkbox) takes `form.errorProps('x')` and its own value and onChange.
 */
export function useForm<Values extends object, ErrorKey extends string, Submitted>({
  initialValues,
  validate,
  prepare,
  onSubmit,
  isBusy = false,
  fieldErrors,
  scope = '',
  errorText,
  onEdit,
}: FormOptions<Values, ErrorKey, Submitted>) {
  type Name = keyof Values & string;
  const id = useId();
  const submission = usePendingAction();
  const [values, setValues] = useState(initialValues);
  const [attempted, setAttempted] = useState<ReadonlySet<string>>(() => new Set());
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
    if (focusRequest > 0) focusFirstInvalid(id);
  }, [focusRequest, id]);

  const clientErrors: FieldErrorsOf<Values, ErrorKey> = attempted.has(scope) ? validate(values) : {};
  const errorFor = (name: Name): ErrorKey | undefined =>
    clientErrors[name] ?? (edited.has(name) ? undefined : fieldErrors?.[name]);

  const setValue = <N extends Name>(name: N, value: Values[N]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (!edited.has(name)) setEdited(new Set(edited).add(name));
    onEdit?.();
  };

  const errorProps = (name: Name): FieldErrorProps => {
    const key = errorFor(name);
    return { isInvalid: key !== undefined, errorMessage: key === undefined ? undefined : errorText?.(key) };
  };

  const field = <N extends Name>(name: N): FieldBinding<Values[N]> => ({
    name,
    value: values[name],
    onChange: (value: Values[N]) => setValue(name, value),
    ...errorProps(name),
  });

  const isSubmitting = isBusy || submission.isPending;

  /** Checks the fields of the current scope: true when they are valid, else focus goes to the first invalid one. */
  const check = (): boolean => {
    if (!attempted.has(scope)) setAttempted(new Set(attempted).add(scope));
    // A field that cannot read what was typed holds no value to check: it says why itself.
    if (Object.keys(validate(values)).length === 0 && !holdsUnreadable(id)) return true;
    setFocusRequest((n) => n + 1);
    return false;
  };

  /** Sends the prepared values to `onSubmit`, without checking them. */
  const submit = () => {
    setEdited(new Set());
    submission.run(() => onSubmit(prepare(values)));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (check()) submit();
  };

  /** Starts over with these values: nothing attempted, nothing edited. */
  const reset = (next: Values) => {
    setValues(next);
    setAttempted(new Set());
    setEdited(new Set());
  };

  return {
    values,
    setValue,
    errorFor,
    /** A field's name, value, onChange and error, to spread on it: `<TextField {...form.field('email')} />`. */
    field,
    /** A field's `isInvalid` and error text, for a control that takes its value another way. */
    errorProps,
    /** The `<Form>`'s error: the text of the last submission's outcome, hidden while a new one is in flight. */
    formError: (key: ErrorKey | undefined) => (isSubmitting || key === undefined ? undefined : errorText?.(key)),
    isSubmitting,
    check,
    submit,
    handleSubmit,
    reset,
    /** A field was edited since the last submission or the last server errors. */
    isEdited: edited.size > 0,
    /** Spread on the `<Form>`: its id (where focus looks for invalid fields) and submit handler. */
    formProps: { id, onSubmit: handleSubmit },
    /** Asks for focus on the first invalid field (after the caller shows an error itself). */
    focusInvalid: () => setFocusRequest((n) => n + 1),
  };
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
