import { DateTime, Uuid } from './ids';
import { array, boolean, enums, object, refine, string, type Infer } from 'superstruct';
import { OptionalPhone, Phone } from './phone';
import { COUNTRY_CODES } from './countries';
import { Email, LANGUAGES, textLength, VerificationCode } from './rules';
import { annotate, nullable, optional } from './schema';
import { passwordText, singleLineText } from './text';

/** What a signed-in user must do before anything else (docs/product.md, "Sessions"). */
export const UserActionValue = {
  CONFIRM_CODE_VERIFICATION: 'CONFIRM_CODE_VERIFICATION',
  UPDATE_PASSWORD: 'UPDATE_PASSWORD',
} as const;

export const USER_ACTIONS = Object.values(
  UserActionValue,
) as readonly (typeof UserActionValue)[keyof typeof UserActionValue][];

export const UserAction = enums(USER_ACTIONS);
export type UserAction = Infer<typeof UserAction>;

/** The colour theme a user chose: `system` follows the device's light or dark preference. */
export const THEMES = ['system', 'light', 'dark'] as const;
export const ThemeStruct = enums(THEMES);
export type Theme = Infer<typeof ThemeStruct>;
export const DEFAULT_THEME: Theme = 'system';

/** GET /user/info */
export const UserInfo = object({
  id: Uuid,
  username: string(),
  email: string(),
  emailVerified: boolean(),
  name: nullable(string()),
  phone: nullable(string()),
  /**
   * Whether `phone` was confirmed with a code sent to it by text message; changing or clearing
   * the number makes it false again.
   */
  phoneVerified: boolean(),
  country: enums(COUNTRY_CODES),
  language: enums(LANGUAGES),
  /** The dashboard's colour theme, saved with the account. */
  theme: ThemeStruct,
  /** Signed, expiring link; null when the user has no picture. */
  profileImageUrl: nullable(string()),
  /** Always empty for now: roles live in workspaces. */
  roles: array(string()),
  userActionsRequired: array(UserAction),
  createdAt: DateTime,
});
export type UserInfo = Infer<typeof UserInfo>;

/** The longest name a user can give. */
export const NAME_MAX_LENGTH = 100;
/** Profile images: PNG, JPEG or WebP, checked by content. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_DIMENSION = 4096;
/** The picture's limits as messages say them: megabytes (of 1,048,576 bytes) and pixels a side. */
export const PROFILE_IMAGE_LIMITS = {
  megabytes: PROFILE_IMAGE_MAX_BYTES / (1024 * 1024),
  pixels: PROFILE_IMAGE_MAX_DIMENSION,
} as const;
/** The multipart field that carries the file in POST /user/upload-profile-image. */
export const PROFILE_IMAGE_FIELD = 'file';
/** How long a signed storage link works. */
export const STORAGE_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * PATCH /user/info-settings (multipart/form-data, text fields only). Only the fields sent
 * change; an empty `name` or `phone` clears it; `theme` is `system`, `light` or `dark`; `removeProfileImage=true` removes the picture.
 */
export const InfoSettingsRequest = object({
  name: optional(
    annotate(
      refine(
        singleLineText(),
        'too_long',
        (value) => textLength(value.trim()) <= NAME_MAX_LENGTH || 'Use at most 100 characters',
      ),
      { maxLength: NAME_MAX_LENGTH },
    ),
  ),
  phone: optional(OptionalPhone),
  language: optional(enums(LANGUAGES)),
  theme: optional(ThemeStruct),
  removeProfileImage: optional(enums(['true', 'false'])),
});
export type InfoSettingsRequest = Infer<typeof InfoSettingsRequest>;

/** GET /user/refresh-storage-links: fresh signed links for the user's stored files. */
export const StorageLinksResponse = object({
  profileImageUrl: nullable(string()),
  /** When the links stop working (ISO 8601); null without files. */
  expiresAt: nullable(DateTime),
});
export type StorageLinksResponse = Infer<typeof StorageLinksResponse>;

/**
 * POST /user/phone/send-code: texts a 6-digit code to the number. The number is not saved yet;
 * verifying the code saves it as verified.
 */
export const SendPhoneCodeRequest = object({ phone: Phone });

/**
 * Texts cost money and can be abused to send messages to strangers' numbers: besides one text
 * a minute, an account gets at most this many phone codes in any 24 hours (RATE_LIMITED after).
 */
export const PHONE_CODES_PER_DAY = 5;
export const PHONE_CODES_WINDOW_MS = 24 * 60 * 60 * 1000;
export type SendPhoneCodeRequest = Infer<typeof SendPhoneCodeRequest>;

/** POST /user/phone/verify: the code texted to `phone` (the same number, however it is spelled). */
export const VerifyPhoneRequest = object({ phone: Phone, code: VerificationCode });
export type VerifyPhoneRequest = Infer<typeof VerifyPhoneRequest>;

/**
 * POST /user/email/change: mails a 6-digit code to the new address. The account keeps its
 * address until the code is confirmed. `password` is asked when the login is older than the
 * re-authentication window (REAUTHENTICATION_REQUIRED without it).
 */
export const StartEmailChangeRequest = object({
  email: Email,
  password: optional(annotate(passwordText(), { format: 'password' })),
});
export type StartEmailChangeRequest = Infer<typeof StartEmailChangeRequest>;

/** POST /user/email/confirm: the code mailed to `email`, which becomes the account's address. */
export const ConfirmEmailChangeRequest = object({ email: Email, code: VerificationCode });
export type ConfirmEmailChangeRequest = Infer<typeof ConfirmEmailChangeRequest>;
