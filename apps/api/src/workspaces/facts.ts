import { isUuid } from '@meridian/contract';
import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { invites, memberships, type UserRow } from '../db/schema';

/** What the readable cookies say about the user's workspaces. */
export interface WorkspaceFacts {
  /** Ids of the pending, unexpired invitations addressed to the user's confirmed e-mail address. */
  pendingInvites: string[];
  /** The workspaces the user belongs to, earliest joined first. */
  userWorkspaces: string[];
  /** The workspace asked for when the user still belongs to it, else the earliest joined, else ''. */
  selectedWorkspaceId: string;
}

export async function workspaceFacts(
  db: Db,
  user: UserRow,
  now: Date,
  requestedWorkspaceId: string | undefined,
): Promise<WorkspaceFacts> {
  const rows = await db
    .select({ companyId: memberships.companyId })
    .from(memberships)
    .where(eq(memberships.userId, user.id))
    .orderBy(asc(memberships.joinedAt), asc(memberships.id));
  const userWorkspaces = rows.map((row) => row.companyId);
  // An invitation is matched by e-mail address: only once the user has proved it is theirs.
  const pending = user.emailVerifiedAt
    ? await db
        .select({ id: invites.id })
        .from(invites)
        .where(
          and(
            eq(invites.email, user.email),
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, now),
            ...(userWorkspaces.length > 0 ? [notInArray(invites.companyId, userWorkspaces)] : []),
          ),
        )
        .orderBy(asc(invites.createdAt), asc(invites.id))
    : [];
  const requested = isUuid(requestedWorkspaceId) ? requestedWorkspaceId.toLowerCase() : undefined;
  const selectedWorkspaceId = requested && userWorkspaces.includes(requested) ? requested : (userWorkspaces[0] ?? '');
  return { pendingInvites: pending.map((row) => row.id), userWorkspaces, selectedWorkspaceId };
}
