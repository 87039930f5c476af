import { array, boolean, enums, refine, type Struct } from 'superstruct';
import { COUNTRY_CODES } from './countries';
import { annotate } from './schema';
import { passwordText, singleLineText } from './text';
import languageNames from '../../../locales/locales.json';

/**
 * Field rules shared by the client (forms validate before sending) and the server (the
 * request structs below). Refinement names double as field error codes (see errors.ts), so a
 * failure's `refinement` is the code the server reports for the field.
 */

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
/** Letters, digits, `.`, `_` and `-`, starting with a letter or a digit; never an `@`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest password accepted at login (older rules or typos answer "invalid credentials"). */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
/** The interface languages, each named in itself; locales/locales.json is the one list of them. */
export const LANGUAGE_NAMES = languageNames;
export type Language = keyof typeof languageNames;
export const LANGUAGES = Object.keys(languageNames) as readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Length in Unicode code points, the unit of every length rule here. */
export function textLength(value: string): number {
  return [...value].length;
}

/**
 * Passwords are compared as text: the same password typed as precomposed letters or as letters
 * and accents apart (or in full-width forms) is the same password. NFKC, at signup, change,
 * reset and login alike.
 */
export function normalizePassword(value: string): string {
  return value.normalize('NFKC');
}

/** True when a password holds nothing but white space (refused as a new password). */
export function isBlankPassword(value: string): boolean {
  return value.length > 0 && value.trim() === '';
}

/** Usernames are unique regardless of case; the server stores them lower-cased. */
export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A login identifier containing `@` is an e-mail address, otherwise a username. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

export type TextProblem = 'required' | 'too_short' | 'too_long' | 'invalid';

export function checkUsername(value: string): TextProblem | null {
  const length = textLength(value);
  if (length === 0) return 'required';
  if (length < USERNAME_MIN_LENGTH) return 'too_short';
  if (length > USERNAME_MAX_LENGTH) return 'too_long';
  return USERNAME_PATTERN.test(value) ? null : 'invalid';
}

export function checkEmail(value: string): TextProblem | null {
  if (value.length === 0) return 'required';
  if (textLength(value) > EMAIL_MAX_LENGTH) return 'too_long';
  return EMAIL_PATTERN.test(value) ? null : 'invalid';
}

export type PasswordProblem = 'required' | 'too_short' | 'too_long' | 'weak';

/**
 * Length rules plus "not your username or e-mail". The server also refuses common passwords
 * (a list it ships), reported as the field code `common`.
 */
export function checkPassword(
  password: string,
  identity: { username?: string; email?: string } = {},
): PasswordProblem | null {
  const length = textLength(password);
  if (length === 0 || isBlankPassword(password)) return 'required';
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  const lowered = password.toLowerCase();
  const email = identity.email ? normalizeEmail(identity.email) : '';
  const identities = [identity.username ? normalizeUsername(identity.username) : '', email, email.split('@')[0] ?? ''];
  return identities.some((value) => value.length > 0 && lowered === value) ? 'weak' : null;
}

function required(struct: Struct<string, null>): Struct<string, null> {
  return refine(struct, 'required', (value) => value.length > 0 || 'This field is required');
}

function lengthBetween(struct: Struct<string, null>, min: number, max: number): Struct<string, null> {
  const atLeast = refine(
    struct,
    'too_short',
    (value) => value.length === 0 || textLength(value) >= min || `Use at least ${min} characters`,
  );
  return refine(atLeast, 'too_long', (value) => textLength(value) <= max || `Use at most ${max} characters`);
}

export const Username = annotate(
  refine(
    lengthBetween(required(singleLineText()), USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH),
    'invalid',
    (value) =>
      value.length === 0 ||
      USERNAME_PATTERN.test(value) ||
      'Use letters, digits, dots, hyphens and underscores, starting with a letter or a digit',
  ),
  {
    minLength: USERNAME_MIN_LENGTH,
    maxLength: USERNAME_MAX_LENGTH,
    pattern: USERNAME_PATTERN.source,
    examples: ['ada_lovelace'],
  },
);

export const Email = annotate(
  refine(
    lengthBetween(required(singleLineText()), 1, EMAIL_MAX_LENGTH),
    'invalid',
    (value) => value.length === 0 || EMAIL_PATTERN.test(value) || 'Enter a valid e-mail address',
  ),
  { format: 'email', maxLength: EMAIL_MAX_LENGTH, examples: ['ada@example.com'] },
);

/** A password being chosen: 8 to 128 characters, not only white space. */
export const NewPassword = annotate(
  lengthBetween(
    refine(required(passwordText()), 'required', (value) => !isBlankPassword(value) || 'Use more than white space'),
    PASSWORD_MIN_LENGTH,
    PASSWORD_MAX_LENGTH,
  ),
  {
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  },
);

/** A password being checked (login, current password): any non-empty string within reason. */
export const LoginPassword = annotate(lengthBetween(required(passwordText()), 1, LOGIN_PASSWORD_MAX_LENGTH), {
  format: 'password',
  minLength: 1,
  maxLength: LOGIN_PASSWORD_MAX_LENGTH,
});

/** Username or e-mail address, as typed on the login form. */
export const LoginIdentifier = annotate(lengthBetween(required(singleLineText()), 1, EMAIL_MAX_LENGTH), {
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  description: 'Username or e-mail address',
});

export const VerificationCode = annotate(
  refine(
    required(singleLineText()),
    'invalid',
    (value) => value.length === 0 || VERIFICATION_CODE_PATTERN.test(value) || 'Enter the 6-digit code',
  ),
  { pattern: VERIFICATION_CODE_PATTERN.source, examples: ['042917'] },
);

export const Country = annotate(enums(COUNTRY_CODES), { description: 'ISO 3166-1 alpha-2 country code' });

export const LanguageStruct = enums(LANGUAGES);

/** Terms and privacy policy acceptance: must be `true`. */
export const AcceptTerms = annotate(
  refine(boolean(), 'not_accepted', (value) => value || 'Accept the terms and the privacy policy'),
  { description: 'Must be true', examples: [true] },
);

/** Roles are granted inside workspaces, never chosen at sign-up: the list must be empty. */
export const SignupRoles = annotate(
  refine(array(singleLineText()), 'not_allowed', (value) => value.length === 0 || 'Roles cannot be chosen at sign-up'),
  { maxItems: 0, description: 'Always empty' },
);
