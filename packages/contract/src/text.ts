import { refine, string, type Struct } from 'superstruct';

/**
 * The one rule every text field of every request follows, on the client and the server alike.
 * A request struct declares a text field with `singleLineText()` or `multiLineText()` (or a
 * struct built on them: Username, Email, the password structs...), never with superstruct's
 * `string()` directly; a test walks every route's request struct to keep it so.
 *
 * Refused, as the field code `invalid`:
 * - C0 control characters (U+0000-U+001F) and DEL; tab and line feed only in multi-line text;
 * - bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make text read
 *   differently from how it is stored;
 * - lone surrogates (a `\ud800` escape in JSON), refused rather than silently replaced;
 * - text with something in it but nothing visible (only zero-width or other invisible
 *   characters). Text made only of spaces is left to each field: required fields call it
 *   missing, optional ones treat it as cleared.
 */

// The point of these two is to find control characters.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** In a `u` regular expression a surrogate range only matches surrogates without their pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
const BLANK = /^\s*$/;
/** Anything but white space, format characters (zero-width...), marks and blank fillers. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u2800\u3164\uFFA0]/u;

export const TEXT_CONTROL_MESSAGE = 'Remove the control characters';
export const TEXT_BIDI_MESSAGE = 'Remove the text direction characters';
export const TEXT_ENCODING_MESSAGE = 'The text is not valid Unicode';
export const TEXT_INVISIBLE_MESSAGE = 'Enter visible text';
/** Every message the text rule gives (each failure carries one of them). */
export const TEXT_RULE_MESSAGES: readonly string[] = [
  TEXT_CONTROL_MESSAGE,
  TEXT_BIDI_MESSAGE,
  TEXT_ENCODING_MESSAGE,
  TEXT_INVISIBLE_MESSAGE,
];

export type TextKind = 'single-line' | 'multi-line' | 'password';

/** Why a text is refused by the text rule, or null when it passes. */
export function textRuleProblem(value: string, kind: TextKind = 'single-line'): string | null {
  if (LONE_SURROGATE.test(value)) return TEXT_ENCODING_MESSAGE;
  if ((kind === 'multi-line' ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) return TEXT_CONTROL_MESSAGE;
  // A password is a secret, not text to display: any printable character may be part of it.
  if (kind === 'password') return null;
  if (BIDI_CONTROL.test(value)) return TEXT_BIDI_MESSAGE;
  if (!BLANK.test(value) && !VISIBLE.test(value)) return TEXT_INVISIBLE_MESSAGE;
  return null;
}

function text(kind: TextKind): Struct<string, null> {
  return refine(string(), 'invalid', (value) => textRuleProblem(value, kind) ?? true);
}

/** A one-line text field (names, identifiers, addresses...). */
export function singleLineText(): Struct<string, null> {
  return text('single-line');
}

/** A text field that may span lines: tab and line feed are allowed. */
export function multiLineText(): Struct<string, null> {
  return text('multi-line');
}

/** A password field: no control characters or broken Unicode; anything else may be part of it. */
export function passwordText(): Struct<string, null> {
  return text('password');
}
