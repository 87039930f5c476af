import { randomUUID } from 'node:crypto';
import {
  INVITE_LIFETIME_MS,
  isUuid,
  MAX_PENDING_INVITES_PER_COMPANY,
  normalizeEmail,
  withinRank,
  type CompanyInvite,
  type CompanyInviteListResponse,
  type CompanySummary,
  type CreateInviteRequest,
  type FieldError,
  type Role,
  type UserInviteListResponse,
} from '@meridian/contract';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import { findUserByEmail, isUniqueViolation, storedLanguage } from '../accounts/users';
import type { AppContext } from '../context';
import type { Database, Db, NamedStatement } from '../db/database';
import { invites, memberships, users, type InviteRow, type UserRow } from '../db/schema';
import { wantsEmail } from '../notifications/preferences';
import { inviteEvent, recordEvent } from '../events/record';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import type { WorkspaceAccess } from './access';
import { displayName, findCompany, memberCounts, toSummary } from './views';

function fieldConflict(field: string, code: FieldError['code'], message: string): ApiError {
  return new ApiError('CONFLICT', { message, details: [{ field, code, message }] });
}

async function sendInviteMail(
  app: AppContext,
  input: { email: string; inviter: UserRow; workspaceName: string; role: Role },
): Promise<void> {
  // The invitee's language when they have an account, otherwise the inviter's.
  const invitee = await findUserByEmail(app.database.db, input.email);
  // An account holder who turned invitation e-mails off finds it among their notifications.
  if (invitee && !(await wantsEmail(app.database.db, invitee.id, 'company_invite'))) return;
  const language = storedLanguage((invitee ?? input.inviter).language);
  const content = renderMail('company-invite', language, {
    workspaceName: input.workspaceName,
    inviterName: displayName(input.inviter),
    role: input.role,
    days: INVITE_LIFETIME_MS / (24 * 60 * 60 * 1000),
    link: `${app.config.publicUrl}/pending-invites`,
  });
  await app.mailer.send({ to: input.email, kind: 'company-invite', language, ...content });
}

const PENDING_INVITES_OF_COMPANY: NamedStatement = {
  name: 'pending_invites_of_company',
  text: `SELECT i.id, i.email, i.privilege, i.created_at AS "createdAt", u.name, u.display_username
    FROM invites i JOIN users u ON u.id = i.invited_by
    WHERE i.company_id = $1 AND i.status = 'pending' AND i.expires_at > $2
    ORDER BY i.created_at DESC, i.id`,
};

/** An invitation's columns, named as `toCompanyInvite` reads them, and its inviter's name. */
type CompanyInviteRow = Pick<InviteRow, 'id' | 'email' | 'privilege' | 'createdAt'> & {
  name: string | null;
  display_username: string;
};

/** A workspace's invitation as the API answers it: the one mapper of an `invites` row. */
function toCompanyInvite(
  invite: Pick<InviteRow, 'id' | 'email' | 'privilege' | 'createdAt'>,
  invitedBy: string,
): CompanyInvite {
  return {
    id: invite.id,
    email: invite.email,
    privilege: invite.privilege,
    invitedAt: invite.createdAt.toISOString(),
    invitedBy,
  };
}

/** A workspace's pending, unexpired invitations, newest first (raw SQL: read by the members page). */
export async function listInvites(
  database: Pick<Database, 'query'>,
  companyId: string,
  now: Date,
): Promise<CompanyInviteListResponse> {
  const rows = await database.query<CompanyInviteRow>(PENDING_INVITES_OF_COMPANY, [companyId, now]);
  return {
    invites: rows.map((row) =>
      toCompanyInvite(row, displayName({ name: row.name, displayUsername: row.display_username })),
    ),
  };
}

/**
 * Invites an e-mail address with a role up to the inviter's own, and mails the invitation. Not
 * a member already, one pending invitation per address, a bounded number per workspace; an
 * invitation past its lifetime makes way for a new one.
 */
export async function createInvite(
  app: AppContext,
  inviter: UserRow,
  access: WorkspaceAccess,
  body: CreateInviteRequest,
): Promise<CompanyInvite> {
  const { companyId, role } = access;
  if (!withinRank(role, body.privilege)) {
    throw new ApiError('FORBIDDEN', { message: 'You cannot invite someone with a role above your own.' });
  }
  const email = normalizeEmail(body.email);
  const now = app.config.clock.now();
  const company = await findCompany(app.database.db, companyId);
  let invite;
  try {
    invite = await app.database.db.transaction(async (tx) => {
      const [member] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.companyId, companyId), eq(users.email, email)))
        .limit(1);
      if (member) throw fieldConflict('email', 'already_member', 'This person is already a member');
      // An invitation past its lifetime makes way for a new one.
      await tx
        .update(invites)
        .set({ status: 'expired' })
        .where(
          and(
            eq(invites.companyId, companyId),
            eq(invites.email, email),
            eq(invites.status, 'pending'),
            lte(invites.expiresAt, now),
          ),
        );
      const [pending] = await tx
        .select({ value: count() })
        .from(invites)
        .where(and(eq(invites.companyId, companyId), eq(invites.status, 'pending'), gt(invites.expiresAt, now)));
      if ((pending?.value ?? 0) >= MAX_PENDING_INVITES_PER_COMPANY) {
        throw fieldConflict(
          'email',
          'not_allowed',
          `A workspace can have at most ${MAX_PENDING_INVITES_PER_COMPANY} pending invitations`,
        );
      }
      const [row] = await tx
        .insert(invites)
        .values({
          id: randomUUID(),
          companyId,
          email,
          privilege: body.privilege,
          invitedBy: inviter.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
        })
        .returning();
      if (!row) throw new Error('invite insert returned nothing');
      await recordEvent(tx, inviteEvent(row, displayName(inviter)), now);
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldConflict('email', 'already_invited', 'This address already has a pending invitation');
    }
    throw error;
  }
  await sendInviteMail(app, { email, inviter, workspaceName: company.name, role: body.privilege });
  return toCompanyInvite(invite, displayName(inviter));
}

