// Phone numbers' structs, and the length-bounded text they are built from: their own module, so
// that the user's structs (and with them every page that reads the session) do not bring the
// workspace's. The structs check a number's shape only (its characters, the leading `+`): the
// whole rule, `checkPhoneNumber` in phone-number.ts, reads libphonenumber's metadata of every
// country (about 30 KiB compressed), which the route tables, loaded by every signed-in page,
// must not carry. The API applies the whole rule to every number it receives
// (`requirePhoneNumber` in apps/api/src/http/validation.ts), and the forms do before sending.
import { refine, type Struct } from 'superstruct';
import { textLength } from './rules';
import { annotate } from './schema';
import { singleLineText } from './text';

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

/**
 * What is wrong with a typed phone number, read as an international number (the ITU's numbering
 * plans, through libphonenumber's metadata in phone-number.ts; never a pattern of our own):
 * - `required`: nothing typed;
 * - `invalid`: something other than digits, `+`, spaces, dots, dashes and brackets, or a number
 *   of the right length that its country does not use;
 * - `no_country_code`: no leading `+` and country code (`912 345 678`), so the country is unknown;
 * - `unknown_country_code`: `+` followed by no country's code;
 * - `too_short`, `too_long`: too few or too many digits for the country's numbers.
 */
export const PHONE_PROBLEMS = [
  'required',
  'invalid',
  'no_country_code',
  'unknown_country_code',
  'too_short',
  'too_long',
] as const;
export type PhoneProblem = (typeof PHONE_PROBLEMS)[number];

const PHONE_SEPARATORS = /[\s().-]/g;
const PHONE_CHARACTERS = /^\+?\d+$/;

/** The number as typed without its separators (`+351 912-345 678` -> `+351912345678`). */
export function compactPhoneNumber(value: string): string {
  return value.trim().replace(PHONE_SEPARATORS, '');
}

/**
 * The first part of the phone rule, which needs no metadata: something typed, only digits,
 * separators and a leading `+`, and that `+` (the country code) present.
 */
export function phoneShapeProblem(
  value: string,
): Extract<PhoneProblem, 'required' | 'invalid' | 'no_country_code'> | null {
  const compact = compactPhoneNumber(value);
  if (compact === '') return 'required';
  if (!PHONE_CHARACTERS.test(compact)) return 'invalid';
  return compact.startsWith('+') ? null : 'no_country_code';
}

/** What the API says of the problems of shape (clients show their own words for each code). */
export const PHONE_SHAPE_MESSAGES = {
  invalid: 'Not a phone number',
  no_country_code: 'Start with + and the country code',
};

/**
 * A phone number struct: its characters only (digits, separators, a leading `+`). Everything
 * else, the `+` and country code included, is the whole rule's, which the API applies after the
 * struct (`requirePhoneNumber`): the entry of every page carries this struct.
 */
function phoneShape(text: Struct<string, null>): Struct<string, null> {
  return refine(text, 'invalid', (value) => phoneShapeProblem(value) !== 'invalid' || PHONE_SHAPE_MESSAGES.invalid);
}

export const Phone = annotate(phoneShape(requiredText(PHONE_MAX_LENGTH)), { examples: ['+351 912 345 678'] });

/** A phone number that may be cleared with an empty string. */
export const OptionalPhone = annotate(phoneShape(optionalText(PHONE_MAX_LENGTH)), {
  maxLength: PHONE_MAX_LENGTH,
  examples: ['+351 912 345 678'],
});
