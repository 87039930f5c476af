import {
  can,
  isUuid,
  ROLES,
  withinRank,
  type Member,
  type MemberListResponse,
  type Role,
  type SetPrivilegeRequest,
} from '@meridian/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthenticatedSession } from '../accounts/sessions';
import { confirmRecentLogin } from '../accounts/reauthentication';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { companies, invites, memberships, type MembershipRow, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import type { WorkspaceAccess } from './access';
import { findMember, ownerCount, toMember, type Queryable } from './views';

/** Serialises membership changes of one workspace (last-owner rule under concurrency). */
export async function lockCompany(tx: Queryable, companyId: string): Promise<void> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  if (!row) throw new ApiError('NOT_FOUND');
}

/**
 * A member's pending invitations follow their standing: a member who leaves or is removed
 * takes back every invitation they sent; a member whose new role may no longer invite
 * (`manageMembers`) takes them back too; otherwise an invitation offering more than the new
 * role now offers the new role (the rank rule, as if it were sent today).
 */
async function fitInvitesToRole(
  tx: Queryable,
  companyId: string,
  inviterId: string,
  role: Role | undefined,
  now: Date,
): Promise<void> {
  const sentBy = and(eq(invites.companyId, companyId), eq(invites.invitedBy, inviterId), eq(invites.status, 'pending'));
  if (!role || !can(role, 'manageMembers')) {
    await tx.update(invites).set({ status: 'rescinded', answeredAt: now }).where(sentBy);
    return;
  }
  const above = ROLES.filter((candidate) => !withinRank(role, candidate));
  if (above.length === 0) return;
  await tx
    .update(invites)
    .set({ privilege: role })
    .where(and(sentBy, inArray(invites.privilege, above)));
}

const MEMBERS_OF_COMPANY: NamedStatement = {
  name: 'members_of_company',
  text: `SELECT m.id, m.privilege, m.joined_at AS "joinedAt", u.email, u.name, u.display_username AS "displayUsername"
    FROM memberships m JOIN users u ON u.id = m.user_id
    WHERE m.company_id = $1 ORDER BY m.joined_at, m.id`,
};

/** A membership and its user's columns, named as `toMember` reads them. */
type MemberListRow = Pick<MembershipRow, 'id' | 'privilege' | 'joinedAt'> &
  Pick<UserRow, 'email' | 'name' | 'displayUsername'>;

/** A workspace's members, earliest joined first (raw SQL: a list read on every members page). */
export async function listMembers(database: Pick<Database, 'query'>, companyId: string): Promise<MemberListResponse> {
  const rows = await database.query<MemberListRow>(MEMBERS_OF_COMPANY, [companyId]);
  return {
    members: rows.map((row) => toMember(row, row)),
  };
}

/**
 * Removes a member of the workspace: nobody removes a member ranked above themselves, and the
 * last owner stays. Returns the id of the user who left.
 */
export async function removeMember(db: Db, access: WorkspaceAccess, memberId: string, now: Date): Promise<string> {
  const { companyId, role } = access;
  if (!isUuid(memberId)) throw new ApiError('NOT_FOUND');
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const target = await findMember(tx, companyId, memberId.toLowerCase());
    if (!target) throw new ApiError('NOT_FOUND');
    // Nobody acts on a member ranked above themselves.
    if (!withinRank(role, target.membership.privilege)) throw new ApiError('FORBIDDEN');
    if (target.membership.privilege === 'owner' && (await ownerCount(tx, companyId)) <= 1) {
      throw new ApiError('LAST_OWNER');
    }
    await tx.delete(memberships).where(eq(memberships.id, target.membership.id));
    await fitInvitesToRole(tx, companyId, target.user.id, undefined, now);
    return target.user.id;
  });
}

/**
 * Changes a member's role: only a member at or below the caller's rank, only to a role at or
 * below it, never the last owner's. Making someone an owner asks for the caller's password
 * when their login is older than the re-authentication window; wrong passwords count with
 * failed logins (same limit, same key).
 */
export async function setMemberRole(
  app: AppContext,
  caller: AuthenticatedSession,
  access: WorkspaceAccess,
  body: SetPrivilegeRequest,
): Promise<Member> {
  const { companyId, role } = access;
  const db = app.database.db;
  if (!isUuid(body.memberId)) throw new ApiError('NOT_FOUND');
  const memberId = body.memberId.toLowerCase();
  const rules = async (runner: Queryable) => {
    const target = await findMember(runner, companyId, memberId);
    if (!target) throw new ApiError('NOT_FOUND');
    if (!withinRank(role, target.membership.privilege)) throw new ApiError('FORBIDDEN');
    if (!withinRank(role, body.privilege)) {
      throw new ApiError('FORBIDDEN', { message: 'You cannot give a role above your own.' });
    }
    if (
      target.membership.privilege === 'owner' &&
      body.privilege !== 'owner' &&
      (await ownerCount(runner, companyId)) <= 1
    ) {
      throw new ApiError('LAST_OWNER');
    }
    return target;
  };
  const target = await rules(db);
  if (target.membership.privilege === body.privilege) return toMember(target.membership, target.user);
  const now = app.config.clock.now();
  if (body.privilege === 'owner') await confirmRecentLogin(app, caller, body.password);
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const current = await rules(tx);
    const [membership] = await tx
      .update(memberships)
      .set({ privilege: body.privilege })
      .where(eq(memberships.id, current.membership.id))
      .returning();
    if (!membership) throw new ApiError('NOT_FOUND');
    await fitInvitesToRole(tx, companyId, current.user.id, membership.privilege, now);
    return toMember(membership, current.user);
  });
}
