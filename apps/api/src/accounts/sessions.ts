import { randomUUID } from 'node:crypto';
import {
  CookieName,
  SESSION_ABSOLUTE_LIMIT_MS,
  SESSION_ACCESS_LIFETIME_MS,
  SESSION_IDLE_LIMIT_MS,
  SESSION_REFRESH_LEAD_MS,
  type OwnedResource,
  type SessionInfo,
} from '@meridian/contract';
import { and, eq, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database, Db, NamedStatement } from '../db/database';
import { rawRow } from '../db/rows';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { open, seal } from '../integrations/secret-box';
import { newSessionToken, sha256Hex } from '../security/tokens';
import {
  membershipJoin,
  readKnownMembership,
  type KnownMembership,
  type MembershipColumns,
  type WorkspaceTarget,
} from '../workspaces/access';
import { workspaceFacts, type WorkspaceFacts } from '../workspaces/facts';
import { userActions } from './users';

/** What a session's checks read of the session: whether it still opens anything. */
export type SessionState = Pick<SessionRow, 'revokedAt' | 'rotatedAt' | 'accessExpiresAt'>;

/** What every signed-in request needs of its caller: who they are, and the steps left to them. */
export type SessionUser = Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt' | 'passwordUpdateRequired'>;

/** The caller of a signed-in route, as every request reads it. */
export interface SignedInCaller {
  user: SessionUser;
}

/** The caller with the whole session and user rows: for handlers that read or change the account. */
export interface AuthenticatedSession {
  session: SessionRow;
  user: UserRow;
}

interface SessionCheckRow extends Record<string, unknown> {
  revoked_at: Date | null;
  rotated_at: Date | null;
  access_expires_at: Date;
  id: string;
  email: string;
  email_verified_at: Date | null;
  password_update_required: boolean;
}

/**
 * The session of a token and what its checks need of the user: the first query of every
 * signed-in request (seven columns; the whole rows cost the driver a parser per column and a Date
 * per timestamp on every request).
 */
const SESSION_CHECK_BY_TOKEN_HASH: NamedStatement = {
  name: 'session_check_by_token_hash',
  text: `SELECT s.revoked_at, s.rotated_at, s.access_expires_at,
      u.id, u.email, u.email_verified_at, u.password_update_required
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 LIMIT 1`,
};

const SESSION_CHECKS_WITH_MEMBERSHIP = new Map<OwnedResource | null, NamedStatement>();

/**
 * The same, with the workspace `$2` names (its id, or an object it owns) and the caller's
 * membership there (null columns when there is no such object, or the caller is not a member):
 * the first query of a route acting in a workspace its request names, which then needs no
 * further round trip for the owner's look-up and the membership check.
 */
function sessionCheckWithMembership(owner: OwnedResource | null): NamedStatement {
  let statement = SESSION_CHECKS_WITH_MEMBERSHIP.get(owner);
  if (!statement) {
    const { columns, joins } = membershipJoin(owner, 's.user_id', '$2');
    statement = {
      name: owner === null ? 'session_check_with_membership' : `session_check_with_${owner}_membership`,
      text: `SELECT s.revoked_at, s.rotated_at, s.access_expires_at,
      u.id, u.email, u.email_verified_at, u.password_update_required, ${columns}
    FROM sessions s JOIN users u ON u.id = s.user_id
      ${joins}
    WHERE s.token_hash = $1 LIMIT 1`,
    };
    SESSION_CHECKS_WITH_MEMBERSHIP.set(owner, statement);
  }
  return statement;
}

function readSessionCheck(row: Record<string, unknown>): { session: SessionState; user: SessionUser } {
  const found = row as SessionCheckRow;
  return {
    session: { revokedAt: found.revoked_at, rotatedAt: found.rotated_at, accessExpiresAt: found.access_expires_at },
    user: {
      id: found.id,
      email: found.email,
      emailVerifiedAt: found.email_verified_at,
      passwordUpdateRequired: found.password_update_required,
    },
  };
}

const sessionRow = rawRow(sessions, 's');
const userRow = rawRow(users, 'u');
/** The session of a token with the whole session and user rows: sign-in, refresh, account routes. */
const SESSION_BY_TOKEN_HASH: NamedStatement = {
  name: 'session_by_token_hash',
  text: `SELECT ${sessionRow.select}, ${userRow.select}
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 LIMIT 1`,
};