/** Withdraws the pending invitation of an address; returns its id. None: 404 NOT_FOUND. */
export async function rescindInvite(db: Db, companyId: string, email: string, now: Date): Promise<string> {
  const rescinded = await db
    .update(invites)
    .set({ status: 'rescinded', answeredAt: now })
    .where(
      and(
        eq(invites.companyId, companyId),
        eq(invites.email, normalizeEmail(email)),
        eq(invites.status, 'pending'),
        gt(invites.expiresAt, now),
      ),
    )
    .returning({ id: invites.id });
  const [first] = rescinded;
  if (!first) throw new ApiError('NOT_FOUND', { message: 'No pending invitation for this address.' });
  return first.id;
}

const PENDING_INVITES_TO_EMAIL: NamedStatement = {
  name: 'pending_invites_to_email',
  text: `SELECT i.id, i.company_id, c.name AS company_name, i.privilege, i.created_at, u.name, u.display_username
    FROM invites i JOIN companies c ON c.id = i.company_id JOIN users u ON u.id = i.invited_by
    WHERE i.email = $1 AND i.status = 'pending' AND i.expires_at > $2
    ORDER BY i.created_at, i.id`,
};

interface UserInviteRow extends Record<string, unknown> {
  id: string;
  company_id: string;
  company_name: string;
  privilege: Role;
  created_at: Date;
  /** The inviter's. */
  name: string | null;
  display_username: string;
}

/**
 * The pending, unexpired invitations addressed to the user's e-mail address, oldest first (raw
 * SQL: read when a signed-in person without a workspace arrives, and by the invitations page).
 */
export async function invitesFor(
  database: Pick<Database, 'query'>,
  user: Pick<UserRow, 'email'>,
  now: Date,
): Promise<UserInviteListResponse> {
  const rows = await database.query<UserInviteRow>(PENDING_INVITES_TO_EMAIL, [user.email, now]);
  return {
    invites: rows.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      privilege: row.privilege,
      invitedBy: displayName({ name: row.name, displayUsername: row.display_username }),
      invitedAt: row.created_at.toISOString(),
    })),
  };
}

const notYours = () => new ApiError('NOT_FOUND', { message: 'No pending invitation with this id for you.' });

/** The invitation `inviteId` while the user may answer it: addressed to them, pending, not expired. */
const answerable = (user: UserRow, inviteId: string, now: Date) =>
  and(
    eq(invites.id, inviteId.toLowerCase()),
    eq(invites.email, user.email),
    eq(invites.status, 'pending'),
    gt(invites.expiresAt, now),
  );

/** Accepts an invitation addressed to the user: they join with the role offered. */
export async function acceptInvite(db: Db, user: UserRow, inviteId: string, now: Date): Promise<CompanySummary> {
  if (!isUuid(inviteId)) throw new ApiError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ status: 'accepted', answeredAt: now })
      .where(answerable(user, inviteId, now))
      .returning();
    if (!invite) throw notYours();
    await tx
      .insert(memberships)
      .values({
        id: randomUUID(),
        companyId: invite.companyId,
        userId: user.id,
        privilege: invite.privilege,
        joinedAt: now,
      })
      .onConflictDoNothing();
    const [membership] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, invite.companyId), eq(memberships.userId, user.id)));
    if (!membership) throw new Error('membership missing after accepting');
    const company = await findCompany(tx, invite.companyId);
    const counts = await memberCounts(tx, [company.id]);
    return toSummary(company, membership.privilege, counts.get(company.id) ?? 0);
  });
}

/** Refuses an invitation addressed to the user. */
export async function refuseInvite(db: Db, user: UserRow, inviteId: string, now: Date): Promise<void> {
  if (!isUuid(inviteId)) throw new ApiError('NOT_FOUND');
  const refused = await db
    .update(invites)
    .set({ status: 'refused', answeredAt: now })
    .where(answerable(user, inviteId, now))
    .returning({ id: invites.id });
  if (refused.length === 0) throw notYours();
}
