import { hasScope, isUuid, pathParameters } from '@meridian/contract';
import type {
  CheckedRoute,
  RouteLimit,
  Permission,
  PathParams,
  QueryOf,
  RequestOf,
  ResponseOf,
  RouteSession,
  RouteShape,
  SignedInSession,
  StructLike,
} from '@meridian/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { assert, type Struct } from 'superstruct';
import { claimQuotas, releaseRateLimits } from '../accounts/limits';
import { claimIdempotencyKey, releaseIdempotencyKey, storeIdempotentAnswer } from '../api-keys/idempotency';
import { authenticateApiKey, type ApiKeyCaller } from '../api-keys/authenticate';
import type { AuthenticatedSession, SignedInCaller } from '../accounts/sessions';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { apiKeyCounter, noteApiKey, noteQuotaReleased, noteQuotas, noteRefusedKey } from '../http/quota-headers';
import { parseBody, parseQuery } from '../http/validation';
import { resolveWorkspace, workspaceTarget, type KnownMembership, type WorkspaceAccess } from '../workspaces/access';

/** What a handler receives, typed from its route definition (and whether it reads the whole account). */
export interface HandlerInput<Route extends RouteShape, Account extends boolean = false> {
  /** The validated body (`undefined` for routes without one). */
  body: RequestOf<Route>;
  /** The path's `:name` parameters, as sent (URI-decoded). */
  params: PathParams<Route['path']>;
  /** The validated query string (`undefined` for routes that declare none). */
  query: QueryOf<Route>;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
  /**
   * The caller, for routes whose session is `pending` or `active`; null otherwise. The user's id,
   * e-mail address and required steps, or with `account: true` the whole session and user rows.
   */
  auth: [Route] extends [{ session: SignedInSession }]
    ? [Account] extends [true]
      ? AuthenticatedSession
      : SignedInCaller
    : null;
  /** The caller's membership in the route's workspace, for routes that name a permission; null otherwise. */
  workspace: [Route] extends [{ permission: Permission }] ? WorkspaceAccess : null;
  /** The API key of a public route (its workspace, mode and scopes); null otherwise. */
  apiKey: [Route] extends [{ apiKey: { scope: string } }] ? ApiKeyCaller : null;
}

export interface ServerRouteOptions<Route extends RouteShape, Account extends boolean = false> {
  /** How to validate a body the contract describes as a union (defaults to `definition.request`). */
  parse?: (body: unknown) => RequestOf<Route>;
  /** Leave the route out for this configuration (e.g. /dev/outbox without DEV_ROUTES). */
  enabled?: (config: Config) => boolean;
  /**
   * The handler reads the caller's whole account (the session and user rows: the user's
   * details, the password hash, the session's family and times for its cookies). Without it the
   * session look-up reads only what every request needs.
   */
  account?: Account;
  /**
   * Refusals that keep their count against the route's limits: those that come after the work
   * the limits guard (a transaction hash looked up on the chain and not found). Any other
   * refusal gives its count back.
   */
  keepsCount?: (error: unknown) => boolean;
  /**
   * A public POST whose answer holds a secret (a webhook endpoint's signing secret): how the
   * answer is kept for its Idempotency-Key (the secret sealed) and given back on a replay.
   */
  keptAnswer?: KeptAnswer<ResponseOf<Route>>;
  handler: (input: HandlerInput<Route, Account>) => Promise<HandlerAnswer<Route>>;
}

/** How an answer is stored for an Idempotency-Key, and read back for its replay. */
export interface KeptAnswer<Answer> {
  keep(answer: Answer, app: AppContext): unknown;
  replay(kept: unknown, app: AppContext): Answer;
}

/**
 * What a handler answers: the response struct's value, or for a route that `produces` another
 * media type than JSON (a CSV file), the stream of its bytes.
 */
export type HandlerAnswer<Route extends RouteShape> = [Route] extends [{ produces: string }]
  ? Readable
  : ResponseOf<Route>;

/** One row of the route table: what the contract says, plus how the server answers. */
export interface ServerRoute {
  method: RouteShape['method'];
  path: string;
  summary: string;
  session: RouteSession;
  /** The workspace permission the route needs, if any (checked on the workspace its sources name). */
  permission: RouteShape['permission'];
  /** How the body is sent: JSON (default) or multipart/form-data. */
  bodyType: 'json' | 'multipart';
  /** The answer's media type when it is not JSON (streamed by the handler). */
  produces: RouteShape['produces'];
  status: number;
  errors: readonly string[];
  request: StructLike | undefined;
  /** The query string's struct, when the route reads one. */
  query: StructLike | undefined;
  response: StructLike;
  /** Rate limits checked before the handler (and before a multipart body is read). */
  limits: readonly RouteLimit[];
  /** A public route: the API key scope it needs (no session, no CSRF check). */
  apiKey: RouteShape['apiKey'];
  enabled: (config: Config) => boolean;
  /** Answers a request; `limits` replaces the route's own (a test server shrinks them). */
  run: (
    request: FastifyRequest,
    reply: FastifyReply,
    app: AppContext,
    limits?: readonly RouteLimit[],
  ) => Promise<unknown>;
}