function readFullSession(row: Record<string, unknown>): AuthenticatedSession {
  return { session: sessionRow.read(row), user: userRow.read(row) };
}

type Lookup<Session extends SessionState = SessionRow, User extends SessionUser = UserRow> =
  | { state: 'none' }
  | { state: 'unknown' }
  | { state: 'revoked' | 'rotated' | 'expired' | 'valid'; session: Session; user: User };

/** How many replacements within the grace a rotated token may be followed through to the live session. */
const MAX_SUCCESSOR_HOPS = 4;

/**
 * Opaque tokens in an HttpOnly cookie, stored as SHA-256. A login starts a family; a refresh
 * rotates the token within it. Limits: access 15 min; refresh within 12 h of the token's issue
 * and 7 days of the login. A rotated token presented to refresh within the grace (`graceMs`,
 * 30 s) answers the session that replaced it, with the same token (tabs refreshing at once; the
 * token is kept sealed under `sealKey` on the replaced row); later, it revokes its family.
 */
export class SessionService {
  constructor(
    private readonly deps: {
      db: Db;
      query: Database['query'];
      clock: Clock;
      cookieSecure: boolean;
      /** How long a rotated token still answers a refresh with its successor (`SESSION_REFRESH_GRACE_MS`). */
      graceMs: number;
      /** The key that seals a successor's token on the row it replaced (`INTEGRATION_SECRET`). */
      sealKey: Buffer;
    },
  ) {}

  private now(): Date {
    return this.deps.clock.now();
  }

  private token(request: FastifyRequest): string | undefined {
    const value = request.cookies[CookieName.session];
    return value ? value : undefined;
  }

  /** The token's session read by `statement`; the whole rows unless another statement is given. */
  private lookup(request: FastifyRequest): Promise<Lookup>;
  private lookup<Session extends SessionState, User extends SessionUser>(
    request: FastifyRequest,
    statement: NamedStatement,
    read: (row: Record<string, unknown>) => { session: Session; user: User },
    values?: unknown[],
  ): Promise<Lookup<Session, User>>;
  private async lookup(
    request: FastifyRequest,
    statement: NamedStatement = SESSION_BY_TOKEN_HASH,
    read: (row: Record<string, unknown>) => { session: SessionState; user: SessionUser } = readFullSession,
    values: unknown[] = [],
  ): Promise<Lookup<SessionState, SessionUser>> {
    const token = this.token(request);
    if (!token) return { state: 'none' };
    const [found] = await this.deps.query(statement, [sha256Hex(token), ...values]);
    if (!found) return { state: 'unknown' };
    const { session, user } = read(found);
    if (session.revokedAt) return { state: 'revoked', session, user };
    if (session.rotatedAt) return { state: 'rotated', session, user };
    if (session.accessExpiresAt.getTime() <= this.now().getTime()) return { state: 'expired', session, user };
    return { state: 'valid', session, user };
  }

  /**
   * The caller of a signed-in route, with what every request needs of them. `pending` lets
   * required actions through (confirm-code, user info); `active` refuses them with
   * ACTION_REQUIRED.
   */
  async require(request: FastifyRequest, reply: FastifyReply, mode: 'pending' | 'active'): Promise<SignedInCaller> {
    const found = await this.lookup(request, SESSION_CHECK_BY_TOKEN_HASH, readSessionCheck);
    return { user: this.checked(found, reply, mode).user };
  }

  /**
   * As `require`, and the workspace `target` names with the caller's membership there, from the
   * same statement. The session's refusals come first, as with `require`.
   */
  async requireInWorkspace(
    request: FastifyRequest,
    reply: FastifyReply,
    mode: 'pending' | 'active',
    target: WorkspaceTarget,
  ): Promise<{ caller: SignedInCaller; known: KnownMembership }> {
    let known: KnownMembership = { target, companyId: null, membership: null };
    const read = (row: Record<string, unknown>) => {
      known = readKnownMembership(target, row as MembershipColumns);
      return readSessionCheck(row);
    };
    const found = await this.lookup(request, sessionCheckWithMembership(target.owner), read, [target.id]);
    return { caller: { user: this.checked(found, reply, mode).user }, known };
  }

