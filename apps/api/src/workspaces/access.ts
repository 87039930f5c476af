import {
  can,
  isUuid,
  type OwnedResource,
  type Permission,
  type Role,
  type WorkspaceSource,
  type WorkspaceSources,
} from '@meridian/contract';
import type { Database, NamedStatement } from '../db/database';
import { ApiError } from '../http/errors';
import { ownerLookups, ownerQuery } from './owners';

/** The caller's membership in the workspace a route acts in. */
export interface WorkspaceAccess {
  companyId: string;
  membershipId: string;
  role: Role;
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
 * What a request's first workspace source names: the workspace's id itself (`owner` null), or
 * the id of an object of `owner` that belongs to it. Ids are lower-case UUIDs.
 */
export interface WorkspaceTarget {
  owner: OwnedResource | null;
  id: string;
}

/**
 * The caller's membership in the workspace a target names, read with the session (one
 * statement, see `SessionService.requireInWorkspace`): `companyId` null when the target names
 * no object, `membership` null when the caller is not a member.
 */
export interface KnownMembership {
  target: WorkspaceTarget;
  companyId: string | null;
  membership: MembershipRow | null;
}

/**
 * What a route's first workspace source names in this request, when its value is a UUID;
 * otherwise undefined (the route then answers 404 once the session is checked). The session
 * look-up reads the workspace and the caller's membership in it in the same statement.
 */
export function workspaceTarget(sources: WorkspaceSources, values: RequestValues): WorkspaceTarget | undefined {
  const [first] = sources;
  const value = readSource(first, values);
  return isUuid(value) ? { owner: first.owner ?? null, id: value.toLowerCase() } : undefined;
}

/**
 * The SQL that joins the caller's membership in the workspace a target names onto a statement
 * (`user` the caller's id column, `id` the target's placeholder): it gives `workspace_id` (null
 * when an owned object is missing), `membership_id` and `membership_privilege` (null when the
 * caller is not a member). One statement instead of the owner's look-up and the membership's.
 */
export function membershipJoin(owner: OwnedResource | null, user: string, id: string) {
  if (owner === null) {
    return {
      columns: `${id}::uuid AS workspace_id, m.id AS membership_id, m.privilege AS membership_privilege`,
      joins: `LEFT JOIN memberships m ON m.company_id = ${id} AND m.user_id = ${user}`,
    };
  }
  return {
    columns: 'o.company_id AS workspace_id, m.id AS membership_id, m.privilege AS membership_privilege',
    joins: `LEFT JOIN LATERAL (${ownerQuery(owner, id)}) o ON true
      LEFT JOIN memberships m ON m.company_id = o.company_id AND m.user_id = ${user}`,
  };
}

/** The columns `membershipJoin` adds to a row. */
export type MembershipColumns = {
  workspace_id: string | null;
  membership_id: string | null;
  membership_privilege: Role | null;
};

/** The known membership of a target, from a row with `membershipJoin`'s columns. */
export function readKnownMembership(target: WorkspaceTarget, row: MembershipColumns): KnownMembership {
  const { workspace_id: companyId, membership_id: id, membership_privilege: privilege } = row;
  return { target, companyId, membership: id !== null && privilege !== null ? { id, privilege } : null };
}

const MEMBERSHIP: NamedStatement = {
  name: 'membership_by_company_user',
  text: 'SELECT id, privilege FROM memberships WHERE company_id = $1 AND user_id = $2 LIMIT 1',
};

const OWNER_MEMBERSHIPS = new Map<OwnedResource, NamedStatement>();

/** The workspace that owns object `id` of `owner` and the caller's membership there, in one statement. */
async function ownerMembership(
  database: Pick<Database, 'query'>,
  target: WorkspaceTarget & { owner: OwnedResource },
  userId: string,
): Promise<KnownMembership> {
  let statement = OWNER_MEMBERSHIPS.get(target.owner);
  if (!statement) {
    // The session look-up's join, on a single row: null columns when there is no such object.
    const { columns, joins } = membershipJoin(target.owner, '$2', '$1');
    statement = {
      name: `membership_by_${target.owner}_user`,
      text: `SELECT ${columns} FROM (VALUES (1)) one ${joins}`,
    };
    OWNER_MEMBERSHIPS.set(target.owner, statement);
  }
  const [row] = await database.query<MembershipColumns>(statement, [target.id, userId]);
  return readKnownMembership(target, row!);
}

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
  const [, ...others] = input.sources;
  const target = workspaceTarget(input.sources, input.values);
  if (!target) throw new ApiError('NOT_FOUND');
  // The workspace and the caller's membership there, read with the session when the route
  // could (`known`), otherwise in one statement: no such object, 404; a stranger, 404 too,
  // before the permission is looked at (every member has `view`).
  const known =
    input.known?.target.owner === target.owner && input.known.target.id === target.id
      ? input.known
      : target.owner === null
        ? null
        : await ownerMembership(database, { owner: target.owner, id: target.id }, input.userId);
  let access: WorkspaceAccess;
  if (!known) {
    access = await requireWorkspaceAccess(database, { userId: input.userId, companyId: target.id, permission: 'view' });
  } else if (known.companyId === null) {
    throw new ApiError('NOT_FOUND');
  } else {
    access = accessOf(known.companyId, known.membership, 'view');
  }
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
