import { can, type Permission, type Role } from '@meridian/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { memberships } from '../db/schema';
import { ApiError } from '../http/errors';

/** The caller's membership in the workspace a route addresses (`:id`). */
export interface WorkspaceAccess {
  companyId: string;
  membershipId: string;
  role: Role;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * Checks the caller's role in the workspace `companyId`. Not a UUID, no such workspace, or
 * not a member: 404 NOT_FOUND (a stranger learns nothing about other workspaces). A member
 * whose role lacks the permission: 403 FORBIDDEN.
 */
export async function requireWorkspaceAccess(
  db: Db,
  input: { userId: string; companyId: unknown; permission: Permission },
): Promise<WorkspaceAccess> {
  if (!isUuid(input.companyId)) throw new ApiError('NOT_FOUND');
  const companyId = input.companyId.toLowerCase();
  const [membership] = await db
    .select({ id: memberships.id, privilege: memberships.privilege })
    .from(memberships)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, input.userId)))
    .limit(1);
  if (!membership) throw new ApiError('NOT_FOUND');
  if (!can(membership.privilege, input.permission)) throw new ApiError('FORBIDDEN');
  return { companyId, membershipId: membership.id, role: membership.privilege };
}
