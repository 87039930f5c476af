/**
 * The phone rule: a number is checked as an international number against libphonenumber's
 * metadata of every country's numbering plan (its `min` set: lengths and leading digits, enough
 * to tell a number a country uses from one it does not), never against a pattern of our own.
 * Its own module, imported only by the API and by the screens with a phone field: the metadata
 * weighs about 30 KiB compressed (see phone.ts).
 */
import { parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
import { compactPhoneNumber, PHONE_SHAPE_MESSAGES, phoneShapeProblem, type PhoneProblem } from './phone';

/** What the API says of each problem (clients show their own words for each code). */
export const PHONE_PROBLEM_MESSAGES: Readonly<Record<PhoneProblem, string>> = {
  ...PHONE_SHAPE_MESSAGES,
  required: 'This field is required',
  unknown_country_code: 'The digits after + are no country code',
  too_short: 'The number has too few digits for its country',
  too_long: 'The number has too many digits for its country',
};

/** What is wrong with a phone number typed as an international number, or null when it is one. */
export function checkPhoneNumber(value: string): PhoneProblem | null {
  const shape = phoneShapeProblem(value);
  if (shape !== null) return shape;
  const compact = compactPhoneNumber(value);
  switch (validatePhoneNumberLength(compact)) {
    case 'INVALID_COUNTRY':
      return 'unknown_country_code';
    case 'TOO_SHORT':
      return 'too_short';
    case 'TOO_LONG':
      return 'too_long';
    case 'NOT_A_NUMBER':
    case 'INVALID_LENGTH':
      return 'invalid';
    default:
      return parsePhoneNumberFromString(compact)?.isValid() ? null : 'invalid';
  }
}

/** Whether the text is an international phone number (`checkPhoneNumber` finds nothing wrong). */
export function isPhoneNumber(value: string): boolean {
  return checkPhoneNumber(value) === null;
}

/**
 * The number in its international form, without separators (`+351 912-345 678` ->
 * `+351912345678`): two spellings of one number compare equal, and text messages are addressed
 * to this form. Text that is no number keeps its characters as typed, separators left out.
 */
export function normalizePhoneNumber(value: string): string {
  const compact = compactPhoneNumber(value);
  return (phoneShapeProblem(compact) === null && parsePhoneNumberFromString(compact)?.number) || compact;
}
