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
import { HealthResponse, OutboxResponse, SmsOutboxResponse } from './dev';
import type { ErrorCode } from './errors';
import { RATE_LIMITS, type RouteLimit } from './limits';
import type { StructLike } from './schema';
import type { Permission } from './workspace-rules';
import {
  Company,
  CompanyInviteListResponse,
  CompanyInvite,
  CompanyListResponse,
  CompanySummary,
  CreateCompanyRequest,
  CreateInviteRequest,
  DomainCheckResponse,
  EmailLinkSentResponse,
  InviteAnswerRequest,
  Member,
  MemberListResponse,
  RescindInviteRequest,
  SetPrivilegeRequest,
  UpdateCompanyRequest,
  UserInviteListResponse,
} from './company';
import { InfoSettingsRequest, SendPhoneCodeRequest, StorageLinksResponse, UserInfo, VerifyPhoneRequest } from './user';

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
  userInfoSettings: '/user/info-settings',
  uploadProfileImage: '/user/upload-profile-image',
  refreshStorageLinks: '/user/refresh-storage-links',
  userCompanies: '/user/companies',
  sendPhoneCode: '/user/phone/send-code',
  verifyPhone: '/user/phone/verify',
  createCompany: '/company',
  company: '/company/:id',
  sendEmailVerificationLink: '/company/:id/send-email-verification-link',
  verifyEmail: '/company/:id/verify-email/:token',
  verifyDomainName: '/company/:id/verify-domain-name',
  members: '/company/:id/members',
  member: '/company/:id/members/:memberId',
  setPrivilege: '/company/:id/members/set-privilege',
  invites: '/company/:id/members/invites',
  rescindInvite: '/company/:id/members/invites/rescind',
  userInvites: '/company/invites',
  acceptInvite: '/company/invites/accept',
  refuseInvite: '/company/invites/refuse',
  /** Signed, expiring links to stored files (profile images); not JSON. */
  storageFile: '/storage/:key',
  devOutbox: '/dev/outbox',
  devSmsOutbox: '/dev/sms-outbox',
  health: '/health',
  openapi: '/openapi.json',
} as const;

export type ApiPath = (typeof ApiPath)[keyof typeof ApiPath];

/** Fills a path's `:name` parameters, each URI-encoded: `/company/:id` -> `/company/42`. */
export function buildApiPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The `:name` parameters of a path. */
export function pathParameters(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
}

/** The names of a path's `:name` parameters: `/company/:id/members/:memberId` gives `'id' | 'memberId'`. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters, each a string: `/company/:id/members/:memberId` gives `{ id; memberId }`. */
export type PathParams<Path extends string> = { [Name in PathParamName<Path>]: string };

/**
 * What a route needs from the session:
 * - `none`: no session;
 * - `optional`: used when present (change-password, logout);
 * - `pending`: required, but required actions may still be open (confirm-code, user info);
 * - `active`: required, with no required action left.
 */
export type RouteSession = 'none' | 'optional' | 'pending' | 'active';

/** The session modes in which a route always has a signed-in caller. */
export type SignedInSession = 'pending' | 'active';

/**
 * Objects that belong to one workspace and that a route may name by id instead of naming the
 * workspace: the server keeps one look-up of the owning workspace per resource, and refuses
 * to start without it. A new resource (wallet, payment link, API key...) is added here, and
 * its look-up to the server's table of owners.
 */
export const OWNED_RESOURCES = ['member', 'invite'] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];

/**
 * Where a route finds the workspace it acts in. Without `owner`, the value is the workspace's
 * id; with `owner`, it is the id of an object of that resource, and the workspace is the one
 * that owns it.
 * - `{ path: 'id' }`: the `:id` of `/company/:id/...`;
 * - `{ query: 'companyId' }`, `{ body: 'companyId' }`: a field of the query string or of the
 *   JSON body (read before the body is validated);
 * - `{ path: 'walletId', owner: 'wallet' }`: an object id in the path.
 */
export type WorkspaceSource<Path extends string = string> =
  | {
      path: string extends Path ? string : PathParamName<Path>;
      owner?: OwnedResource;
      /**
       * With `owner: 'member'`: a member naming their own membership passes without the
       * route's permission (everyone may leave a workspace; the rules still apply).
       */
      self?: true;
    }
  | { query: string; owner?: OwnedResource }
  | { body: string; owner?: OwnedResource };

/**
 * The sources of a route's workspace: the first one names the workspace; every further one
 * names an object that must belong to that same workspace (`/company/:id/members/:memberId`).
 */
