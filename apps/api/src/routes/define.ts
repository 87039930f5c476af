import type { ApiRouteDefinition, RouteSession, StructLike } from '@meridian/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assert } from 'superstruct';
import type { AuthenticatedSession } from '../accounts/sessions';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { parseBody } from '../http/validation';
import { requireWorkspaceAccess, type WorkspaceAccess } from '../workspaces/access';

export interface HandlerInput<Req> {
  body: Req;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
  /** Present for routes whose session mode is `pending` or `active`. */
  auth: AuthenticatedSession | null;
  /** The caller's membership, for routes whose definition names a `permission` (checked on `:id`). */
  workspace: WorkspaceAccess | null;
}

export interface ServerRouteOptions<Req, Res> {
  /** How to validate a body the contract describes as a union (defaults to `definition.request`). */
  parse?: (body: unknown) => Req;
  /** Leave the route out for this configuration (e.g. /dev/outbox in production). */
  enabled?: (config: Config) => boolean;
  handler: (input: HandlerInput<Req>) => Promise<Res>;
}

/** One row of the route table: what the contract says, plus how the server answers. */
export interface ServerRoute {
  method: ApiRouteDefinition<unknown, unknown>['method'];
  path: string;
  summary: string;
  session: RouteSession;
  /** The workspace permission the route needs (on the workspace `:id`), if any. */
  permission: ApiRouteDefinition<unknown, unknown>['permission'];
  /** How the body is sent: JSON (default) or multipart/form-data. */
  bodyType: 'json' | 'multipart';
  status: number;
  errors: readonly string[];
  request: StructLike | undefined;
  response: StructLike;
  enabled: (config: Config) => boolean;
  run: (request: FastifyRequest, reply: FastifyReply, app: AppContext) => Promise<unknown>;
}

export function defineRoute<Req, Res>(
  definition: ApiRouteDefinition<Req, Res>,
  options: ServerRouteOptions<Req, Res>,
): ServerRoute {
  const parse =
    options.parse ??
    ((body: unknown): Req => {
      if (!definition.request) return undefined as Req;
      return parseBody(definition.request, body);
    });
  return {
    method: definition.method,
    path: definition.path,
    summary: definition.summary,
    session: definition.session,
    permission: definition.permission,
    bodyType: definition.bodyType ?? 'json',
    status: definition.status,
    errors: definition.errors,
    request: definition.request,
    response: definition.response,
    enabled: options.enabled ?? (() => true),
    run: async (request, reply, app) => {
      // Authentication first: a signed-out caller learns nothing about the body rules.
      const auth =
        definition.session === 'pending' || definition.session === 'active'
          ? await app.sessions.require(request, reply, definition.session)
          : null;
      // Then the workspace: a stranger gets 404 and a member without the role 403, before
      // anything about the body is said.
      let workspace: WorkspaceAccess | null = null;
      if (definition.permission) {
        if (!auth) throw new Error(`${definition.path} names a permission but no session`);
        workspace = await requireWorkspaceAccess(app.database.db, {
          userId: auth.user.id,
          companyId: (request.params as Record<string, unknown> | undefined)?.id,
          permission: definition.permission,
        });
      }
      const body = parse(request.body);
      const result = await options.handler({ body, request, reply, app, auth, workspace });
      // The answer must match the contract; a mismatch is a server bug (500), never sent.
      assert(result, definition.response);
      return result;
    },
  };
}
