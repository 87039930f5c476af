import { can, type Permission, type Role, type WorkspaceSource, type WorkspaceSources } from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { ApiError } from '../http/errors';
import { ownerLookups } from './owners';

/** The caller's membership in the workspace a route acts in. */
export interface WorkspaceAccess {
  companyId: string;
  membershipId: string;
  role: Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** Where a request's values are read from: its path parameters, query string and (unvalidated) body. */
export interface RequestValues {
  params: unknown;
  query: unknown;
  body: unknown;
}

function field(container: unknown, name: string): unknown {
  if (typeof container !== 'object' || container === null || Array.isArray(container)) return undefined;
  return (container as Record<string, unknown>)[name];
}

function readSource(source: WorkspaceSource, values: RequestValues): unknown {
  if ('path' in source) return field(values.params, source.path);
  if ('query' in source) return field(values.query, source.query);
  return field(values.body, source.body);
}

/**
 * The workspace a source names: the id itself, or the owner of the object it names. Not a
 * UUID, or no such object: 404 NOT_FOUND.
 */
async function workspaceOf(
  database: Pick<Database, 'query'>,
  source: WorkspaceSource,
  values: RequestValues,
): Promise<string> {
  const value = readSource(source, values);
  if (!isUuid(value)) throw new ApiError('NOT_FOUND');
  const id = value.toLowerCase();
  if (!source.owner) return id;
  const companyId = await ownerLookups[source.owner](database, id);
  if (!companyId) throw new ApiError('NOT_FOUND');
  return companyId;
}

/** The caller's membership row in a workspace. */
export interface MembershipRow extends Record<string, unknown> {
  id: string;
  privilege: Role;
}

/**
 * The caller's membership in workspace `companyId`, read with the session (one statement, see
 * `SessionService.requireInWorkspace`): null when the caller is not a member.
 */
export interface KnownMembership {
  companyId: string;
  membership: MembershipRow | null;
}

/**
 * The workspace a route names directly (its first source is the workspace id, not an object
 * it owns), lower-cased, when the value is a UUID; otherwise undefined. The session look-up
 * reads the caller's membership in it in the same statement.
 */
export function directWorkspaceId(sources: WorkspaceSources, values: RequestValues): string | undefined {
  const [first] = sources;
  if (first.owner) return undefined;
  const value = readSource(first, values);
  return isUuid(value) ? value.toLowerCase() : undefined;
}

const MEMBERSHIP: NamedStatement = {
  name: 'membership_by_company_user',
  text: 'SELECT id, privilege FROM memberships WHERE company_id = $1 AND user_id = $2 LIMIT 1',
};

/** The access a membership gives: not a member, 404 NOT_FOUND; a role without the permission, 403 FORBIDDEN. */
function accessOf(companyId: string, membership: MembershipRow | null | undefined, permission: Permission) {
  if (!membership) throw new ApiError('NOT_FOUND');
  if (!can(membership.privilege, permission)) throw new ApiError('FORBIDDEN');
  return { companyId, membershipId: membership.id, role: membership.privilege };
}

/**
 * Checks the caller's role in the workspace `companyId`. Not a UUID, no such workspace, or
 * not a member: 404 NOT_FOUND (a stranger learns nothing about other workspaces). A member
 * whose role lacks the permission: 403 FORBIDDEN.
 */
export async function requireWorkspaceAccess(
  database: Pick<Database, 'query'>,
  input: { userId: string; companyId: unknown; permission: Permission },
): Promise<WorkspaceAccess> {
  if (!isUuid(input.companyId)) throw new ApiError('NOT_FOUND');
  const companyId = input.companyId.toLowerCase();
  const [membership] = await database.query<MembershipRow>(MEMBERSHIP, [companyId, input.userId]);
  return accessOf(companyId, membership, input.permission);
}

/**
 * The one permission check of workspace routes. The first source names the workspace (its id,
 * or an object it owns); the caller must be a member (else 404) whose role has the permission
 * (else 403). Every further source names an object that must belong to that same workspace
 * (else 404): an object of another workspace is treated like a missing one.
 */
export async function resolveWorkspace(
  database: Pick<Database, 'query'>,
  input: {
    userId: string;
    permission: Permission;
    sources: WorkspaceSources;
    values: RequestValues;
    /** The caller's membership, when the session look-up read it for this workspace. */
    known?: KnownMembership;
  },
): Promise<WorkspaceAccess> {
  const [first, ...others] = input.sources;
  const companyId = await workspaceOf(database, first, input.values);
  // Every member has `view`: a stranger gets 404 here, before the permission is looked at.
  const access =
    input.known?.companyId === companyId
      ? accessOf(companyId, input.known.membership, 'view')
      : await requireWorkspaceAccess(database, { userId: input.userId, companyId, permission: 'view' });
  if (!can(access.role, input.permission)) {
    // A `self` source naming the caller's own membership stands in for the permission.
    const namesSelf = others.some((source) => {
      if (!('path' in source) || !source.self) return false;
      const value = readSource(source, input.values);
      return isUuid(value) && value.toLowerCase() === access.membershipId;
    });
    if (!namesSelf) throw new ApiError('FORBIDDEN');
  }
  for (const source of others) {
    if ((await workspaceOf(database, source, input.values)) !== access.companyId) throw new ApiError('NOT_FOUND');
  }
  return access;
}
