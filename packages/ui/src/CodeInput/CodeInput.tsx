import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type MouseEvent,
} from 'react';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { useValidationMessage } from '../Form/useValidationMessage';
import { StyledTextField } from '../TextField/TextField.styles';
import { Box, Boxes, Caret, CodeFrame, HiddenInput } from './CodeInput.styles';

export interface CodeInputProps extends FieldProps {
  /** The code's digits (controlled). Anything but digits is dropped. */
  value?: string;
  /** The starting digits (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits whenever they change. */
  onChange?: (value: string) => void;
  /** Called with the code once all `length` digits are entered (typed, pasted or autofilled). */
  onComplete?: (code: string) => void;
  /** Number of digits. Default 6. */
  length?: number;
  /** Marks the code wrong (e.g. rejected by the server); show why in `errorMessage`. */
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoFocus?: boolean;
  /** Form field name, for native form submission and `Form` `validationErrors`. */
  name?: string;
  /** The accessible name when there is no visible `label`. */
  'aria-label'?: string;
}

interface Selection {
  start: number;
  end: number;
}

/**
 * A one-time code entry drawn as one box per digit. It is a single real input (numeric
 * keyboard, `one-time-code` autofill), so paste fills every box ("123 456" and "123-456"
 * keep their digits), typing moves on, Backspace deletes, arrows, Home and End move the caret,
 * and anything but a digit is ignored. Typing over a filled box replaces its digit.
 */
export function CodeInput({
  label,
  description,
  errorMessage,
  value: controlledValue,
  defaultValue = '',
  onChange,
  onComplete,
  length = 6,
  ...props
}: CodeInputProps) {
  const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, length);
  const [uncontrolledValue, setUncontrolledValue] = useState(() => digitsOf(defaultValue));
  const value = controlledValue !== undefined ? digitsOf(controlledValue) : uncontrolledValue;
  const inputRef = useRef<HTMLInputElement>(null);
  // Where the caret must go once React has written the new value (writing moves it to the end).
  const pendingCaret = useRef<number | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const error = useValidationMessage(errorMessage);

  function commit(next: string, caret: number) {
    pendingCaret.current = caret;
    setSelection({ start: caret, end: caret });
    if (next === value) return;
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  }

  /** Puts digits at the caret, over the digits already there, or replaces everything with a whole code. */
  function insert(text: string) {
    const input = inputRef.current;
    const digits = text.replace(/\D/g, '');
    if (!input || !digits) return;
    if (digits.length >= length) {
      commit(digits.slice(0, length), length);
      return;
    }
    const start = input.selectionStart ?? value.length;
    const end = Math.max(input.selectionEnd ?? start, start + digits.length);
    const next = (value.slice(0, start) + digits + value.slice(end)).slice(0, length);
    commit(next, Math.min(start + digits.length, next.length));
  }

  // Edits the browser would make itself (deleting, autofill, composition): keep the digits only.
  function handleChange(raw: string) {
    const caretInRaw = inputRef.current?.selectionStart ?? raw.length;
    const next = digitsOf(raw);
    commit(next, Math.min(digitsOf(raw.slice(0, caretInRaw)).length, next.length));
  }

  // Typed characters are handled before the browser inserts them, so that a digit replaces
  // the one under the caret and anything else never appears.
  const handleBeforeInput = useEffectEvent((event: InputEvent) => {
    if (event.inputType !== 'insertText' && event.inputType !== 'insertReplacementText') return;
    event.preventDefault();
    insert(event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
  });

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const listener = (event: Event) => handleBeforeInput(event as InputEvent);
    input.addEventListener('beforeinput', listener);
    return () => input.removeEventListener('beforeinput', listener);
  }, []);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    if (!input || caret === null) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement === input) input.setSelectionRange(caret, caret);
  });

  function handlePaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    insert(event.clipboardData.getData('text'));
  }

  function syncSelection() {
    const input = inputRef.current;
    if (!input || input.ownerDocument.activeElement !== input) return;
    setSelection({ start: input.selectionStart ?? 0, end: input.selectionEnd ?? 0 });
  }

  // The input's text is not where the boxes are, so a click puts the caret at the clicked box.
  function handleClick(event: MouseEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const box = input.getBoundingClientRect();
    if (box.width === 0) return;
    const index = Math.floor(((event.clientX - box.left) / box.width) * length);
    const caret = Math.max(0, Math.min(index, value.length));
    input.setSelectionRange(caret, caret);
    setSelection({ start: caret, end: caret });
  }

  const collapsed = selection !== null && selection.start === selection.end;
  const isActive = (index: number) =>
    selection !== null &&
    (collapsed ? index === Math.min(selection.start, length - 1) : index >= selection.start && index < selection.end);

  return (
    <StyledTextField
      {...props}
      value={value}
      onChange={handleChange}
      maxLength={length}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <CodeFrame>
        <Boxes aria-hidden>
          {Array.from({ length }, (_, index) => {
            const digit = value[index];
            const active = isActive(index);
            return (
              <Box key={index} data-active={active || undefined}>
                {digit ?? (active && collapsed ? <Caret /> : null)}
              </Box>
            );
          })}
        </Boxes>
        <HiddenInput
          ref={inputRef}
          spellCheck={false}
          autoCorrect="off"
          onPaste={handlePaste}
          onSelect={syncSelection}
          onFocus={syncSelection}
          onKeyUp={syncSelection}
          onBlur={() => setSelection(null)}
          onClick={handleClick}
        />
      </CodeFrame>
      <FieldHelp description={description} errorMessage={error} />
    </StyledTextField>
  );
}
