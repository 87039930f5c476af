import { messagesIn } from '@meridian/ui';
import { checkPhoneNumber, type PhoneProblem } from '@meridian/contract';
import { type MessageDescriptor } from 'react-intl';

/*
 * What every phone field says when the number is no international number: the contract's rule
 * (`checkPhoneNumber`, libphonenumber's metadata) names the problem, here in words. The forms and
 * the API refuse the same numbers, each with the same reason.
 */

/** A phone field's error key: one per problem of the contract's rule. */
export type PhoneErrorKey =
  'phoneInvalid' | 'phoneNoCountryCode' | 'phoneUnknownCountryCode' | 'phoneTooShort' | 'phoneTooLong';

export const phoneErrorMessages: Readonly<Record<PhoneErrorKey, MessageDescriptor>> = messagesIn(
  'screens.common.phone',
  {
    phoneInvalid: 'This is not a phone number in use. Check the digits, like +44 7400 123456.',
    phoneNoCountryCode: 'Start with + and the country code, like +44 7400 123456.',
    phoneUnknownCountryCode: 'No country has the code after the +. Check the first digits.',
    phoneTooShort: 'This number has too few digits for its country.',
    phoneTooLong: 'This number has too many digits for its country.',
  },
);

const KEYS: Readonly<Record<Exclude<PhoneProblem, 'required'>, PhoneErrorKey>> = {
  invalid: 'phoneInvalid',
  no_country_code: 'phoneNoCountryCode',
  unknown_country_code: 'phoneUnknownCountryCode',
  too_short: 'phoneTooShort',
  too_long: 'phoneTooLong',
};

/** The error key of a typed number, or undefined when it is an international number or empty. */
export function phoneErrorKey(value: string): PhoneErrorKey | undefined {
  const problem = checkPhoneNumber(value);
  return problem === null || problem === 'required' ? undefined : KEYS[problem];
}

/** The error key of the API's field code for a phone number (`invalid` for a code it does not name). */
export function phoneErrorKeyOfCode(code: string): PhoneErrorKey {
  return code in KEYS ? KEYS[code as keyof typeof KEYS] : 'phoneInvalid';
}
