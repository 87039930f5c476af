import { array, integer, literal, object, type Infer } from 'superstruct';
import {
  AcceptTerms,
  Country,
  Email,
  LanguageStruct,
  LoginIdentifier,
  LoginPassword,
  NewPassword,
  SignupRoles,
  Username,
  VerificationCode,
} from './rules';
import { union } from './schema';
import { UserAction, UserInfo } from './user';

/** POST /auth/signup. Creates the account, mails a confirmation code and starts a session. */
export const SignupRequest = object({
  username: Username,
  password: NewPassword,
  email: Email,
  /** Always sent empty. */
  roles: SignupRoles,
  country: Country,
  language: LanguageStruct,
  acceptTerms: AcceptTerms,
});
export type SignupRequest = Infer<typeof SignupRequest>;

/** POST /auth/confirm-code-verification (with the session created at signup). */
export const ConfirmCodeRequest = object({ code: VerificationCode });
export type ConfirmCodeRequest = Infer<typeof ConfirmCodeRequest>;

/** POST /auth/resend-code-verification. Same answer whether or not the username exists. */
export const ResendCodeRequest = object({ username: Username });
export type ResendCodeRequest = Infer<typeof ResendCodeRequest>;

/** POST /auth/login. `username` is a username or an e-mail address. */
export const LoginRequest = object({ username: LoginIdentifier, password: LoginPassword });
export type LoginRequest = Infer<typeof LoginRequest>;

/** POST /auth/forgot-password-reinitialization. Same answer whether or not the address exists. */
export const ForgotPasswordRequest = object({ email: Email });
export type ForgotPasswordRequest = Infer<typeof ForgotPasswordRequest>;

/** POST /auth/change-password with the mailed reset code (no session needed). */
export const ResetPasswordRequest = object({ email: Email, code: VerificationCode, newPassword: NewPassword });
export type ResetPasswordRequest = Infer<typeof ResetPasswordRequest>;

/** POST /auth/change-password with a session and the current password. */
export const UpdatePasswordRequest = object({ currentPassword: LoginPassword, newPassword: NewPassword });
export type UpdatePasswordRequest = Infer<typeof UpdatePasswordRequest>;

/** POST /auth/change-password: either form. A body with `email` or `code` is the reset form. */
export const ChangePasswordRequest = union([ResetPasswordRequest, UpdatePasswordRequest]);
export type ChangePasswordRequest = Infer<typeof ChangePasswordRequest>;

/** Tells a request with a body apart from the reset form of POST /auth/change-password. */
export function isResetPasswordBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && ('email' in body || 'code' in body);
}

/** Bodyless POSTs (logout, refresh) accept no body or `{}`. */
export const EmptyRequest = object({});
export type EmptyRequest = Infer<typeof EmptyRequest>;

/** The same facts as the readable cookies, for clients that prefer the body. */
export const SessionInfo = object({
  /** Millisecond timestamp: end of the access lifetime (cookie `sessionExpiry`). */
  expiresAt: integer(),
  /** Millisecond timestamp: refresh after this (cookie `sessionRefreshThreshold`). */
  refreshThreshold: integer(),
  userActionsRequired: array(UserAction),
});
export type SessionInfo = Infer<typeof SessionInfo>;

/** Signup, login, confirm-code and refresh answer with the user and the new session facts. */
export const AuthSessionResponse = object({ user: UserInfo, session: SessionInfo });
export type AuthSessionResponse = Infer<typeof AuthSessionResponse>;

/** Resend and forgot-password: identical for known and unknown accounts. */
export const CodeSentResponse = object({
  ok: literal(true),
  /** Seconds before another code can be requested. */
  cooldownSeconds: integer(),
});
export type CodeSentResponse = Infer<typeof CodeSentResponse>;

/** Logout and change-password. */
export const OkResponse = object({ ok: literal(true) });
export type OkResponse = Infer<typeof OkResponse>;

/** Codes are valid 10 minutes; 5 wrong tries void a code; 60 s between sends. */
export const VERIFICATION_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const RESEND_COOLDOWN_SECONDS = 60;
/** At most this many failed logins per account per window. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