  /** As `require`, with the whole session and user rows (routes that read or change the account). */
  async requireAccount(
    request: FastifyRequest,
    reply: FastifyReply,
    mode: 'pending' | 'active',
  ): Promise<AuthenticatedSession> {
    return this.checked(await this.lookup(request), reply, mode);
  }

  /** A valid session with nothing left to do (or, in `pending` mode, with steps left); otherwise the refusal. */
  private checked<Session extends SessionState, User extends SessionUser>(
    found: Lookup<Session, User>,
    reply: FastifyReply,
    mode: 'pending' | 'active',
  ): { session: Session; user: User } {
    switch (found.state) {
      case 'valid':
        if (mode === 'active' && userActions(found.user).length > 0) throw new ApiError('ACTION_REQUIRED');
        return { session: found.session, user: found.user };
      case 'expired':
        // The client refreshes and retries; the cookies stay.
        throw new ApiError('SESSION_EXPIRED');
      case 'rotated':
        // Sent before another tab's refresh replaced it: the client renews (sharing that refresh)
        // and sends it again. Past the grace, a rotated token is refused like a revoked one.
        if (this.withinGrace(found.session)) throw new ApiError('SESSION_EXPIRED');
        this.clearCookies(reply);
        throw new ApiError('UNAUTHENTICATED');
      case 'none':
        throw new ApiError('UNAUTHENTICATED');
      default:
        this.clearCookies(reply);
        throw new ApiError('UNAUTHENTICATED');
    }
  }

  /** The caller's session when it is valid, otherwise null (never throws). */
  async optional(request: FastifyRequest): Promise<AuthenticatedSession | null> {
    const found = await this.lookup(request);
    return found.state === 'valid' ? { session: found.session, user: found.user } : null;
  }

