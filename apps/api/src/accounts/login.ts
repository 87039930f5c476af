/** Logging in: who the identifier names, the password check, and the attempts' limit. */
import { isEmailIdentifier, normalizeEmail, normalizeUsername, type LoginRequest } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { checkStoredPassword, hashPassword, verifyAgainstNothing } from '../security/passwords';
import { hasPendingCode } from './codes';
import { clearLoginFailures, claimLoginAttempt } from './limits';
import { findUserByEmail, findUserByUsername } from './users';

/** Failed logins count per account; attempts on unknown names count per name, alike. */
export function throttleKey(user: UserRow | undefined, identifier: string): string {
  return user ? `login:user:${user.id}` : `login:name:${identifier}`;
}

/** Counts the attempt as a failure up front (cleared on success), or refuses it past the limit. */
export async function claimAttempt(app: AppContext, key: string): Promise<void> {
  const retryAfterSeconds = await claimLoginAttempt(app.database.db, key, app.config.clock.now());
  if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
}

/**
 * The account `body` names by username or address, if its password is right (else
 * INVALID_CREDENTIALS, the same for an unknown name). A password stored before passwords were
 * normalised is stored again in its normalised form; an account with a pending reset code is
 * asked to choose a new password.
 */
export async function logIn(app: AppContext, body: LoginRequest, log: FastifyBaseLogger): Promise<UserRow> {
  const db = app.database.db;
  const identifier = isEmailIdentifier(body.username)
    ? normalizeEmail(body.username)
    : normalizeUsername(body.username);
  const user = isEmailIdentifier(identifier)
    ? await findUserByEmail(db, identifier)
    : await findUserByUsername(db, identifier);
  const key = throttleKey(user, identifier);
  await claimAttempt(app, key);
  const valid = user
    ? await checkStoredPassword(user.passwordHash, body.password)
    : await verifyAgainstNothing(body.password, app.config.passwordHashing);
  const now = app.config.clock.now();
  if (!user || !valid) {
    log.info({ userId: user?.id }, 'login failed');
    throw new ApiError('INVALID_CREDENTIALS');
  }
  await clearLoginFailures(db, key);
  let current = user;
  if (valid === 'legacy') {
    // Stored before passwords were normalised: store the normalised form from now on.
    const [rehashed] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password, app.config.passwordHashing) })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning();
    if (rehashed) current = rehashed;
    log.info({ userId: user.id }, 'password rehashed in its normalised form');
  }
  // Someone asked for a reset, yet the old password works: ask the user to choose a new one.
  if (!user.passwordUpdateRequired && (await hasPendingCode(db, 'password_reset', user.email, now))) {
    const [flagged] = await db
      .update(users)
      .set({ passwordUpdateRequired: true, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (flagged) current = flagged;
  }
  return current;
}
