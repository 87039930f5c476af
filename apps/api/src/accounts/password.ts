/** A password forgotten (a code by mail, then a new password) or changed knowing the current one. */
import {
  normalizeEmail,
  normalizePassword,
  type ResetPasswordRequest,
  type UpdatePasswordRequest,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import { claimResend, mailCode } from './code-mail';
import { checkCode, consumeCode, issueCode, voidCodes } from './codes';
import { clearLoginFailures } from './limits';
import { claimAttempt, throttleKey } from './login';
import { assertPasswordAllowed } from './passwords-policy';
import { findUserByEmail, findUserById, storedLanguage } from './users';

/**
 * Stores `password` for `user`, voids their reset codes and ends their sessions but the family
 * `keepFamilyId` (the caller's own, when they stay logged in); answers the updated account.
 */
export async function setPassword(
  app: AppContext,
  user: UserRow,
  password: string,
  keepFamilyId: string | undefined,
  reason: string,
): Promise<UserRow> {
  const passwordHash = await hashPassword(password, app.config.passwordHashing);
  const now = app.config.clock.now();
  return app.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, passwordUpdateRequired: false, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new ApiError('UNAUTHENTICATED');
    await voidCodes(tx, 'password_reset', user.email, now);
    await app.sessions.revokeUserSessions(user.id, reason, keepFamilyId, tx);
    return updated;
  });
}

/** Mails a reset code to the account of `address`, if there is one (the answer is the same). */
export async function sendPasswordReset(app: AppContext, address: string): Promise<void> {
  const email = normalizeEmail(address);
  await claimResend(app, `forgot:${email}`);
  const user = await findUserByEmail(app.database.db, email);
  // A code is issued for unknown addresses too (never sent), so every later answer about
  // it (wrong, expired, too many tries) is the same as for a real account.
  const code = await issueCode(app.database.db, {
    purpose: 'password_reset',
    subject: email,
    userId: user?.id ?? null,
    now: app.config.clock.now(),
  });
  if (user) {
    await mailCode(app, {
      kind: 'password-reset',
      to: user.email,
      language: storedLanguage(user.language),
      username: user.displayUsername,
      code,
    });
  }
}

/** Spends the reset code of `body` once its new password passes the rules; answers its account. */
export async function spendResetCode(app: AppContext, body: ResetPasswordRequest): Promise<UserRow> {
  const db = app.database.db;
  const now = app.config.clock.now();
  const email = normalizeEmail(body.email);
  const row = await checkCode(db, { purpose: 'password_reset', subject: email, code: body.code, now });
  const user = row.userId ? await findUserById(db, row.userId) : undefined;
  if (!user || user.email !== email) throw new ApiError('CODE_INVALID');
  // The password rules come before the code is spent, so a refused password can be retried.
  assertPasswordAllowed(body.newPassword, 'newPassword', { username: user.username, email: user.email });
  if (!(await consumeCode(db, row.id, now))) throw new ApiError('CODE_INVALID');
  return user;
}

/**
 * Changes `user`'s password, knowing the current one (its attempts count as logins); the
 * session family `familyId` stays. Answers the updated account.
 */
export async function changePassword(
  app: AppContext,
  user: UserRow,
  familyId: string,
  body: UpdatePasswordRequest,
): Promise<UserRow> {
  const key = throttleKey(user, user.username);
  await claimAttempt(app, key);
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new ApiError('INVALID_CREDENTIALS', {
      message: 'The current password is not correct.',
      details: [{ field: 'currentPassword', code: 'invalid', message: 'The current password is not correct' }],
    });
  }
  // The right password: the attempt counted up front is not a failure.
  await clearLoginFailures(app.database.db, key);
  if (normalizePassword(body.newPassword) === normalizePassword(body.currentPassword)) {
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ field: 'newPassword', code: 'invalid', message: 'Choose a password different from the current one' }],
    });
  }
  assertPasswordAllowed(body.newPassword, 'newPassword', { username: user.username, email: user.email });
  return setPassword(app, user, body.newPassword, familyId, 'password-change');
}