export type WorkspaceSources<Path extends string = string> = readonly [
  WorkspaceSource<Path>,
  ...WorkspaceSource<Path>[],
];

/** What every route definition says, whatever its session and permission. */
interface RouteFields<Req, Res, Path extends string> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: Path;
  summary: string;
  /** How the body is sent: JSON (default) or multipart/form-data. */
  bodyType?: 'json' | 'multipart';
  /** Request body; undefined for GET. */
  request?: Struct<Req, unknown>;
  status: number;
  response: Struct<Res, unknown>;
  /** Error codes the route itself answers with (besides BAD_REQUEST, VALIDATION_FAILED, CSRF_REJECTED, INTERNAL). */
  errors: readonly ErrorCode[];
  /** Rate limits, checked before the handler runs (RATE_LIMITED, documented with the route). */
  limits?: readonly RouteLimit[];
}

/** A route outside any workspace: no permission. */
interface OpenAccess {
  session: RouteSession;
  permission?: undefined;
  workspace?: undefined;
}

/**
 * A workspace route: a signed-in caller whose role in the workspace found by `workspace` has
 * `permission` (`view` for any member, or a permission of the role matrix). A stranger to that
 * workspace gets 404 NOT_FOUND, a member without the permission 403 FORBIDDEN, before the body
 * is validated.
 */
interface WorkspaceAccess<Path extends string> {
  session: SignedInSession;
  permission: Permission;
  workspace: WorkspaceSources<Path>;
}

/** One route of the API, as the client calls it and the server registers and documents it. */
export type ApiRouteDefinition<Req = unknown, Res = unknown, Path extends string = ApiPath> = RouteFields<
  Req,
  Res,
  Path
> &
  (OpenAccess | WorkspaceAccess<Path>);

/** Any route definition, whatever its structs: what generic code (route tables, documentation) reads. */
export interface RouteShape {
  method: ApiRouteDefinition['method'];
  path: string;
  summary: string;
  session: RouteSession;
  permission?: Permission;
  workspace?: WorkspaceSources;
  bodyType?: 'json' | 'multipart';
  request?: StructLike;
  status: number;
  response: StructLike;
  errors: readonly ErrorCode[];
  limits?: readonly RouteLimit[];
}

/** The request body type of a route definition (`undefined` when it takes none). */
export type RequestOf<Route> = Route extends { request: { TYPE: infer Req } } ? Req : undefined;
/** The response body type of a route definition. */
export type ResponseOf<Route> = Route extends { response: { TYPE: infer Res } } ? Res : never;

/**
 * A route definition checked against its own path: a permission only with a signed-in session
 * and a workspace source, path sources among the path's own parameters. The literal types
 * (session, permission, path) are kept, so the server can type its handler from them.
 */
export type CheckedRoute<Route extends RouteShape> = Route &
  ApiRouteDefinition<RequestOf<Route>, ResponseOf<Route>, Route['path']>;

/** A checked definition with the optional fields it leaves out spelled as absent, so every route reads alike. */
export type CompletedRoute<Route extends RouteShape> = Route &
  Omit<
    { bodyType?: undefined; request?: undefined; permission?: undefined; workspace?: undefined; limits?: undefined },
    keyof Route
  >;

/** What any call with an active session can be refused with. */
const activeSessionErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'ACTION_REQUIRED'] as const;
/** What any call on a workspace the caller must belong to (and hold a permission in) can be refused with. */
const workspaceErrors = [...activeSessionErrors, 'NOT_FOUND', 'FORBIDDEN'] as const;

function route<const Route extends RouteShape & { path: ApiPath }>(
  definition: CheckedRoute<Route>,
): CompletedRoute<Route>;
function route(definition: RouteShape): RouteShape {
  return definition;
}

// The routes by area, one table each, so that a page that calls only a few routes (the login
// page) does not carry every route's structs. `apiRoutes` below holds them all.

