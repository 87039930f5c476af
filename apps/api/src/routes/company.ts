import { randomBytes, randomUUID } from 'node:crypto';
import {
  apiRoutes,
  canGrant,
  domainRecordValue,
  EMAIL_VERIFICATION_LINK_LIFETIME_MS,
  INVITE_LIFETIME_MS,
  MAX_PENDING_INVITES_PER_COMPANY,
  normalizeEmail,
  normalizeWebsiteUrl,
  REAUTHENTICATION_WINDOW_MS,
  RESEND_COOLDOWN_SECONDS,
  ROLE_RANK,
  websiteHost,
  type DomainCheckResult,
  type FieldError,
  type Role,
} from '@meridian/contract';
import { and, asc, count, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedSession } from '../accounts/sessions';
import { claimCooldown, clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../accounts/limits';
import { findUserByEmail, isUniqueViolation, storedLanguage } from '../accounts/users';
import type { AppContext } from '../context';
import { companies, companyEmailTokens, invites, memberships, users, type CompanyRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { renderMail } from '../mail/templates';
import { verifyPassword } from '../security/passwords';
import { sha256Hex } from '../security/tokens';
import { isUuid, type WorkspaceAccess } from '../workspaces/access';
import {
  companyResponse,
  displayName,
  domainVerification,
  findCompany,
  findMember,
  memberCounts,
  ownerCount,
  toCompany,
  toMember,
  toSummary,
  type Queryable,
} from '../workspaces/views';
import { defineRoute } from './define';

/** Optional text as stored: trimmed, and null when nothing is left. */
function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function required(auth: AuthenticatedSession | null): AuthenticatedSession {
  if (!auth) throw new ApiError('UNAUTHENTICATED');
  return auth;
}

function access(workspace: WorkspaceAccess | null): WorkspaceAccess {
  if (!workspace) throw new Error('workspace route without a permission check');
  return workspace;
}

function param(request: FastifyRequest, name: string): string | undefined {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Serialises membership changes of one workspace (last-owner rule under concurrency). */
async function lockCompany(tx: Queryable, companyId: string): Promise<void> {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  if (!row) throw new ApiError('NOT_FOUND');
}

function fieldConflict(field: string, code: FieldError['code'], message: string): ApiError {
  return new ApiError('CONFLICT', { message, details: [{ field, code, message }] });
}

function validationFailed(field: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { details: [{ field, code: 'required', message }] });
}

/** `meridian-verification=<token>` among the TXT records: verified; other records: wrongValue. */
export async function checkDomain(app: AppContext, host: string, token: string): Promise<DomainCheckResult> {
  try {
    const records = (await app.dns.resolveTxt(host)).map((chunks) => chunks.join(''));
    if (records.includes(domainRecordValue(token))) return 'verified';
    return records.length > 0 ? 'wrongValue' : 'notFound';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'ENODATA' || code === 'ENOTFOUND') return 'notFound';
    return 'error';
  }
}

async function sendInviteMail(
  app: AppContext,
  input: { email: string; inviter: AuthenticatedSession['user']; workspaceName: string; role: Role },
): Promise<void> {
  // The invitee's language when they have an account, otherwise the inviter's.
  const invitee = await findUserByEmail(app.database.db, input.email);
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

export const companyRoutes = [
  defineRoute(apiRoutes.userCompanies, {
    handler: async ({ app, auth }) => {
      const { user } = required(auth);
      const db = app.database.db;
      const rows = await db
        .select({ company: companies, privilege: memberships.privilege })
        .from(memberships)
        .innerJoin(companies, eq(companies.id, memberships.companyId))
        .where(eq(memberships.userId, user.id))
        .orderBy(asc(memberships.joinedAt), asc(memberships.id));
      const counts = await memberCounts(
        db,
        rows.map((row) => row.company.id),
      );
      return {
        companies: rows.map((row) => toSummary(row.company, row.privilege, counts.get(row.company.id) ?? 0)),
      };
    },
  }),

  defineRoute(apiRoutes.createCompany, {
    handler: async ({ body, request, reply, app, auth }) => {
      const caller = required(auth);
      const now = app.config.clock.now();
      const id = randomUUID();
      const company = await app.database.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companies)
          .values({
            id,
            name: body.name.trim(),
            size: body.size,
            sizeOther: body.size === 'other' ? clean(body.sizeOther) : null,
            useCases: [...new Set(body.useCases)],
            useCaseOther: body.useCases.includes('other') ? clean(body.useCaseOther) : null,
            country: body.country,
            websiteUrl: body.websiteUrl === undefined ? null : (normalizeWebsiteUrl(body.websiteUrl) ?? null),
            phone: clean(body.phone),
            domainToken: randomBytes(16).toString('hex'),
            createdBy: caller.user.id,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('company insert returned nothing');
        await tx
          .insert(memberships)
          .values({ id: randomUUID(), companyId: id, userId: caller.user.id, privilege: 'owner', joinedAt: now });
        return row;
      });
      await app.sessions.rewriteCookies(request, reply, caller, { select: id });
      request.log.info({ companyId: id, userId: caller.user.id }, 'workspace created');
      return toCompany(company, 'owner', 1);
    },
  }),

  defineRoute(apiRoutes.getCompany, {
    handler: async ({ app, workspace }) => {
      const { companyId, role } = access(workspace);
      return companyResponse(app.database.db, companyId, role);
    },
  }),

  defineRoute(apiRoutes.updateCompany, {
    handler: async ({ body, app, workspace }) => {
      const { companyId, role } = access(workspace);
      const now = app.config.clock.now();
      await app.database.db.transaction(async (tx) => {
        const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!row) throw new ApiError('NOT_FOUND');
        const set: Partial<CompanyRow> = {};
        if (body.name !== undefined) set.name = body.name.trim();
        if (body.legalName !== undefined) set.legalName = clean(body.legalName);
        if (body.registrationNumber !== undefined) set.registrationNumber = clean(body.registrationNumber);
        if (body.phone !== undefined) set.phone = clean(body.phone);
        if (body.country !== undefined) set.country = body.country;
        if (body.size !== undefined) set.size = body.size;
        if (body.sizeOther !== undefined) set.sizeOther = clean(body.sizeOther);
        if (body.useCases !== undefined) set.useCases = [...new Set(body.useCases)];
        if (body.useCaseOther !== undefined) set.useCaseOther = clean(body.useCaseOther);
        if (body.structuredAddress !== undefined) {
          const address = body.structuredAddress;
          set.addressStreet = address ? address.street.trim() : null;
          set.addressCity = address ? clean(address.city) : null;
          set.addressState = address ? clean(address.state) : null;
          set.addressPostalCode = address ? clean(address.postalCode) : null;
          set.addressCountry = address ? address.country : null;
        }
        if (body.websiteUrl !== undefined) {
          const url = body.websiteUrl === null ? null : (normalizeWebsiteUrl(body.websiteUrl) ?? null);
          set.websiteUrl = url;
          // Another site must be proven again.
          if (url !== row.websiteUrl) {
            set.domainVerifiedAt = null;
            set.domainLastResult = null;
            set.domainLastCheckedAt = null;
          }
        }
        let emailChanged = false;
        if (body.email !== undefined) {
          const email = body.email === null ? null : clean(normalizeEmail(body.email));
          set.email = email;
          emailChanged = email !== row.email;
          if (emailChanged) {
            set.emailVerifiedAt = null;
            set.emailLastSentAt = null;
          }
        }
        // The "other" answers follow the size and use cases after the change.
        const size = set.size ?? row.size;
        if (size !== 'other') {
          if (row.sizeOther !== null || set.sizeOther) set.sizeOther = null;
        } else if (!(set.sizeOther !== undefined ? set.sizeOther : row.sizeOther)) {
          throw validationFailed('sizeOther', 'Describe the company size');
        }
        const useCases = set.useCases ?? row.useCases;
        if (!useCases.includes('other')) {
          if (row.useCaseOther !== null || set.useCaseOther) set.useCaseOther = null;
        } else if (!(set.useCaseOther !== undefined ? set.useCaseOther : row.useCaseOther)) {
          throw validationFailed('useCaseOther', 'Describe the use case');
        }
        if (Object.keys(set).length === 0) return;
        await tx
          .update(companies)
          .set({ ...set, updatedAt: now })
          .where(eq(companies.id, companyId));
        if (emailChanged) {
          // Links sent to the previous address stop working.
          await tx
            .update(companyEmailTokens)
            .set({ voidedAt: now })
            .where(
              and(
                eq(companyEmailTokens.companyId, companyId),
                isNull(companyEmailTokens.usedAt),
                isNull(companyEmailTokens.voidedAt),
              ),
            );
        }
      });
      return companyResponse(app.database.db, companyId, role);
    },
  }),

  defineRoute(apiRoutes.sendEmailVerificationLink, {
    handler: async ({ app, auth, workspace }) => {
      const { user } = required(auth);
      const { companyId } = access(workspace);
      const db = app.database.db;
      const company = await findCompany(db, companyId);
      if (!company.email) {
        throw new ApiError('PRECONDITION_FAILED', { message: 'Save a company e-mail address first.' });
      }
      const now = app.config.clock.now();
      const retryAfterSeconds = await claimCooldown(
        db,
        `company-email:${companyId}:${company.email}`,
        now,
        RESEND_COOLDOWN_SECONDS,
      );
      if (retryAfterSeconds > 0) {
        throw new ApiError('RESEND_COOLDOWN', {
          message: 'A link was sent a moment ago. Please wait before asking again.',
          retryAfterSeconds,
        });
      }
      const token = randomBytes(32).toString('base64url');
      const email = company.email;
      await db.transaction(async (tx) => {
        // A new link voids the older ones.
        await tx
          .update(companyEmailTokens)
          .set({ voidedAt: now })
          .where(
            and(
              eq(companyEmailTokens.companyId, companyId),
              isNull(companyEmailTokens.usedAt),
              isNull(companyEmailTokens.voidedAt),
            ),
          );
        await tx.insert(companyEmailTokens).values({
          id: randomUUID(),
          companyId,
          email,
          tokenHash: sha256Hex(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_LINK_LIFETIME_MS),
        });
        await tx.update(companies).set({ emailLastSentAt: now }).where(eq(companies.id, companyId));
      });
      const language = storedLanguage(user.language);
      const link = `${app.config.publicUrl}/settings/verify-company-email?company=${encodeURIComponent(companyId)}&token=${encodeURIComponent(token)}`;
      const content = renderMail('company-email-verification', language, {
        workspaceName: company.name,
        hours: EMAIL_VERIFICATION_LINK_LIFETIME_MS / (60 * 60 * 1000),
        link,
      });
      await app.mailer.send({ to: email, kind: 'company-email-verification', language, ...content });
      return { sentTo: email, sentAt: now.toISOString() };
    },
  }),

  defineRoute(apiRoutes.verifyEmail, {
    handler: async ({ request, app, workspace }) => {
      const { companyId, role } = access(workspace);
      const token = param(request, 'token') ?? '';
      const now = app.config.clock.now();
      await app.database.db.transaction(async (tx) => {
        const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
        if (!company) throw new ApiError('NOT_FOUND');
        const [row] = await tx
          .select()
          .from(companyEmailTokens)
          .where(and(eq(companyEmailTokens.tokenHash, sha256Hex(token)), eq(companyEmailTokens.companyId, companyId)))
          .limit(1);
        if (!row || row.usedAt || row.voidedAt || row.email !== company.email) throw new ApiError('LINK_INVALID');
        if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError('LINK_EXPIRED');
        await tx.update(companyEmailTokens).set({ usedAt: now }).where(eq(companyEmailTokens.id, row.id));
        await tx.update(companies).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(companies.id, companyId));
      });
      return companyResponse(app.database.db, companyId, role);
    },
  }),

  defineRoute(apiRoutes.verifyDomainName, {
    handler: async ({ request, app, workspace }) => {
      const { companyId } = access(workspace);
      const db = app.database.db;
      const company = await findCompany(db, companyId);
      const host = websiteHost(company.websiteUrl);
      if (!company.websiteUrl || !host) {
        throw new ApiError('PRECONDITION_FAILED', { message: 'Save the website address first.' });
      }
      const result = await checkDomain(app, host, company.domainToken);
      const checkedAt = app.config.clock.now();
      // A definite answer settles the verification; a failed look-up changes nothing but the last check.
      const verifiedAt =
        result === 'verified'
          ? (company.domainVerifiedAt ?? checkedAt)
          : result === 'error'
            ? company.domainVerifiedAt
            : null;
      const [updated] = await db
        .update(companies)
        .set({ domainLastResult: result, domainLastCheckedAt: checkedAt, domainVerifiedAt: verifiedAt })
        // Only when the website is still the one checked.
        .where(and(eq(companies.id, companyId), eq(companies.websiteUrl, company.websiteUrl)))
        .returning();
      request.log.info({ companyId, host, result }, 'domain checked');
      const verification = domainVerification(updated ?? company);
      if (!verification) throw new ApiError('PRECONDITION_FAILED', { message: 'Save the website address first.' });
      return verification;
    },
  }),

  defineRoute(apiRoutes.listMembers, {
    handler: async ({ app, workspace }) => {
      const { companyId } = access(workspace);
      const rows = await app.database.db
        .select({ membership: memberships, user: users })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(memberships.companyId, companyId))
        .orderBy(asc(memberships.joinedAt), asc(memberships.id));
      return { members: rows.map((row) => toMember(row.membership, row.user)) };
    },
  }),

  defineRoute(apiRoutes.removeMember, {
    handler: async ({ request, reply, app, auth, workspace }) => {
      const caller = required(auth);
      const { companyId, role } = access(workspace);
      const memberId = param(request, 'memberId');
      if (!isUuid(memberId)) throw new ApiError('NOT_FOUND');
      const removedUserId = await app.database.db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const target = await findMember(tx, companyId, memberId.toLowerCase());
        if (!target) throw new ApiError('NOT_FOUND');
        // Nobody acts on a member ranked above themselves.
        if (ROLE_RANK[target.membership.privilege] > ROLE_RANK[role]) throw new ApiError('FORBIDDEN');
        if (target.membership.privilege === 'owner' && (await ownerCount(tx, companyId)) <= 1) {
          throw new ApiError('LAST_OWNER');
        }
        await tx.delete(memberships).where(eq(memberships.id, target.membership.id));
        return target.user.id;
      });
      request.log.info({ companyId, memberId, removedUserId }, 'member removed');
      // Someone leaving by removing themselves gets their workspace cookies at once.
      if (removedUserId === caller.user.id) await app.sessions.rewriteCookies(request, reply, caller);
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.setPrivilege, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const caller = required(auth);
      const { companyId, role } = access(workspace);
      const db = app.database.db;
      if (!isUuid(body.memberId)) throw new ApiError('NOT_FOUND');
      const memberId = body.memberId.toLowerCase();
      const rules = async (runner: Queryable) => {
        const target = await findMember(runner, companyId, memberId);
        if (!target) throw new ApiError('NOT_FOUND');
        if (ROLE_RANK[target.membership.privilege] > ROLE_RANK[role]) throw new ApiError('FORBIDDEN');
        if (!canGrant(role, body.privilege)) {
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
      // Making someone an owner asks for the password when the login is older than 15 minutes.
      const now = app.config.clock.now();
      if (
        body.privilege === 'owner' &&
        now.getTime() - caller.session.familyStartedAt.getTime() > REAUTHENTICATION_WINDOW_MS
      ) {
        if (body.password === undefined) throw new ApiError('REAUTHENTICATION_REQUIRED');
        // Wrong passwords count with failed logins (same limit, same key).
        const key = `login:user:${caller.user.id}`;
        const retryAfterSeconds = await loginRetryAfter(db, key, now);
        if (retryAfterSeconds > 0) throw new ApiError('RATE_LIMITED', { retryAfterSeconds });
        if (!(await verifyPassword(caller.user.passwordHash, body.password))) {
          await recordLoginFailure(db, key, now);
          throw new ApiError('REAUTHENTICATION_REQUIRED', { message: 'The password is not correct.' });
        }
        await clearLoginFailures(db, key);
      }
      const updated = await db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        const current = await rules(tx);
        const [membership] = await tx
          .update(memberships)
          .set({ privilege: body.privilege })
          .where(eq(memberships.id, current.membership.id))
          .returning();
        if (!membership) throw new ApiError('NOT_FOUND');
        return toMember(membership, current.user);
      });
      request.log.info({ companyId, memberId, privilege: body.privilege }, 'privilege changed');
      return updated;
    },
  }),

  defineRoute(apiRoutes.listInvites, {
    handler: async ({ app, workspace }) => {
      const { companyId } = access(workspace);
      const rows = await app.database.db
        .select({ invite: invites, inviter: users })
        .from(invites)
        .innerJoin(users, eq(users.id, invites.invitedBy))
        .where(
          and(
            eq(invites.companyId, companyId),
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, app.config.clock.now()),
          ),
        )
        .orderBy(desc(invites.createdAt), asc(invites.id));
      return {
        invites: rows.map(({ invite, inviter }) => ({
          id: invite.id,
          email: invite.email,
          privilege: invite.privilege,
          invitedAt: invite.createdAt.toISOString(),
          invitedBy: displayName(inviter),
        })),
      };
    },
  }),

  defineRoute(apiRoutes.createInvite, {
    handler: async ({ body, request, app, auth, workspace }) => {
      const caller = required(auth);
      const { companyId, role } = access(workspace);
      if (!canGrant(role, body.privilege)) {
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
              invitedBy: caller.user.id,
              createdAt: now,
              expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
            })
            .returning();
          if (!row) throw new Error('invite insert returned nothing');
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw fieldConflict('email', 'already_invited', 'This address already has a pending invitation');
        }
        throw error;
      }
      await sendInviteMail(app, { email, inviter: caller.user, workspaceName: company.name, role: body.privilege });
      request.log.info({ companyId, inviteId: invite.id }, 'invitation sent');
      return {
        id: invite.id,
        email: invite.email,
        privilege: invite.privilege,
        invitedAt: invite.createdAt.toISOString(),
        invitedBy: displayName(caller.user),
      };
    },
  }),

  defineRoute(apiRoutes.rescindInvite, {
    handler: async ({ body, request, app, workspace }) => {
      const { companyId } = access(workspace);
      const now = app.config.clock.now();
      const rescinded = await app.database.db
        .update(invites)
        .set({ status: 'rescinded', answeredAt: now })
        .where(
          and(
            eq(invites.companyId, companyId),
            eq(invites.email, normalizeEmail(body.email)),
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, now),
          ),
        )
        .returning({ id: invites.id });
      if (rescinded.length === 0) {
        throw new ApiError('NOT_FOUND', { message: 'No pending invitation for this address.' });
      }
      request.log.info({ companyId, inviteId: rescinded[0]?.id }, 'invitation rescinded');
      return { ok: true as const };
    },
  }),

  defineRoute(apiRoutes.userInvites, {
    handler: async ({ app, auth }) => {
      const { user } = required(auth);
      const rows = await app.database.db
        .select({ invite: invites, company: companies, inviter: users })
        .from(invites)
        .innerJoin(companies, eq(companies.id, invites.companyId))
        .innerJoin(users, eq(users.id, invites.invitedBy))
        .where(
          and(
            eq(invites.email, user.email),
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, app.config.clock.now()),
          ),
        )
        .orderBy(asc(invites.createdAt), asc(invites.id));
      return {
        invites: rows.map(({ invite, company, inviter }) => ({
          id: invite.id,
          companyId: company.id,
          companyName: company.name,
          privilege: invite.privilege,
          invitedBy: displayName(inviter),
          invitedAt: invite.createdAt.toISOString(),
        })),
      };
    },
  }),

  defineRoute(apiRoutes.acceptInvite, {
    handler: async ({ body, request, reply, app, auth }) => {
      const caller = required(auth);
      if (!isUuid(body.inviteId)) throw new ApiError('NOT_FOUND');
      const now = app.config.clock.now();
      const joined = await app.database.db.transaction(async (tx) => {
        const [invite] = await tx
          .update(invites)
          .set({ status: 'accepted', answeredAt: now })
          .where(
            and(
              eq(invites.id, body.inviteId.toLowerCase()),
              eq(invites.email, caller.user.email),
              eq(invites.status, 'pending'),
              gt(invites.expiresAt, now),
            ),
          )
          .returning();
        if (!invite) throw new ApiError('NOT_FOUND', { message: 'No pending invitation with this id for you.' });
        await tx
          .insert(memberships)
          .values({
            id: randomUUID(),
            companyId: invite.companyId,
            userId: caller.user.id,
            privilege: invite.privilege,
            joinedAt: now,
          })
          .onConflictDoNothing();
        const [membership] = await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.companyId, invite.companyId), eq(memberships.userId, caller.user.id)));
        if (!membership) throw new Error('membership missing after accepting');
        const company = await findCompany(tx, invite.companyId);
        const counts = await memberCounts(tx, [company.id]);
        return toSummary(company, membership.privilege, counts.get(company.id) ?? 0);
      });
      await app.sessions.rewriteCookies(request, reply, caller, { select: joined.id });
      request.log.info({ companyId: joined.id, inviteId: body.inviteId }, 'invitation accepted');
      return joined;
    },
  }),

  defineRoute(apiRoutes.refuseInvite, {
    handler: async ({ body, request, reply, app, auth }) => {
      const caller = required(auth);
      if (!isUuid(body.inviteId)) throw new ApiError('NOT_FOUND');
      const now = app.config.clock.now();
      const refused = await app.database.db
        .update(invites)
        .set({ status: 'refused', answeredAt: now })
        .where(
          and(
            eq(invites.id, body.inviteId.toLowerCase()),
            eq(invites.email, caller.user.email),
            eq(invites.status, 'pending'),
            gt(invites.expiresAt, now),
          ),
        )
        .returning({ id: invites.id });
      if (refused.length === 0) {
        throw new ApiError('NOT_FOUND', { message: 'No pending invitation with this id for you.' });
      }
      await app.sessions.rewriteCookies(request, reply, caller);
      request.log.info({ inviteId: body.inviteId }, 'invitation refused');
      return { ok: true as const };
    },
  }),
];
