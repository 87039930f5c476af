// Phone numbers, and the length-bounded text they are built from: their own module, so that the
// user's structs (and with them every page that reads the session) do not bring the workspace's.
import { refine, type Struct } from 'superstruct';
import { textLength } from './rules';
import { annotate } from './schema';
import { singleLineText } from './text';
import { isPhoneNumber } from './workspace-rules';

/** Text that must hold something other than spaces, at most `max` characters. */
export function requiredText(max: number): Struct<string, null> {
  const filled = refine(singleLineText(), 'required', (value) => value.trim().length > 0 || 'This field is required');
  return annotate(
    refine(filled, 'too_long', (value) => textLength(value.trim()) <= max || `Use at most ${max} characters`),
    { minLength: 1, maxLength: max },
  );
}

/** Text that may be empty (cleared), at most `max` characters. */
export function optionalText(max: number): Struct<string, null> {
  return annotate(
    refine(singleLineText(), 'too_long', (value) => textLength(value.trim()) <= max || `Use at most ${max} characters`),
    { maxLength: max },
  );
}

/** The longest phone number as typed, separators included. */
export const PHONE_MAX_LENGTH = 32;

export const Phone = annotate(
  refine(
    requiredText(PHONE_MAX_LENGTH),
    'invalid',
    (value) => value.trim() === '' || isPhoneNumber(value) || 'Enter a phone number',
  ),
  { examples: ['+351 912 345 678'] },
);

/** A phone number that may be cleared with an empty string. */
export const OptionalPhone = annotate(
  refine(
    optionalText(PHONE_MAX_LENGTH),
    'invalid',
    (value) => value.trim() === '' || isPhoneNumber(value) || 'Enter a phone number',
  ),
  { maxLength: PHONE_MAX_LENGTH, examples: ['+351 912 345 678'] },
);