/** C0 controls and DEL: never part of an id, a slug or a token. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** The handler input before it is narrowed by the route's definition. */
interface LooseHandlerInput {
  body: unknown;
  params: Record<string, string>;
  query: unknown;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
  auth: SignedInCaller | null;
  workspace: WorkspaceAccess | null;
  apiKey: ApiKeyCaller | null;
}

interface LooseRouteOptions {
  parse?: (body: unknown) => unknown;
  enabled?: (config: Config) => boolean;
  account?: boolean;
  keepsCount?: (error: unknown) => boolean;
  keptAnswer?: KeptAnswer<unknown>;
  /** A method, so that a handler typed for one route is accepted here. */
  handler(input: LooseHandlerInput): Promise<unknown>;
}

/** The counter of a limit for this caller: the account's id, the client's address, the object the path names, or the API key. */
function limitKey(
  limit: RouteLimit,
  request: FastifyRequest,
  auth: SignedInCaller | null,
  apiKey: ApiKeyCaller | null,
): string {
  if (limit.per === 'apiKey') return apiKeyCounter(limit.name, apiKey?.keyId ?? '');
  if (limit.per === 'path') {
    const params = (request.params ?? {}) as Record<string, string>;
    const value = params[limit.param ?? ''] ?? '';
    // One object, one counter: a UUID written in capitals names the same row.
    return `${limit.name}:path:${isUuid(value) ? value.toLowerCase() : value}`;
  }
  return `${limit.name}:${limit.per}:${limit.per === 'user' ? (auth?.user.id ?? '') : request.ip}`;
}

/** A struct as superstruct's `assert` and the body parser take it. */
function asStruct(struct: StructLike): Struct<unknown, unknown> {
  return struct as Struct<unknown, unknown>;
}

/**
 * A route of the table: the contract's definition and the handler. The handler's types follow
 * the definition: a signed-in session gives a non-null `auth`, a permission a non-null
 * `workspace`, the path its `params`; a permission without a signed-in session or without a
 * workspace source does not type-check.
 */
export function defineRoute<const Route extends RouteShape, const Account extends boolean = false>(
  definition: CheckedRoute<Route>,
  options: ServerRouteOptions<Route, Account>,
): ServerRoute {
  return serverRoute(definition, options);
}

