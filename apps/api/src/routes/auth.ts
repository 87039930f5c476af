import {
  apiRoutes,
  isResetPasswordBody,
  normalizeUsername,
  ResetPasswordRequest,
  RESEND_COOLDOWN_SECONDS,
  UpdatePasswordRequest,
  type ChangePasswordRequest,
} from '@meridian/contract';
import { claimResend } from '../accounts/code-mail';
import { logIn } from '../accounts/login';
import { changePassword, sendPasswordReset, setPassword, spendResetCode } from '../accounts/password';
import { confirmEmail, resendConfirmation, signUp } from '../accounts/signup';
import { toUserInfo } from '../accounts/users';
import { parseBody } from '../http/validation';
import { defineRoute } from './define';

/** Sign-up, the address's confirmation, logging in and out, and the password; the rules are in accounts/. */
export const authRoutes = [
  defineRoute(apiRoutes.signup, {
    handler: async ({ body, request, reply, app }) => {
      const outcome = await signUp(app, request.ip, body);
      if (outcome.kind === 'registered') {
        // The answer a new account gets, for an account that is not stored and a session that opens nothing.
        const session = await app.sessions.decoy(request, reply, outcome.ghost);
        request.log.info({ userId: outcome.owner.id }, 'sign-up with a registered address: the owner is told by mail');
        return { user: toUserInfo(outcome.ghost, app), session };
      }
      const session = await app.sessions.start(request, reply, outcome.user);
      request.log.info({ userId: outcome.user.id }, 'account created');
      return { user: toUserInfo(outcome.user, app), session };
    },
  }),

  defineRoute(apiRoutes.confirmCodeVerification, {
    account: true,
    handler: async ({ body, request, reply, app, auth }) => {
      const user = await confirmEmail(app, auth.user, body.code);
      // A confirmed address may now see the invitations sent to it.
      const session = await app.sessions.rewriteCookies(request, reply, { session: auth.session, user });
      return { user: toUserInfo(user, app), session };
    },
  }),

  defineRoute(apiRoutes.resendCodeVerification, {
    handler: async ({ body, app }) => {
      const username = normalizeUsername(body.username);
      await claimResend(app, `resend:${username}`);
      resendConfirmation(app, username);
      return { ok: true as const, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  }),

  defineRoute(apiRoutes.login, {
    handler: async ({ body, request, reply, app }) => {
      const user = await logIn(app, body, request.log);
      const session = await app.sessions.start(request, reply, user);
      request.log.info({ userId: user.id }, 'login');
      return { user: toUserInfo(user, app), session };
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
      await sendPasswordReset(app, body.email);
      return { ok: true as const, cooldownSeconds: RESEND_COOLDOWN_SECONDS };
    },
  }),

  defineRoute(apiRoutes.changePassword, {
    parse: (body): ChangePasswordRequest =>
      isResetPasswordBody(body) ? parseBody(ResetPasswordRequest, body) : parseBody(UpdatePasswordRequest, body),
    handler: async ({ body, request, reply, app }) => {
      if ('code' in body) {
        const user = await spendResetCode(app, body);
        const current = await app.sessions.optional(request);
        const keep = current?.user.id === user.id ? current.session.familyId : undefined;
        const updated = await setPassword(app, user, body.newPassword, keep, 'password-reset');
        if (current && keep) app.sessions.updateCookies(reply, current.session, updated);
        request.log.info({ userId: user.id }, 'password reset with a code');
        return { ok: true as const };
      }
      const auth = await app.sessions.requireAccount(request, reply, 'pending');
      const updated = await changePassword(app, auth.user, auth.session.familyId, body);
      app.sessions.updateCookies(reply, auth.session, updated);
      request.log.info({ userId: auth.user.id }, 'password changed');
      return { ok: true as const };
    },
  }),
];
