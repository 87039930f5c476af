import { randomUUID } from 'node:crypto';
import {
  apiRoutes,
  isEmailIdentifier,
  isResetPasswordBody,
  normalizeEmail,
  normalizePassword,
  normalizeUsername,
  ResetPasswordRequest,
  RESEND_COOLDOWN_SECONDS,
  SIGNUP_LIMITS,
  UpdatePasswordRequest,
  VERIFICATION_CODE_LIFETIME_MS,
  type ChangePasswordRequest,
  type Language,
  type MailKind,
} from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkCode, consumeCode, hasPendingCode, issueCode, voidCodes } from '../accounts/codes';
import { clearLoginFailures, claimCooldown, claimLoginAttempt, claimRateLimits } from '../accounts/limits';
import { assertPasswordAllowed } from '../accounts/passwords-policy';
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  isUniqueViolation,
  storedLanguage,
  toUserInfo,
} from '../accounts/users';
import type { AppContext } from '../context';
import { users, type UserRow } from '../db/schema';
import { notifyOpenInvitations } from '../notifications/consumer';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/validation';
import type { OutgoingMail } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { checkStoredPassword, hashPassword, verifyAgainstNothing, verifyPassword } from '../security/passwords';
import { defineRoute } from './define';

const CODE_MINUTES = VERIFICATION_CODE_LIFETIME_MS / 60_000;

type CodeMailKind = Extract<MailKind, 'confirm-code' | 'password-reset'>;

function codeMail(
  app: AppContext,
  input: { kind: CodeMailKind; to: string; language: Language; username: string; code: string },
): OutgoingMail {
  const page = input.kind === 'confirm-code' ? '/auth/confirm-code' : '/auth/password-reset-complete';
  const content = renderMail(input.kind, input.language, {
    username: input.username,
    code: input.code,
    minutes: CODE_MINUTES,
    link: `${app.config.publicUrl}${page}`,
  });
  return { to: input.to, kind: input.kind, language: input.language, ...content };
}

async function mailCode(
  app: AppContext,
  input: { kind: CodeMailKind; to: string; language: Language; username: string; code: string },
): Promise<void> {
  await app.mailer.send(codeMail(app, input));
}

async function claimResend(app: AppContext, key: string): Promise<void> {
  const retryAfterSeconds = await claimCooldown(app.database.db, key, app.config.clock.now(), RESEND_COOLDOWN_SECONDS);
  if (retryAfterSeconds > 0) throw new ApiError('RESEND_COOLDOWN', { retryAfterSeconds });
}

/** Failed logins count per account; attempts on unknown names count per name, alike. */
function throttleKey(user: UserRow | undefined, identifier: string): string {
  return user ? `login:user:${user.id}` : `login:name:${identifier}`;
}

/** Counts the attempt as a failure up front (cleared on success), or refuses it past the limit. */
async function claimAttempt(app: AppContext, key: string): Promise<void> {
  const retryAfterSeconds = await claimLoginAttempt(app.database.db, key, app.config.clock.now());
  if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
}

