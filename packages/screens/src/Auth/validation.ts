import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  VERIFICATION_CODE_LENGTH as CODE_LENGTH,
  VERIFICATION_CODE_PATTERN as CODE_PATTERN,
} from '@meridian/contract';
import type { AuthErrorKey } from './authErrors';

// The account rules are the contract's (rules.ts): the client never refuses what the server accepts.
export { CODE_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH };

/** Code points, not UTF-16 units: an emoji counts as one character, as the server counts it. */
export function characterCount(value: string): number {
  return [...value].length;
}

export function checkRequired(value: string, key: AuthErrorKey): AuthErrorKey | undefined {
  return value.trim() === '' ? key : undefined;
}

export function checkUsername(value: string): AuthErrorKey | undefined {
  const username = value.trim();
  const length = characterCount(username);
  if (length === 0) return 'usernameRequired';
  if (length < USERNAME_MIN_LENGTH) return 'usernameTooShort';
  if (length > USERNAME_MAX_LENGTH) return 'usernameTooLong';
  return USERNAME_PATTERN.test(username) ? undefined : 'usernameInvalid';
}

export function checkEmail(value: string): AuthErrorKey | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return characterCount(email) <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) ? undefined : 'emailInvalid';
}

/**
 * A password being chosen: present, 8 to 128 characters long and, when the account's
 * username or email is known, not one of them (nor the email's local part).
 */
export function checkNewPassword(
  value: string,
  identity: { username?: string; email?: string } = {},
): AuthErrorKey | undefined {
  if (value === '') return 'newPasswordRequired';
  const length = characterCount(value);
  if (length < PASSWORD_MIN_LENGTH) return 'passwordTooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'passwordTooLong';
  const email = identity.email?.trim().toLowerCase() ?? '';
  const identities = [identity.username?.trim().toLowerCase() ?? '', email, email.split('@')[0] ?? ''];
  const lowered = value.toLowerCase();
  return identities.some((id) => id !== '' && id === lowered) ? 'passwordWeak' : undefined;
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