  /** Starts a new family (signup, login). Any session the request carried is revoked first. */
  async start(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionInfo> {
    const previous = await this.lookup(request);
    if ('session' in previous) await this.revokeFamily(previous.session.familyId, 'replaced');
    const { session, token } = await this.issue(request, user, { familyId: randomUUID(), familyStartedAt: this.now() });
    this.writeCookies(reply, session, user, token, await this.facts(request, user));
    return this.info(session, user);
  }

  /**
   * The cookies and session facts of a sign-up that created nothing (its e-mail address
   * already has an account): the same cookies as `start` writes for a new account, with a token
   * that is stored nowhere, so it opens nothing and any later request with it is
   * `UNAUTHENTICATED`, as for an unknown token.
   */
  async decoy(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<SessionInfo> {
    const now = this.now();
    const session: SessionRow = {
      id: randomUUID(),
      familyId: randomUUID(),
      userId: user.id,
      tokenHash: '',
      issuedAt: now,
      accessExpiresAt: new Date(
        Math.min(now.getTime() + SESSION_ACCESS_LIFETIME_MS, now.getTime() + SESSION_ABSOLUTE_LIMIT_MS),
      ),
      familyStartedAt: now,
      rotatedAt: null,
      successorId: null,
      successorToken: null,
      revokedAt: null,
      revokedReason: null,
      userAgent: null,
      ip: request.ip,
    };
    this.writeCookies(reply, session, user, newSessionToken(), await this.facts(request, user));
    return this.info(session, user);
  }

  /** The workspace cookies' values, from the database (the request's selected workspace kept when still valid). */
  private facts(request: FastifyRequest, user: UserRow, select?: string): Promise<WorkspaceFacts> {
    const requested = select ?? request.cookies[CookieName.selectedWorkspaceId];
    return workspaceFacts(this.deps.db, user, this.now(), requested);
  }

  private async issue(
    request: FastifyRequest,
    user: UserRow,
    family: { familyId: string; familyStartedAt: Date },
    db: Pick<Db, 'insert'> = this.deps.db,
    next: { id: string; token: string } = { id: randomUUID(), token: newSessionToken() },
  ): Promise<{ session: SessionRow; token: string }> {
    const now = this.now();
    const { token } = next;
    const absoluteEnd = family.familyStartedAt.getTime() + SESSION_ABSOLUTE_LIMIT_MS;
    const [session] = await db
      .insert(sessions)
      .values({
        id: next.id,
        familyId: family.familyId,
        userId: user.id,
        tokenHash: sha256Hex(token),
        issuedAt: now,
        accessExpiresAt: new Date(Math.min(now.getTime() + SESSION_ACCESS_LIFETIME_MS, absoluteEnd)),
        familyStartedAt: family.familyStartedAt,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        ip: request.ip,
      })
      .returning();
    if (!session) throw new Error('session insert returned nothing');
    return { session, token };
  }

  /** POST /auth/refresh-session */
  async refresh(request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedSession & { info: SessionInfo }> {
    const found = await this.lookup(request);
    if (found.state === 'none') throw new ApiError('UNAUTHENTICATED');
    if (found.state === 'unknown' || found.state === 'revoked') {
      this.clearCookies(reply);
      throw new ApiError('UNAUTHENTICATED');
    }
    const { session, user } = found;
    if (found.state === 'rotated') return this.answerSuccessor(request, reply, session, user);
    const now = this.now().getTime();
    if (
      now - session.issuedAt.getTime() > SESSION_IDLE_LIMIT_MS ||
      now - session.familyStartedAt.getTime() > SESSION_ABSOLUTE_LIMIT_MS
    ) {
      await this.revokeFamily(session.familyId, 'limit');
      this.clearCookies(reply);
      throw new ApiError('SESSION_EXPIRED');
    }
    const successor = { id: randomUUID(), token: newSessionToken() };
    const next = await this.deps.db.transaction(async (tx) => {
      // Only one refresh may rotate a token: a concurrent one waits for this row, then finds it
      // rotated and answers the successor recorded here.
      const rotated = await tx
        .update(sessions)
        .set({
          rotatedAt: this.now(),
          successorId: successor.id,
          successorToken: seal(this.deps.sealKey, successor.token, session.id),
        })
        .where(and(eq(sessions.id, session.id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      if (rotated.length === 0) return null;
      // The family's earlier successors' tokens are of no further use once past their grace.
      await tx
        .update(sessions)
        .set({ successorToken: null })
        .where(
          and(
            eq(sessions.familyId, session.familyId),
            isNotNull(sessions.successorToken),
            lt(sessions.rotatedAt, new Date(this.now().getTime() - this.deps.graceMs)),
          ),
        );
      return this.issue(request, user, session, tx, successor);
    });
    if (!next) {
      const [current] = await this.deps.db.select().from(sessions).where(eq(sessions.id, session.id));
      return this.answerSuccessor(request, reply, current ?? session, user);
    }
    this.writeCookies(reply, next.session, user, next.token, await this.facts(request, user));
    return { session: next.session, user, info: this.info(next.session, user) };
  }

  private withinGrace(session: Pick<SessionRow, 'rotatedAt'>): boolean {
    return session.rotatedAt !== null && this.now().getTime() - session.rotatedAt.getTime() <= this.deps.graceMs;
  }

  /**
   * A refresh presenting a rotated token: within the grace, the answer the refresh that rotated
   * it got (the same session and token, cookies included); otherwise a reuse, which revokes the
   * whole family, the successor with it.
   */
  private async answerSuccessor(
    request: FastifyRequest,
    reply: FastifyReply,
    rotated: SessionRow,
    user: UserRow,
  ): Promise<AuthenticatedSession & { info: SessionInfo }> {
    const successor = await this.successorOf(rotated);
    if (!successor) {
      await this.revokeFamily(rotated.familyId, 'reuse');
      request.log.warn({ familyId: rotated.familyId, userId: user.id }, 'rotated session token reused: family revoked');
      this.clearCookies(reply);
      throw new ApiError('UNAUTHENTICATED');
    }
    this.writeCookies(reply, successor.session, user, successor.token, await this.facts(request, user));
    return { session: successor.session, user, info: this.info(successor.session, user) };
  }

  /**
   * The live session that replaced `rotated` and its token, following replacements made within
   * the grace each; null when one of them is past its grace, revoked or unreadable.
   */
  private async successorOf(rotated: SessionRow): Promise<{ session: SessionRow; token: string } | null> {
    let current = rotated;
    let token: string | null = null;
    for (let hop = 0; hop <= MAX_SUCCESSOR_HOPS; hop++) {
      if (current.revokedAt) return null;
      if (!current.rotatedAt) return token === null ? null : { session: current, token };
      if (!this.withinGrace(current) || !current.successorId || !current.successorToken) return null;
      try {
        token = open(this.deps.sealKey, current.successorToken, current.id);
      } catch {
        return null;
      }
      const [next] = await this.deps.db.select().from(sessions).where(eq(sessions.id, current.successorId));
      if (!next) return null;
      current = next;
    }
    return null;
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.deps.db
      .update(sessions)
      .set({ revokedAt: this.now(), revokedReason: reason, successorToken: null })
      .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
  }

  /** Every session of the user except the family `keepFamilyId` (password changes). */
  async revokeUserSessions(
    userId: string,
    reason: string,
    keepFamilyId?: string,
    db: Pick<Db, 'update'> = this.deps.db,
  ): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (keepFamilyId) conditions.push(ne(sessions.familyId, keepFamilyId));
    await db
      .update(sessions)
      .set({ revokedAt: this.now(), revokedReason: reason, successorToken: null })
      .where(and(...conditions));
  }

  /** POST /auth/logout: revokes whatever family the token belongs to, valid or not. */
  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const found = await this.lookup(request);
    if ('session' in found) await this.revokeFamily(found.session.familyId, 'logout');
    this.clearCookies(reply);
  }

  info(session: SessionRow, user: UserRow): SessionInfo {
    const expiresAt = session.accessExpiresAt.getTime();
    return {
      expiresAt,
      refreshThreshold: expiresAt - SESSION_REFRESH_LEAD_MS,
      userActionsRequired: userActions(user),
    };
  }

  /**
   * After a change to the user's required actions: rewrites the session facts
   * (expiry, threshold, required actions). The workspace cookies stay as they are.
   */
  updateCookies(reply: FastifyReply, session: SessionRow, user: UserRow): SessionInfo {
    this.writeCookies(reply, session, user);
    return this.info(session, user);
  }

  /**
   * Rewrites every readable cookie from the database: after confirming the e-mail address and
   * after a change to the user's workspaces or invitations (create, accept, refuse, removal).
   * `select` makes that workspace the selected one (a workspace just created or joined).
   */
  async rewriteCookies(
    request: FastifyRequest,
    reply: FastifyReply,
    auth: AuthenticatedSession,
    options: { select?: string } = {},
  ): Promise<SessionInfo> {
    this.writeCookies(reply, auth.session, auth.user, undefined, await this.facts(request, auth.user, options.select));
    return this.info(auth.session, auth.user);
  }

  private cookieOptions(httpOnly: boolean, maxAgeSeconds: number) {
    return {
      path: '/',
      httpOnly,
      secure: this.deps.cookieSecure,
      sameSite: 'lax' as const,
      maxAge: maxAgeSeconds,
    };
  }

  /** Cookies live as long as a refresh can work: 12 h from issue, capped by the 7 days. */
  private writeCookies(
    reply: FastifyReply,
    session: SessionRow,
    user: UserRow,
    token?: string,
    facts?: WorkspaceFacts,
  ): void {
    const refreshEnd = Math.min(
      session.issuedAt.getTime() + SESSION_IDLE_LIMIT_MS,
      session.familyStartedAt.getTime() + SESSION_ABSOLUTE_LIMIT_MS,
    );
    const maxAge = Math.max(1, Math.ceil((refreshEnd - this.now().getTime()) / 1000));
    const info = this.info(session, user);
    if (token) reply.setCookie(CookieName.session, token, this.cookieOptions(true, maxAge));
    const readable: [string, string][] = [
      [CookieName.sessionExpiry, String(info.expiresAt)],
      [CookieName.sessionRefreshThreshold, String(info.refreshThreshold)],
      [CookieName.userActionsRequired, JSON.stringify(info.userActionsRequired)],
    ];
    if (facts) {
      readable.push(
        [CookieName.pendingInvites, JSON.stringify(facts.pendingInvites)],
        [CookieName.userWorkspaces, JSON.stringify(facts.userWorkspaces)],
        [CookieName.selectedWorkspaceId, facts.selectedWorkspaceId],
      );
    }
    for (const [name, value] of readable) reply.setCookie(name, value, this.cookieOptions(false, maxAge));
  }

  clearCookies(reply: FastifyReply): void {
    for (const name of Object.values(CookieName)) {
      reply.clearCookie(name, {
        path: '/',
        secure: this.deps.cookieSecure,
        sameSite: 'lax',
        httpOnly: name === CookieName.session,
      });
    }
  }
}
