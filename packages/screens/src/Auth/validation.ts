import type { AuthErrorKey } from './authErrors';

/** Account rules from DECISIONS.md: passwords of 8 to 128 characters, codes of 6 digits. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;

// Deliberately loose: the server has the last word; this only catches typos such as a
// missing "@" or domain before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** Code points, not UTF-16 units: an emoji counts as one character, as the server counts it. */
export function characterCount(value: string): number {
  return [...value].length;
}

export function checkRequired(value: string, key: AuthErrorKey): AuthErrorKey | undefined {
  return value.trim() === '' ? key : undefined;
}

export function checkEmail(value: string): AuthErrorKey | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return EMAIL_PATTERN.test(email) ? undefined : 'emailInvalid';
}

/** A password being chosen: present, and 8 to 128 characters long. */
export function checkNewPassword(value: string): AuthErrorKey | undefined {
  if (value === '') return 'newPasswordRequired';
  const length = characterCount(value);
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  return undefined;
}

/** The repetition of a new password. */
export function checkConfirmation(confirmation: string, password: string): AuthErrorKey | undefined {
  if (confirmation === '') return 'confirmPasswordRequired';
  return confirmation === password ? undefined : 'passwordMismatch';
}

export function checkCode(value: string): AuthErrorKey | undefined {
  const code = normalizeCode(value);
  if (code === '') return 'codeRequired';
  return CODE_PATTERN.test(code) ? undefined : 'codeInvalid';
}

/** People paste codes as "123 456" or "123-456": keep the digits' order, drop separators. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Drops the keys whose check passed, so that an empty object means "valid". */
export function collectErrors<Name extends string>(
  checks: Record<Name, AuthErrorKey | undefined>,
): Partial<Record<Name, AuthErrorKey>> {
  return Object.fromEntries(Object.entries(checks).filter(([, key]) => key !== undefined)) as Partial<
    Record<Name, AuthErrorKey>
  >;
}