/** The route table's row for a definition; the run-time side of `defineRoute`. */
function serverRoute(definition: RouteShape, options: LooseRouteOptions): ServerRoute {
  const { request: requestStruct, query: queryStruct } = definition;
  const signedIn = definition.session === 'pending' || definition.session === 'active';
  for (const limit of definition.limits ?? []) {
    if (limit.per === 'user' && !signedIn) {
      throw new Error(`${definition.method} ${definition.path}: a per-user limit needs a signed-in session`);
    }
    if (limit.per === 'apiKey' && !definition.apiKey) {
      throw new Error(`${definition.method} ${definition.path}: a per-key limit needs a public (API key) route`);
    }
    if (limit.per === 'path' && !pathParameters(definition.path).includes(limit.param ?? '')) {
      throw new Error(`${definition.method} ${definition.path}: a per-path limit names one of the path's parameters`);
    }
  }
  if (definition.apiKey && definition.session !== 'none') {
    throw new Error(`${definition.method} ${definition.path}: a public route takes an API key, never a session`);
  }
  const parse =
    options.parse ?? ((body: unknown) => (requestStruct ? parseBody(asStruct(requestStruct), body) : undefined));
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    session: definition.session,
    permission: definition.permission,
    bodyType: definition.bodyType ?? 'json',
    produces: definition.produces,
    status: definition.status,
    errors: definition.errors,
    request: definition.request,
    query: definition.query,
    response: definition.response,
    limits: definition.limits ?? [],
    apiKey: definition.apiKey,
    enabled: options.enabled ?? (() => true),
    run: async (request, reply, app, limits = definition.limits ?? []) => {
      // A path parameter with a control character (NUL among them) names nothing: 404 before it
      // reaches a key, a query or a log.
      const pathParams = (request.params ?? {}) as Record<string, unknown>;
      if (Object.values(pathParams).some((value) => typeof value !== 'string' || CONTROL_CHARACTER.test(value))) {
        throw new ApiError('NOT_FOUND');
      }
      let auth: SignedInCaller | null = null;
      let workspace: WorkspaceAccess | null = null;
      let apiKey: ApiKeyCaller | null = null;
      // A public route: the key first (a missing, mistyped, revoked or expired one is a 401; its
      // answer reports the address's failed keys), then its scope.
      if (definition.apiKey) {
        try {
          apiKey = await authenticateApiKey(app, request);
        } catch (error) {
          await noteRefusedKey(app, request);
          throw error;
        }
        for (const limit of limits.filter(({ per }) => per === 'apiKey')) noteApiKey(request, apiKey.keyId, limit);
        if (!hasScope(apiKey.scopes, definition.apiKey.scope)) {
          throw new ApiError('FORBIDDEN', {
            message: `This API key does not have the ${definition.apiKey.scope} scope.`,
          });
        }
      }
      if (definition.session === 'pending' || definition.session === 'active') {
        const values = { params: request.params, query: request.query, body: request.body };
        // A workspace named by its id or by an object it owns: the session look-up reads the
        // workspace and the caller's membership there in the same statement (one round trip
        // instead of two, or three with the owner's look-up).
        const target =
          definition.permission && definition.workspace && !options.account
            ? workspaceTarget(definition.workspace, values)
            : undefined;
        let known: KnownMembership | undefined;
        // Authentication first: a signed-out caller learns nothing about the body rules.
        if (target !== undefined) {
          ({ caller: auth, known } = await app.sessions.requireInWorkspace(request, reply, definition.session, target));
        } else {
          auth = options.account
            ? await app.sessions.requireAccount(request, reply, definition.session)
            : await app.sessions.require(request, reply, definition.session);
        }
        // Then the workspace: a stranger gets 404 and a member without the role 403, before
        // anything about the body is said.
        if (definition.permission && definition.workspace) {
          workspace = await resolveWorkspace(app.database, {
            userId: auth.user.id,
            permission: definition.permission,
            sources: definition.workspace,
            values,
            known,
          });
        }
      }
      // Then the rate limits, before the body is validated (and a multipart body read): a
      // request refused for any reason afterwards gives its count back. A route without limits
      // (every read) skips this step.
      const now = limits.length > 0 ? app.config.clock.now() : undefined;
      const claims = limits.map((limit) => ({ key: limitKey(limit, request, auth, apiKey), limit }));
      if (now) {
        const { retryAfterSeconds, quotas } = await claimQuotas(app.database.db, claims, now);
        noteQuotas(request, quotas);
        if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
      }
      let result: unknown;
      // A public POST with an Idempotency-Key: the answer kept for it, or a claim on it.
      const idempotency =
        apiKey && definition.method === 'POST'
          ? await claimIdempotencyKey(app.database.db, apiKey.keyId, request, app.config.clock.now())
          : ({ kind: 'none' } as const);
      if (idempotency.kind === 'replay') {
        void reply.header('idempotent-replayed', 'true');
        return options.keptAnswer ? options.keptAnswer.replay(idempotency.response, app) : idempotency.response;
      }
      try {
        const query = queryStruct ? parseQuery(asStruct(queryStruct), request.query) : undefined;
        const body = parse(request.body);
        const params = (request.params ?? {}) as Record<string, string>;
        result = await options.handler({ body, params, query, request, reply, app, auth, workspace, apiKey });
        const kept = options.keptAnswer && idempotency.kind === 'fresh' ? options.keptAnswer.keep(result, app) : result;
        await storeIdempotentAnswer(app.database.db, idempotency, definition.status, kept);
      } catch (error) {
        await releaseIdempotencyKey(app.database.db, idempotency);
        if (now && claims.length > 0 && !options.keepsCount?.(error)) {
          await releaseRateLimits(
            app.database.db,
            claims.map((claim) => claim.key),
            now,
          );
          noteQuotaReleased(request);
        }
        throw error;
      }
      // A stream (a CSV file) is sent as it is read, with its media type; the struct only documents it.
      if (definition.produces) {
        void reply.type(`${definition.produces}; charset=utf-8`);
        return result;
      }
      // The answer must match the contract; a mismatch is a server bug (500), never sent. Checked
      // in development and tests (where every route's answers are exercised); in production the
      // check would cost more than the route's own work, and the handlers' types already hold it.
      if (app.config.nodeEnv !== 'production') assert(result, asStruct(definition.response));
      return result;
    },
  };
}
