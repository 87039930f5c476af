import {
  isCountryCode,
  LANGUAGES,
  THEMES,
  UserActionValue,
  type CountryCode,
  type Language,
  type Theme,
  type UserAction,
  type UserInfo,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { users, type UserRow } from '../db/schema';

export function userActions(user: Pick<UserRow, 'emailVerifiedAt' | 'passwordUpdateRequired'>): UserAction[] {
  const actions: UserAction[] = [];
  if (!user.emailVerifiedAt) actions.push(UserActionValue.CONFIRM_CODE_VERIFICATION);
  if (user.passwordUpdateRequired) actions.push(UserActionValue.UPDATE_PASSWORD);
  return actions;
}

/** Values were validated on the way in; a bad one here means the database was edited by hand. */
function storedCountry(value: string): CountryCode {
  if (!isCountryCode(value)) throw new Error(`Stored country is not an ISO code: ${value}`);
  return value;
}

export function storedLanguage(value: string): Language {
  const language = LANGUAGES.find((candidate) => candidate === value);
  if (!language) throw new Error(`Stored language is not supported: ${value}`);
  return language;
}

export function storedTheme(value: string): Theme {
  const theme = THEMES.find((candidate) => candidate === value);
  if (!theme) throw new Error(`Stored theme is not supported: ${value}`);
  return theme;
}

/** The user as the API shows it; the picture is a fresh signed link. */
export function toUserInfo(user: UserRow, app: Pick<AppContext, 'storage'>): UserInfo {
  return {
    id: user.id,
    username: user.displayUsername,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    name: user.name,
    phone: user.phone,
    phoneVerified: user.phone !== null && user.phoneVerifiedAt !== null,
    country: storedCountry(user.country),
    language: storedLanguage(user.language),
    theme: storedTheme(user.theme),
    profileImageUrl: user.profileImageKey ? app.storage.links.sign(user.profileImageKey).url : null,
    roles: [],
    userActionsRequired: userActions(user),
    createdAt: user.createdAt.toISOString(),
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** PostgreSQL unique_violation, whether the driver error comes bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object';) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
