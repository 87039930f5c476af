import type { Struct } from 'superstruct';
import {
  AuthSessionResponse,
  ChangePasswordRequest,
  CodeSentResponse,
  ConfirmCodeRequest,
  EmptyRequest,
  ForgotPasswordRequest,
  LoginRequest,
  OkResponse,
  ResendCodeRequest,
  SignupRequest,
} from './auth';
import { HealthResponse, OutboxResponse } from './dev';
import type { ErrorCode } from './errors';
import { UserInfo } from './user';

/** Paths relative to the API root (the dashboard reaches them under `/api`). */
export const ApiPath = {
  signup: '/auth/signup',
  confirmCodeVerification: '/auth/confirm-code-verification',
  resendCodeVerification: '/auth/resend-code-verification',
  login: '/auth/login',
  logout: '/auth/logout',
  refreshSession: '/auth/refresh-session',
  forgotPasswordReinitialization: '/auth/forgot-password-reinitialization',
  changePassword: '/auth/change-password',
  userInfo: '/user/info',
  devOutbox: '/dev/outbox',
  health: '/health',
  openapi: '/openapi.json',
} as const;

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];

/**
 * What a route needs from the session:
 * - `none`: no session;
 * - `optional`: used when present (change-password, logout);
 * - `pending`: required, but required actions may still be open (confirm-code, user info);
 * - `active`: required, with no required action left.
 */
export type RouteSession = 'none' | 'optional' | 'pending' | 'active';

export interface ApiRouteDefinition<Req, Res> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: ApiPath;
  summary: string;
  session: RouteSession;
  /** Request body; undefined for GET. */
  request?: Struct<Req, unknown>;
  status: number;
  response: Struct<Res, unknown>;
  /** Error codes the route itself answers with (besides BAD_REQUEST, VALIDATION_FAILED, CSRF_REJECTED, INTERNAL). */
  errors: readonly ErrorCode[];
}

function route<Req, Res>(definition: ApiRouteDefinition<Req, Res>): ApiRouteDefinition<Req, Res> {
  return definition;
}

/** Every route: the client calls through it, the server registers and documents it. */
export const apiRoutes = {
  signup: route({
    method: 'POST',
    path: ApiPath.signup,
    summary: 'Create an account, mail a confirmation code and start a session',
    session: 'none',
    request: SignupRequest,
    status: 201,
    response: AuthSessionResponse,
    errors: ['CONFLICT', 'PASSWORD_TOO_WEAK', 'PASSWORD_COMMON'],
  }),
  confirmCodeVerification: route({
    method: 'POST',
    path: ApiPath.confirmCodeVerification,
    summary: 'Confirm the e-mail address with the mailed code',
    session: 'pending',
    request: ConfirmCodeRequest,
    status: 200,
    response: AuthSessionResponse,
    errors: ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED', 'UNAUTHENTICATED', 'SESSION_EXPIRED'],
  }),
  resendCodeVerification: route({
    method: 'POST',
    path: ApiPath.resendCodeVerification,
    summary: 'Mail a new confirmation code (same answer for unknown usernames)',
    session: 'none',
    request: ResendCodeRequest,
    status: 200,
    response: CodeSentResponse,
    errors: ['RESEND_COOLDOWN'],
  }),
  login: route({
    method: 'POST',
    path: ApiPath.login,
    summary: 'Log in with a username or e-mail address and a password',
    session: 'none',
    request: LoginRequest,
    status: 200,
    response: AuthSessionResponse,
    errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
  }),
  logout: route({
    method: 'POST',
    path: ApiPath.logout,
    summary: 'Revoke the session and clear the cookies',
    session: 'optional',
    request: EmptyRequest,
    status: 200,
    response: OkResponse,
    errors: [],
  }),
  refreshSession: route({
    method: 'POST',
    path: ApiPath.refreshSession,
    summary: 'Rotate the session token and extend the access lifetime',
    session: 'optional',
    request: EmptyRequest,
    status: 200,
    response: AuthSessionResponse,
    errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
  }),
  forgotPasswordReinitialization: route({
    method: 'POST',
    path: ApiPath.forgotPasswordReinitialization,
    summary: 'Mail a password reset code (same answer for unknown addresses)',
    session: 'none',
    request: ForgotPasswordRequest,
    status: 200,
    response: CodeSentResponse,
    errors: ['RESEND_COOLDOWN'],
  }),
  changePassword: route({
    method: 'POST',
    path: ApiPath.changePassword,
    summary: 'Reset the password with the mailed code, or change it with the current one (session)',
    session: 'optional',
    request: ChangePasswordRequest,
    status: 200,
    response: OkResponse,
    errors: [
      'CODE_INVALID',
      'CODE_EXPIRED',
      'CODE_ATTEMPTS_EXCEEDED',
      'INVALID_CREDENTIALS',
      'RATE_LIMITED',
      'UNAUTHENTICATED',
      'SESSION_EXPIRED',
      'PASSWORD_TOO_WEAK',
      'PASSWORD_COMMON',
    ],
  }),
  userInfo: route({
    method: 'GET',
    path: ApiPath.userInfo,
    summary: 'The signed-in user',
    session: 'pending',
    status: 200,
    response: UserInfo,
    errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
  }),
  devOutbox: route({
    method: 'GET',
    path: ApiPath.devOutbox,
    summary: 'Mail kept in the outbox when SMTP is not configured (not in production)',
    session: 'none',
    status: 200,
    response: OutboxResponse,
    errors: [],
  }),
  health: route({
    method: 'GET',
    path: ApiPath.health,
    summary: 'Liveness and database check',
    session: 'none',
    status: 200,
    response: HealthResponse,
    errors: [],
  }),
} as const;

export type ApiRouteName = keyof typeof apiRoutes;