async function setPassword(
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

const usernameTaken = () => new ApiError('CONFLICT', { message: 'This username is taken.' });

type NewUser = Omit<
  UserRow,
  'theme' | 'name' | 'phone' | 'profileImageKey' | 'emailVerifiedAt' | 'phoneVerifiedAt' | 'passwordUpdateRequired'
>;

/**
 * A sign-up with an address that already has an account: the answer a new account gets (its
 * status, body and cookies, for an account that is not stored and a session that opens
 * nothing), and, after the answer, a mail to the address's owner in their language saying
 * someone tried, with the way to log in or reset the password. Nothing else changes.
 */
async function registeredAddress(
  app: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: UserRow,
  attempted: NewUser,
) {
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
  const session = await app.sessions.decoy(request, reply, ghost);
  request.log.info({ userId: owner.id }, 'sign-up with a registered address: the owner is told by mail');
  return { user: toUserInfo(ghost, app), session };
}

export const authRoutes = [
  defineRoute(apiRoutes.signup, {
    handler: async ({ body, request, reply, app }) => {
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
          { key: `signup:ip:${request.ip}`, limit: SIGNUP_LIMITS.perClient },
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
      if (owner) return registeredAddress(app, request, reply, owner, row);
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
        return registeredAddress(app, request, reply, raced, row);
      }
      // The code goes out now: the resend cooldown starts with it.
      await claimCooldown(db, `resend:${username}`, now, RESEND_COOLDOWN_SECONDS);
      const code = await issueCode(db, { purpose: 'confirm_email', subject: user.id, userId: user.id, now });
      await mailCode(app, { kind: 'confirm-code', to: email, language: body.language, username: body.username, code });
      const session = await app.sessions.start(request, reply, user);
      request.log.info({ userId: user.id }, 'account created');
      return { user: toUserInfo(user, app), session };
    },
  }),

  defineRoute(apiRoutes.confirmCodeVerification, {
    account: true,
    handler: async ({ body, request, reply, app, auth }) => {
      let user = auth.user;
      if (!user.emailVerifiedAt) {
        const now = app.config.clock.now();
        const row = await checkCode(app.database.db, {
          purpose: 'confirm_email',
          subject: user.id,
          code: body.code,
          now,
        });
        const updated = await app.database.db.transaction(async (tx) => {
          if (!(await consumeCode(tx, row.id, now))) throw new ApiError('CODE_INVALID');
          const [verified] = await tx
            .update(users)
            .set({ emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
          // The invitations sent to the address before it was confirmed are now its notifications.
          if (verified) await notifyOpenInvitations(tx, verified.id, verified.email, now);
          return verified;
        });
        if (!updated) throw new ApiError('UNAUTHENTICATED');
        user = updated;
      }
      // A confirmed address may now see the invitations sent to it.
      const session = await app.sessions.rewriteCookies(request, reply, { session: auth.session, user });
      return { user: toUserInfo(user, app), session };
    },
  }),

  defineRoute(apiRoutes.resendCodeVerification, {
    handler: async ({ body, app }) => {
      const username = normalizeUsername(body.username);
      await claimResend(app, `resend:${username}`);
      const now = app.config.clock.now();
      // The same work whatever the name: the lookup and the code happen after the answer, so
      // its timing does not tell an unknown name from an account waiting for its code.
      // Unknown and already-confirmed accounts get no mail.
      app.mailer.later(async () => {
        const user = await findUserByUsername(app.database.db, username);
        if (!user || user.emailVerifiedAt) return undefined;
        const code = await issueCode(app.database.db, {
          purpose: 'confirm_email',
          subject: user.id,
          userId: user.id,
          now,
        });
        return codeMail(app, {
          kind: 'confirm-code',
          to: user.email,
          language: storedLanguage(user.language),
          username: user.displayUsername,
          code,
        });
      });
      return { ok: true as const, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  }),

  defineRoute(apiRoutes.login, {
    handler: async ({ body, request, reply, app }) => {
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
        request.log.info({ userId: user?.id }, 'login failed');
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
        request.log.info({ userId: user.id }, 'password rehashed in its normalised form');
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
      const session = await app.sessions.start(request, reply, current);
      request.log.info({ userId: user.id }, 'login');
      return { user: toUserInfo(current, app), session };
    },
  }),

  defineRoute(apiRoutes.logout, {
    handler: async ({ request, reply, app }) => {
      await app.sessions.logout(request, reply);
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.refreshSession, {
    handler: async ({ request, reply, app }) => {
      const { user, info } = await app.sessions.refresh(request, reply);
      return { user: toUserInfo(user, app), session: info };
    },
  }),

  defineRoute(apiRoutes.forgotPasswordReinitialization, {
    handler: async ({ body, app }) => {
      const email = normalizeEmail(body.email);
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
      return { ok: true as const, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  }),

  defineRoute(apiRoutes.changePassword, {
    parse: (body): ChangePasswordRequest =>
      isResetPasswordBody(body) ? parseBody(ResetPasswordRequest, body) : parseBody(UpdatePasswordRequest, body),
    handler: async ({ body, request, reply, app }) => {
      const db = app.database.db;
      const now = app.config.clock.now();
      if ('code' in body) {
        const email = normalizeEmail(body.email);
        const row = await checkCode(db, { purpose: 'password_reset', subject: email, code: body.code, now });
        const user = row.userId ? await findUserById(db, row.userId) : undefined;
        if (!user || user.email !== email) throw new ApiError('CODE_INVALID');
        // The password rules come before the code is spent, so a refused password can be retried.
        assertPasswordAllowed(body.newPassword, 'newPassword', { username: user.username, email: user.email });
        if (!(await consumeCode(db, row.id, now))) throw new ApiError('CODE_INVALID');
        const current = await app.sessions.optional(request);
        const keep = current?.user.id === user.id ? current.session.familyId : undefined;
        const updated = await setPassword(app, user, body.newPassword, keep, 'password-reset');
        if (current && keep) app.sessions.updateCookies(reply, current.session, updated);
        request.log.info({ userId: user.id }, 'password reset with a code');
        return { ok: true as const };
      }
      const auth = await app.sessions.requireAccount(request, reply, 'pending');
      const key = throttleKey(auth.user, auth.user.username);
      await claimAttempt(app, key);
      if (!(await verifyPassword(auth.user.passwordHash, body.currentPassword))) {
        throw new ApiError('INVALID_CREDENTIALS', {
          message: 'The current password is not correct.',
          details: [{ field: 'currentPassword', code: 'invalid', message: 'The current password is not correct' }],
        });
      }
      // The right password: the attempt counted up front is not a failure.
      await clearLoginFailures(db, key);
      if (normalizePassword(body.newPassword) === normalizePassword(body.currentPassword)) {
        throw new ApiError('VALIDATION_FAILED', {
          details: [
            { field: 'newPassword', code: 'invalid', message: 'Choose a password different from the current one' },
          ],
        });
      }
      assertPasswordAllowed(body.newPassword, 'newPassword', { username: auth.user.username, email: auth.user.email });
      const updated = await setPassword(app, auth.user, body.newPassword, auth.session.familyId, 'password-change');
      app.sessions.updateCookies(reply, auth.session, updated);
      request.log.info({ userId: auth.user.id }, 'password changed');
      return { ok: true as const };
    },
  }),
];
