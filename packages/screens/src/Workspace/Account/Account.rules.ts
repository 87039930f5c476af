import {
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_LIMITS,
  PROFILE_IMAGE_TYPES,
  type Language,
} from '@meridian/contract';

// The account's rules are the contract's: the screen never refuses what the server accepts.

/** The interface languages a person can choose. */
export type DisplayLanguage = Language;

export const displayLanguages: readonly DisplayLanguage[] = LANGUAGES;

/** What the password form holds. */
export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** What `onChangePassword` receives: passwords exactly as typed; the confirmation is checked and not sent. */
export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

/**
 * Why a password change cannot be sent: `fillAll` ("Please fill all password fields") and
 * `mismatch` ("New passwords do not match") are the password rules of docs/product.md; `tooShort` and
 * `tooLong` repeat the server's length rule (8 to 128 characters) so that it is said before sending.
 */
export type PasswordChangeProblem = 'fillAll' | 'mismatch' | 'tooShort' | 'tooLong';

/** The first problem of a password change and the fields it concerns, or `undefined` when it can be sent. */
export function checkPasswordChange(
  fields: PasswordChangeFields,
): { problem: PasswordChangeProblem; fields: (keyof PasswordChangeFields)[] } | undefined {
  const empty = (Object.keys(fields) as (keyof PasswordChangeFields)[]).filter((name) => fields[name] === '');
  if (empty.length > 0) return { problem: 'fillAll', fields: empty };
  if (fields.newPassword !== fields.confirmPassword) return { problem: 'mismatch', fields: ['confirmPassword'] };
  // Code points, as the server counts them.
  const length = [...fields.newPassword].length;
  if (length < PASSWORD_MIN_LENGTH) return { problem: 'tooShort', fields: ['newPassword'] };
  if (length > PASSWORD_MAX_LENGTH) return { problem: 'tooLong', fields: ['newPassword'] };
  return undefined;
}

/** The picture formats the server accepts. */
export const PICTURE_TYPES = PROFILE_IMAGE_TYPES;
/** 2 MiB. */
export const PICTURE_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
/** The picture's limits as its messages say them. */
export const PICTURE_LIMITS = PROFILE_IMAGE_LIMITS;

/** Why a chosen picture is refused before uploading, or `undefined` when it may be sent. */
export function checkPictureFile(file: { type: string; size: number }): 'pictureType' | 'pictureTooLarge' | undefined {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'pictureType';
  if (file.size > PICTURE_MAX_BYTES) return 'pictureTooLarge';
  return undefined;
}
