import { array, boolean, enums, nullable, object, string, type Infer } from 'superstruct';
import { COUNTRY_CODES } from './countries';
import { LANGUAGES } from './rules';
import { annotate } from './schema';

/** What a signed-in user must do before anything else (SPEC.md section 4). */
export const UserActionValue = {
  CONFIRM_CODE_VERIFICATION: 'CONFIRM_CODE_VERIFICATION',
  UPDATE_PASSWORD: 'UPDATE_PASSWORD',
} as const;

export const USER_ACTIONS = Object.values(
  UserActionValue,
) as readonly (typeof UserActionValue)[keyof typeof UserActionValue][];

export const UserAction = enums(USER_ACTIONS);
export type UserAction = Infer<typeof UserAction>;

/** GET /user/info */
export const UserInfo = object({
  id: annotate(string(), { format: 'uuid' }),
  username: string(),
  email: string(),
  emailVerified: boolean(),
  name: nullable(string()),
  phone: nullable(string()),
  country: enums(COUNTRY_CODES),
  language: enums(LANGUAGES),
  /** Signed, expiring link; null when the user has no picture. */
  profileImageUrl: nullable(string()),
  /** Always empty for now: roles live in workspaces. */
  roles: array(string()),
  userActionsRequired: array(UserAction),
  /** ISO 8601 */
  createdAt: annotate(string(), { format: 'date-time' }),
});
export type UserInfo = Infer<typeof UserInfo>;
