// What a route definition is, and `route()` that checks one: the area tables (auth-routes.ts,
// user-routes.ts...) are built with it, and routes.ts gathers them.
import type { Struct } from 'superstruct';
import type { ApiKeyScope } from './api-keys';
import type { ApiPath } from './api-paths';
import type { ErrorCode } from './errors';
import type { RouteLimit } from './limits';
import type { StructLike } from './schema';
import type { Permission } from './workspace-rules';

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
export const OWNED_RESOURCES = [
  'member',
  'invite',
  'wallet',
  'paymentLink',
  'apiKey',
  'webhookEndpoint',
  'webhookDelivery',
  'customer',
  'verification',
  'integration',
  'payment',
  'refund',
] as const;
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
interface RouteFields<Req, Res, Path extends string, Query = unknown> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: Path;
  summary: string;
  /** How the body is sent: JSON (default) or multipart/form-data. */
  bodyType?: 'json' | 'multipart';
  /**
   * The answer's media type when it is not JSON (`text/csv`): the server streams it, and
   * `response` describes it for the documentation only.
   */
  produces?: 'text/csv';
  /** Request body; undefined for GET. */
  request?: Struct<Req, unknown>;
  /**
   * The query string's fields (each a string), validated like a body: unknown fields and bad
   * values are 422 VALIDATION_FAILED. Without it, the query string is ignored.
   */
  query?: Struct<Query, unknown>;
  status: number;
  response: Struct<Res, unknown>;
  /** Error codes the route itself answers with (besides BAD_REQUEST, VALIDATION_FAILED, CSRF_REJECTED, INTERNAL). */
  errors: readonly ErrorCode[];
  /** Rate limits, checked before the handler runs (RATE_LIMITED, documented with the route). */
  limits?: readonly RouteLimit[];
  /**
   * A public route (`/v1/...`): called with an API key (`Authorization: Bearer mrd_...`) that
   * holds `scope`, never with a session cookie, and without the CSRF check. The key's workspace
   * and mode (test or live) bound everything the route sees and makes.
   */
  apiKey?: { scope: ApiKeyScope };
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
export type ApiRouteDefinition<
  Req = unknown,
  Res = unknown,
  Path extends string = ApiPath,
  Query = unknown,
> = RouteFields<Req, Res, Path, Query> & (OpenAccess | WorkspaceAccess<Path>);

/** Any route definition, whatever its structs: what generic code (route tables, documentation) reads. */
export interface RouteShape {
  method: ApiRouteDefinition['method'];
  path: string;
  summary: string;
  session: RouteSession;
  permission?: Permission;
  workspace?: WorkspaceSources;
  bodyType?: 'json' | 'multipart';
  produces?: 'text/csv';
  request?: StructLike;
  query?: StructLike;
  status: number;
  response: StructLike;
  errors: readonly ErrorCode[];
  limits?: readonly RouteLimit[];
  apiKey?: { scope: ApiKeyScope };
}

/** The request body type of a route definition (`undefined` when it takes none). */
export type RequestOf<Route> = Route extends { request: { TYPE: infer Req } } ? Req : undefined;
/** The query string type of a route definition (`undefined` when it reads none). */
export type QueryOf<Route> = Route extends { query: { TYPE: infer Query } } ? Query : undefined;
/** The response body type of a route definition. */
export type ResponseOf<Route> = Route extends { response: { TYPE: infer Res } } ? Res : never;

/**
 * A route definition checked against its own path: a permission only with a signed-in session
 * and a workspace source, path sources among the path's own parameters. The literal types
 * (session, permission, path) are kept, so the server can type its handler from them.
 */
export type CheckedRoute<Route extends RouteShape> = Route &
  ApiRouteDefinition<RequestOf<Route>, ResponseOf<Route>, Route['path'], QueryOf<Route>>;

/** A checked definition with the optional fields it leaves out spelled as absent, so every route reads alike. */
export type CompletedRoute<Route extends RouteShape> = Route &
  Omit<
    {
      bodyType?: undefined;
      produces?: undefined;
      request?: undefined;
      query?: undefined;
      permission?: undefined;
      workspace?: undefined;
      limits?: undefined;
      apiKey?: undefined;
    },
    keyof Route
  >;

/**
 * A workspace route's access, spread into its definition: a signed-in caller with no required
 * action left whose role in the workspace that `workspace` names has `permission`
 * (`...inWorkspace('manageLinks', { path: 'id', owner: 'paymentLink' })`).
 */
export const inWorkspace = <const P extends Permission, const W extends WorkspaceSources>(
  permission: P,
  ...workspace: W
) => ({ session: 'active', permission, workspace }) as const;

/** What any call with an active session can be refused with. */
export const activeSessionErrors = ['UNAUTHENTICATED', 'SESSION_EXPIRED', 'ACTION_REQUIRED'] as const;
/** What any call on a workspace the caller must belong to (and hold a permission in) can be refused with. */
export const workspaceErrors = [...activeSessionErrors, 'NOT_FOUND', 'FORBIDDEN'] as const;

export function route<const Route extends RouteShape & { path: ApiPath }>(
  definition: CheckedRoute<Route>,
): CompletedRoute<Route>;
export function route(definition: RouteShape): RouteShape {
  return definition;
}
