/**
 * Sign-up and the confirmation of the address: the rules of a new account (limits, a taken
 * username, an address that already has an account) and its confirmation code.
 */
import { randomUUID } from 'node:crypto';
import {
  normalizeEmail,
  normalizeUsername,
  RESEND_COOLDOWN_SECONDS,
  SIGNUP_LIMITS,
  type SignupRequest,
} from '@meridian/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import { notifyOpenInvitations } from '../notifications/consumer';
import { hashPassword } from '../security/passwords';
import { codeMail, mailCode } from './code-mail';
import { checkCode, consumeCode, issueCode } from './codes';
import { claimCooldown, claimRateLimits } from './limits';
import { assertPasswordAllowed } from './passwords-policy';
import { findUserByEmail, findUserByUsername, isUniqueViolation, storedLanguage } from './users';

const usernameTaken = () => new ApiError('CONFLICT', { message: 'This username is taken.' });

type NewUser = Omit<
  UserRow,
  'theme' | 'name' | 'phone' | 'profileImageKey' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'passwordUpdateRequired'
>;

/**
 * What a sign-up made: a new account, or, for an address that already has one, the account a
 * new one would look like (never stored: the answer is the same, and its session opens nothing).
 */
export type SignUpOutcome = { kind: 'created'; user: UserRow } | { kind: 'registered'; owner: UserRow; ghost: UserRow };

/**
 * A sign-up with an address that already has an account: after the answer, a mail to the
 * address's owner in their language saying someone tried, with the way to log in or reset the
 * password. Nothing else changes.
 */
function registeredAddress(app: AppContext, owner: UserRow, attempted: NewUser): SignUpOutcome {
  const ghost: UserRow = {
    ...attempted,
    theme: 'system',
    name: null,
    phone: null,
    profileImageKey: null,
    emailVerifiedAt: null,
    phoneVerifiedAt: null,
    passwordUpdateRequired: false,
  };
  app.mailer.later(async () => {
    const language = storedLanguage(owner.language);
    const content = renderMail('signup-attempt', language, {
      username: owner.displayUsername,
      loginLink: `${app.config.publicUrl}/auth/login`,
      resetLink: `${app.config.publicUrl}/auth/password-reset-start`,
    });
    return { to: owner.email, kind: 'signup-attempt', language, ...content };
  });
  return { kind: 'registered', owner, ghost };
}

/** Creates the account of `body` and mails its confirmation code; `clientIp` counts the attempts. */
export async function signUp(app: AppContext, clientIp: string, body: SignupRequest): Promise<SignUpOutcome> {
  const username = normalizeUsername(body.username);
  const email = normalizeEmail(body.email);
  assertPasswordAllowed(body.password, 'password', { username, email });
  const db = app.database.db;
  const now = app.config.clock.now();
  // Every attempt counts, per client and per address, on the limiter behind routes' declared
  // limits: the address is a body field, so the handler claims it rather than the definition.
  const retryAfterSeconds = await claimRateLimits(
    db,
    [
      { key: `signup:ip:${clientIp}`, limit: SIGNUP_LIMITS.perClient },
      { key: `signup:email:${email}`, limit: SIGNUP_LIMITS.perAddress },
    ],
    now,
  );
  if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
  // A username is shown to others: a taken one is said so. An e-mail address is not.
  if (await findUserByUsername(db, username)) throw usernameTaken();
  const owner = await findUserByEmail(db, email);
  const passwordHash = await hashPassword(body.password, app.config.passwordHashing);
  const row = {
    id: randomUUID(),
    username,
    displayUsername: body.username,
    email,
    passwordHash,
    country: body.country,
    language: body.language,
    termsAcceptedAt: now,
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  if (owner) return registeredAddress(app, owner, row);
  let user: UserRow;
  try {
    const [inserted] = await db.insert(users).values(row).returning();
    if (!inserted) throw new Error('user insert returned nothing');
    user = inserted;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Taken meanwhile: the username is said so; the address gets the registered answer.
    if (await findUserByUsername(db, username)) throw usernameTaken();
    const raced = await findUserByEmail(db, email);
    if (!raced) throw usernameTaken();
    return registeredAddress(app, raced, row);
  }
  // The code goes out now: the resend cooldown starts with it.
  await claimCooldown(db, `resend:${username}`, now, RESEND_COOLDOWN_SECONDS);
  const code = await issueCode(db, { purpose: 'confirm_email', subject: user.id, userId: user.id, now });
  await mailCode(app, { kind: 'confirm-code', to: email, language: body.language, username: body.username, code });
  return { kind: 'created', user };
}

/**
 * Confirms `user`'s address with `code` (an address already confirmed stays so); the
 * invitations sent to the address before it was confirmed become its notifications.
 */
export async function confirmEmail(app: AppContext, user: UserRow, code: string): Promise<UserRow> {
  if (user.emailVerifiedAt) return user;
  const now = app.config.clock.now();
  const row = await checkCode(app.database.db, { purpose: 'confirm_email', subject: user.id, code, now });
  const updated = await app.database.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row.id, now))) throw new ApiError('CODE_INVALID');
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (verified) await notifyOpenInvitations(tx, verified.id, verified.email, now);
    return verified;
  });
  if (!updated) throw new ApiError('UNAUTHENTICATED');
  return updated;
}

/**
 * Mails a new confirmation code to `username`'s account, after the answer. The same work
 * whatever the name: the lookup and the code happen after the answer, so its timing does not
 * tell an unknown name from an account waiting for its code. Unknown and already-confirmed
 * accounts get no mail.
 */
export function resendConfirmation(app: AppContext, username: string): void {
  const now = app.config.clock.now();
  app.mailer.later(async () => {
    const user = await findUserByUsername(app.database.db, username);
    if (!user || user.emailVerifiedAt) return undefined;
    const code = await issueCode(app.database.db, { purpose: 'confirm_email', subject: user.id, userId: user.id, now });
    return codeMail(app, {
      kind: 'confirm-code',
      to: user.email,
      language: storedLanguage(user.language),
      username: user.displayUsername,
      code,
    });
  });
}
