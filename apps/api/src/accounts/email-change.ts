import { normalizeEmail, RESEND_COOLDOWN_SECONDS, VERIFICATION_CODE_LIFETIME_MS } from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import { checkCode, consumeCode, issueCode, voidCodes } from './codes';
import { claimCooldown } from './limits';
import { confirmRecentLogin } from './reauthentication';
import type { AuthenticatedSession } from './sessions';
import { findUserByEmail, isUniqueViolation, storedLanguage } from './users';

/**
 * Codes for a new address are bound to the account and the address (lower-cased): a code moves
 * only the account that asked for it, and only to the address it was mailed to.
 */
const subjectOf = (userId: string, email: string) => `${userId}:${email}`;

/**
 * The notice to the owner of an address another account asked to move to, in the owner's
 * language: someone tried, and nothing changed.
 */
function attemptNotice(app: AppContext, owner: UserRow) {
  const language = storedLanguage(owner.language);
  const content = renderMail('email-change-attempt', language, {
    username: owner.displayUsername,
    resetLink: `${app.config.publicUrl}/auth/password-reset-start`,
  });
  return { to: owner.email, kind: 'email-change-attempt' as const, language, ...content };
}

/**
 * Starts moving the account to `email`: after the answer, a code is mailed to the new address
 * in the account's language. An address another account uses gets no code, and the answer is
 * the same (as at sign-up, nobody learns whether an address has an account); the code can
 * then never come, so the address never changes, and that address's owner is told someone
 * tried. One request a minute per account.
 */
export async function startEmailChange(
  app: AppContext,
  caller: AuthenticatedSession,
  input: { email: string; password?: string | undefined },
): Promise<void> {
  const user = caller.user;
  const email = normalizeEmail(input.email);
  if (email === user.email) {
    throw new ApiError('VALIDATION_FAILED', {
      details: [{ field: 'email', code: 'unchanged', message: 'This is already the address of the account' }],
    });
  }
  await confirmRecentLogin(app, caller, input.password);
  const db = app.database.db;
  const now = app.config.clock.now();
  const retryAfterSeconds = await claimCooldown(db, `email-change:${user.id}`, now, RESEND_COOLDOWN_SECONDS);
  if (retryAfterSeconds > 0) throw new ApiError('RESEND_COOLDOWN', { retryAfterSeconds });
  // The lookup and the code come after the answer, so its timing does not tell a taken address.
  app.mailer.later(async () => {
    const owner = await findUserByEmail(db, email);
    if (owner) return attemptNotice(app, owner);
    const code = await issueCode(db, {
      purpose: 'change_email',
      subject: subjectOf(user.id, email),
      userId: user.id,
      now,
    });
    const language = storedLanguage(user.language);
    const content = renderMail('email-change-code', language, {
      username: user.displayUsername,
      code,
      minutes: VERIFICATION_CODE_LIFETIME_MS / 60_000,
    });
    return { to: email, kind: 'email-change-code', language, ...content };
  });
}

/**
 * Checks the code mailed to `email` and makes it the account's address (confirmed, since the
 * code reached it). Pending password resets of the old address are voided, and the old
 * address is told, so that a change its owner did not make is noticed.
 */
export async function confirmEmailChange(
  app: AppContext,
  user: UserRow,
  input: { email: string; code: string },
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const now = app.config.clock.now();
  const db = app.database.db;
  const row = await checkCode(db, {
    purpose: 'change_email',
    subject: subjectOf(user.id, email),
    code: input.code,
    now,
  });
  let updated: UserRow | undefined;
  try {
    updated = await db.transaction(async (tx) => {
      if (!(await consumeCode(tx, row.id, now))) throw new ApiError('CODE_INVALID');
      const [changed] = await tx
        .update(users)
        .set({ email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      await voidCodes(tx, 'password_reset', user.email, now);
      return changed;
    });
  } catch (error) {
    // Another account took the address after the code was mailed: the code cannot be used.
    if (isUniqueViolation(error)) throw new ApiError('CODE_INVALID');
    throw error;
  }
  if (!updated) throw new ApiError('UNAUTHENTICATED');
  const language = storedLanguage(user.language);
  const content = renderMail('email-changed', language, {
    username: user.displayUsername,
    newEmail: email,
    resetLink: `${app.config.publicUrl}/auth/password-reset-start`,
  });
  await app.mailer.send({ to: user.email, kind: 'email-changed', language, ...content });
  return updated;
}