/** Sign-up, confirmation, sessions and passwords. */
export const authRoutes = {
  signup: route({
    method: 'POST',
    path: ApiPath.signup,
    summary: 'Create an account, mail a confirmation code and start a session',
    session: 'none',
    request: SignupRequest,
    status: 201,
    response: AuthSessionResponse,
    errors: ['CONFLICT', 'PASSWORD_TOO_WEAK', 'PASSWORD_COMMON', 'RATE_LIMITED'],
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
} as const;

/** The signed-in user's own routes. */
export const userRoutes = {
  userInfo: route({
    method: 'GET',
    path: ApiPath.userInfo,
    summary: 'The signed-in user',
    session: 'pending',
    status: 200,
    response: UserInfo,
    errors: ['UNAUTHENTICATED', 'SESSION_EXPIRED'],
  }),
  userInfoSettings: route({
    method: 'PATCH',
    path: ApiPath.userInfoSettings,
    summary: 'Change the name, phone or display language, or remove the profile picture (multipart)',
    session: 'active',
    bodyType: 'multipart',
    request: InfoSettingsRequest,
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  uploadProfileImage: route({
    method: 'POST',
    path: ApiPath.uploadProfileImage,
    summary: 'Replace the profile picture: PNG, JPEG or WebP, at most 2 MiB and 4096x4096 (multipart field "file")',
    session: 'active',
    bodyType: 'multipart',
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.profileImageUser, RATE_LIMITS.profileImageIp],
  }),
  refreshStorageLinks: route({
    method: 'GET',
    path: ApiPath.refreshStorageLinks,
    summary: "Fresh signed links to the user's stored files",
    session: 'active',
    status: 200,
    response: StorageLinksResponse,
    errors: activeSessionErrors,
  }),
  sendPhoneCode: route({
    method: 'POST',
    path: ApiPath.sendPhoneCode,
    summary: 'Text a 6-digit code to a phone number, to verify it (one code a minute)',
    session: 'active',
    request: SendPhoneCodeRequest,
    status: 200,
    response: CodeSentResponse,
    errors: [...activeSessionErrors, 'RESEND_COOLDOWN', 'SMS_UNAVAILABLE', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.phoneCodeIp],
  }),
  verifyPhone: route({
    method: 'POST',
    path: ApiPath.verifyPhone,
    summary: 'Check the texted code and save the number as the verified phone of the account',
    session: 'active',
    request: VerifyPhoneRequest,
    status: 200,
    response: UserInfo,
    errors: [...activeSessionErrors, 'CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'],
  }),
} as const;

/** Workspaces: list, create, read, update, verify. */
export const companyRoutes = {
  userCompanies: route({
    method: 'GET',
    path: ApiPath.userCompanies,
    summary: 'The workspaces the user belongs to, with their role in each',
    session: 'active',
    status: 200,
    response: CompanyListResponse,
    errors: activeSessionErrors,
  }),
  createCompany: route({
    method: 'POST',
    path: ApiPath.createCompany,
    summary: 'Create a workspace (onboarding); the caller becomes its owner and it becomes the selected one',
    session: 'active',
    request: CreateCompanyRequest,
    status: 201,
    response: Company,
    errors: [...activeSessionErrors, 'RATE_LIMITED'],
    limits: [RATE_LIMITS.workspaceUser, RATE_LIMITS.workspaceIp],
  }),
  getCompany: route({
    method: 'GET',
    path: ApiPath.company,
    summary: 'A workspace the caller belongs to',
    session: 'active',
    permission: 'view',
    workspace: [{ path: 'id' }],
    status: 200,
    response: Company,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  updateCompany: route({
    method: 'PATCH',
    path: ApiPath.company,
    summary: "Change a workspace's name or business details (owners and admins)",
    session: 'active',
    permission: 'manageBusiness',
    workspace: [{ path: 'id' }],
    request: UpdateCompanyRequest,
    status: 200,
    response: Company,
    errors: workspaceErrors,
  }),
  sendEmailVerificationLink: route({
    method: 'POST',
    path: ApiPath.sendEmailVerificationLink,
    summary: 'Mail a single-use, expiring verification link to the company e-mail address',
    session: 'active',
    permission: 'manageBusiness',
    workspace: [{ path: 'id' }],
    request: EmptyRequest,
    status: 200,
    response: EmailLinkSentResponse,
    errors: [...workspaceErrors, 'PRECONDITION_FAILED', 'RESEND_COOLDOWN'],
  }),
  verifyEmail: route({
    method: 'POST',
    path: ApiPath.verifyEmail,
    summary: 'Verify the company e-mail address with the token of the mailed link',
    session: 'active',
    permission: 'manageBusiness',
    workspace: [{ path: 'id' }],
    request: EmptyRequest,
    status: 200,
    response: Company,
    errors: [...workspaceErrors, 'LINK_INVALID', 'LINK_EXPIRED'],
  }),
  verifyDomainName: route({
    method: 'POST',
    path: ApiPath.verifyDomainName,
    summary: "Look up the TXT record meridian-verification=<token> on the website's domain and record the outcome",
    session: 'active',
    permission: 'manageBusiness',
    workspace: [{ path: 'id' }],
    request: EmptyRequest,
    status: 200,
    response: DomainCheckResponse,
    errors: [...workspaceErrors, 'PRECONDITION_FAILED'],
  }),
} as const;

/** A workspace's members and the invitations it sent. */
export const memberRoutes = {
  listMembers: route({
    method: 'GET',
    path: ApiPath.members,
    summary: "A workspace's members and their roles",
    session: 'active',
    permission: 'view',
    workspace: [{ path: 'id' }],
    status: 200,
    response: MemberListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  removeMember: route({
    method: 'DELETE',
    path: ApiPath.member,
    summary:
      'Remove a member (owners and admins, members up to their own role), or leave (any member); never the last owner',
    session: 'active',
    permission: 'manageMembers',
    workspace: [{ path: 'id' }, { path: 'memberId', owner: 'member', self: true }],
    status: 200,
    response: OkResponse,
    errors: [...workspaceErrors, 'LAST_OWNER'],
  }),
  setPrivilege: route({
    method: 'PATCH',
    path: ApiPath.setPrivilege,
    summary: "Change a member's role, up to the caller's own; making an owner asks for the password after 15 minutes",
    session: 'active',
    permission: 'manageMembers',
    workspace: [{ path: 'id' }],
    request: SetPrivilegeRequest,
    status: 200,
    response: Member,
    errors: [...workspaceErrors, 'LAST_OWNER', 'REAUTHENTICATION_REQUIRED', 'RATE_LIMITED'],
  }),
  listInvites: route({
    method: 'GET',
    path: ApiPath.invites,
    summary: "A workspace's pending invitations",
    session: 'active',
    permission: 'view',
    workspace: [{ path: 'id' }],
    status: 200,
    response: CompanyInviteListResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  createInvite: route({
    method: 'POST',
    path: ApiPath.invites,
    summary: "Invite someone by e-mail with a role up to the caller's own; the invitation is mailed with a link",
    session: 'active',
    permission: 'manageMembers',
    workspace: [{ path: 'id' }],
    request: CreateInviteRequest,
    status: 201,
    response: CompanyInvite,
    errors: [...workspaceErrors, 'CONFLICT', 'RATE_LIMITED'],
    limits: [RATE_LIMITS.inviteUser, RATE_LIMITS.inviteIp],
  }),
  rescindInvite: route({
    method: 'PATCH',
    path: ApiPath.rescindInvite,
    summary: 'Withdraw the pending invitation of an e-mail address',
    session: 'active',
    permission: 'manageMembers',
    workspace: [{ path: 'id' }],
    request: RescindInviteRequest,
    status: 200,
    response: OkResponse,
    errors: workspaceErrors,
  }),
} as const;

/** The invitations addressed to the signed-in user. */
export const inviteRoutes = {
  userInvites: route({
    method: 'GET',
    path: ApiPath.userInvites,
    summary: "The invitations addressed to the caller's e-mail address",
    session: 'active',
    status: 200,
    response: UserInviteListResponse,
    errors: activeSessionErrors,
  }),
  acceptInvite: route({
    method: 'PATCH',
    path: ApiPath.acceptInvite,
    summary: 'Accept an invitation: join the workspace with the role offered, and select it',
    session: 'active',
    request: InviteAnswerRequest,
    status: 200,
    response: CompanySummary,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
  refuseInvite: route({
    method: 'PATCH',
    path: ApiPath.refuseInvite,
    summary: 'Refuse an invitation',
    session: 'active',
    request: InviteAnswerRequest,
    status: 200,
    response: OkResponse,
    errors: [...activeSessionErrors, 'NOT_FOUND'],
  }),
} as const;

/** Development and health routes. */
export const devRoutes = {
  devOutbox: route({
    method: 'GET',
    path: ApiPath.devOutbox,
    summary: 'Mail kept in the outbox when SMTP is not configured (only with DEV_ROUTES=1, never in production)',
    session: 'none',
    status: 200,
    response: OutboxResponse,
    errors: [],
  }),
  devSmsOutbox: route({
    method: 'GET',
    path: ApiPath.devSmsOutbox,
    summary:
      'Text messages kept in the SMS outbox when no gateway is configured (only with DEV_ROUTES=1, never in production)',
    session: 'none',
    status: 200,
    response: SmsOutboxResponse,
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

/**
 * Every route: the client calls through it, the server registers and documents it. Built in a
 * call marked pure, so that a bundle that uses only some of the tables above leaves the others out.
 */
export const apiRoutes = /* @__PURE__ */ (() =>
  ({
    ...authRoutes,
    ...userRoutes,
    ...companyRoutes,
    ...memberRoutes,
    ...inviteRoutes,
    ...devRoutes,
  }) as const)();

export type ApiRouteName = keyof typeof apiRoutes;
