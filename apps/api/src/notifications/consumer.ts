/**
 * Notifications: a consumer of the event stream that only reads events. It keeps its place in
 * `event_cursors` (the id of the last event it handled) and writes, in one transaction per
 * batch, the notification rows of the batch's events, the e-mails they call for and its new
 * cursor: a batch is handled whole or not at all, so a process stopped at any moment neither
 * loses nor doubles one (the (event, user) pair is unique, for rows and for mails). It runs when
 * events are written (after their commit), every few seconds (events another API instance
 * wrote), and on start-up, catching up on whatever was written while no consumer ran.
 *
 * - `checkout.paid`, `checkout.paid_late`: `payment_received` to every member of the workspace;
 * - `wallet.verified`: `wallet_verification` to the members who manage its wallets;
 * - `member.invited`: `company_invite` to the confirmed account with the invited address, if
 *   there is one when the event is handled; someone who confirms an address later gets the
 *   notifications of its open invitations then (`notifyOpenInvitations`);
 * - `verification.updated`: `kyb_verification` to the members who manage the business details.
 *
 * E-mail: after each batch, the mails it recorded are claimed (marked sent) and handed to the
 * mailer, in each person's language, for the types they want by e-mail (see
 * `NOTIFICATION_EMAIL_DEFAULTS`). A claimed mail is never sent again, so a restart never sends
 * one twice. An invitation is mailed by the invitation itself (it reaches addresses without an
 * account too), so `company_invite` makes no second mail here.
 */
import { randomUUID } from 'node:crypto';
import {
  can,
  NETWORK_NAMES,
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  NOTIFICATION_TYPES,
  parseUsdCents,
  VERIFICATION_STATUSES,
  type EventData,
  type Language,
  type MailKind,
  type MarkNotificationsResponse,
  type Network,
  type NotificationEmailPreferences,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationType,
  type Role,
} from '@meridian/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { create } from 'superstruct';
import { Notification } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import { formatUnits } from 'viem';
import { storedLanguage } from '../accounts/users';
import type { Clock } from '../clock';
import type { Database, Db, NamedStatement } from '../db/database';
import {
  companies,
  events,
  invites,
  memberships,
  notificationMails,
  notificationPreferences,
  notifications,
  paymentLinks,
  users,
} from '../db/schema';
import { notifyUsers } from '../live/notify';
import type { Mailer } from '../mail/mailer';
import { renderMail, type RenderedMail } from '../mail/templates';
import { dashboardLinkId } from '../checkout/object';
import { consumeEvents, StreamConsumer, typedData, typedDataOf, type EventRow } from '../events/consumer';

export const NOTIFICATIONS_CONSUMER = 'notifications';
/** Mails claimed per transaction. */
const MAIL_BATCH = 50;

/** The types the consumer mails (an invitation is mailed when it is sent). */
const MAILED: ReadonlySet<NotificationType> = new Set(['payment_received', 'wallet_verification', 'kyb_verification']);

interface Draft {
  userIds: string[];
  type: NotificationType;
  data: Record<string, unknown>;
}

/** Where the consumer's mails go and what their links start with. */
export interface NotificationMailing {
  mailer: Mailer;
  /** The dashboard's address. */
  publicUrl: string;
  log: FastifyBaseLogger;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));

async function membersOf(tx: Db, companyId: string, allowed?: (role: Role) => boolean): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId, role: memberships.privilege })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  return rows.filter((row) => !allowed || allowed(row.role)).map((row) => row.userId);
}

async function companyName(tx: Db, companyId: string): Promise<string> {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return company?.name ?? '';
}

/** What a company_invite notification of an invitation carries. */
async function inviteData(
  tx: Db,
  companyId: string,
  invite: EventData<'member.invited'>,
): Promise<Record<string, unknown>> {
  return {
    companyId,
    companyName: await companyName(tx, companyId),
    inviteId: invite.id,
    privilege: invite.privilege,
    invitedBy: invite.invitedBy,
  };
}

/** A verification status as events may spell it, or null for one this version does not know. */
function verificationStatus(value: unknown): (typeof VERIFICATION_STATUSES)[number] | null {
  const known = VERIFICATION_STATUSES.find((status) => status === value);
  if (known) return known;
  if (value === 'approved' || value === 'verified') return 'active';
  if (value === 'pending' || value === 'submitted') return 'in_progress';
  return null;
}

/** The notifications an event makes: recipients and what the client needs to word and link it. */
async function draftOf(tx: Db, event: EventRow): Promise<Draft | null> {
  switch (event.type) {
    case 'checkout.paid':
    case 'checkout.paid_late': {
      const paid = typedDataOf(event, ['checkout.paid', 'checkout.paid_late'] as const);
      const payment = paid?.data.payment;
      if (!paid || !payment) return null;
      const linkId = dashboardLinkId(paid.data);
      const [link] = await tx
        .select({ name: paymentLinks.name })
        .from(paymentLinks)
        .where(eq(paymentLinks.id, linkId))
        .limit(1);
      return {
        userIds: await membersOf(tx, event.companyId),
        type: 'payment_received',
        data: {
          companyId: event.companyId,
          // The checkout paid.
          sessionId: paid.data.id,
          linkId,
          linkName: link?.name ?? '',
          environment: paid.data.mode,
          chainId: payment.chainId,
          token: payment.token,
          amount: payment.amount,
          totalCents: parseUsdCents(paid.data.amount) ?? 0,
          late: paid.type === 'checkout.paid_late',
        },
      };
    }
    case 'wallet.verified': {
      const wallet = typedData(event, 'wallet.verified');
      if (!wallet) return null;
      return {
        userIds: await membersOf(tx, event.companyId, (role) => can(role, 'manageWallets')),
        type: 'wallet_verification',
        data: {
          companyId: event.companyId,
          walletId: event.objectId,
          network: wallet.platform,
          address: wallet.addresses[0] ?? '',
          label: wallet.metadata.ui.label,
        },
      };
    }
    case 'member.invited': {
      const invite = typedData(event, 'member.invited');
      if (!invite) return null;
      // Only a confirmed address: an account that has not proved it owns the address learns
      // nothing of the invitations sent to it (it gets them once confirmed).
      const [invitee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, invite.email), isNotNull(users.emailVerifiedAt)))
        .limit(1);
      if (!invitee) return null;
      return { userIds: [invitee.id], type: 'company_invite', data: await inviteData(tx, event.companyId, invite) };
    }
    case 'verification.updated': {
      const verification = typedData(event, 'verification.updated');
      const status = verificationStatus(verification?.status);
      if (!verification || !status) return null;
      return {
        userIds: await membersOf(tx, event.companyId, (role) => can(role, 'manageBusiness')),
        type: 'kyb_verification',
        data: {
          companyId: event.companyId,
          companyName: await companyName(tx, event.companyId),
          status,
          tier: verification.tier,
        },
      };
    }
    default:
      return null;
  }
}

/** Each person's e-mail choice for one type, their default where they have not chosen. */
async function wantEmail(tx: Db, userIds: readonly string[], type: NotificationType): Promise<string[]> {
  if (userIds.length === 0) return [];
  const chosen = await tx
    .select({ userId: notificationPreferences.userId, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.type, type)));
  const choice = new Map(chosen.map((row) => [row.userId, row.email]));
  return userIds.filter((id) => choice.get(id) ?? NOTIFICATION_EMAIL_DEFAULTS[type]);
}

/** Whether `userId` wants `type` by e-mail. */
export async function wantsEmail(db: Db, userId: string, type: NotificationType): Promise<boolean> {
  return (await wantEmail(db, [userId], type)).length === 1;
}

/**
 * Writes the notifications of one draft for `event` on `tx` (those that exist already are left
 * as they are), records their mails, and cues the live channel for the people newly notified.
 */
async function writeDraft(tx: Db, event: EventRow, draft: Draft, now: Date): Promise<void> {
  if (draft.userIds.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(
      draft.userIds.map((userId) => ({
        id: randomUUID(),
        userId,
        eventId: event.id,
        type: draft.type,
        data: draft.data,
        readAt: null,
        createdAt: event.createdAt,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  const notified = inserted.map((row) => row.userId);
  if (notified.length === 0) return;
  await notifyUsers(tx, notified);
  if (!MAILED.has(draft.type)) return;
  const mailed = await wantEmail(tx, notified, draft.type);
  if (mailed.length === 0) return;
  await tx
    .insert(notificationMails)
    .values(mailed.map((userId) => ({ eventId: event.id, userId, type: draft.type, createdAt: now, sentAt: null })))
    .onConflictDoNothing();
}

/**
 * Handles the events after the consumer's cursor, a batch per transaction, until none is left,
 * then sends the mails they recorded (with `mailing`); returns how many events it handled.
 */
export async function consumeNotifications(db: Db, clock: Clock, mailing?: NotificationMailing): Promise<number> {
  const handled = await consumeEvents(db, clock, NOTIFICATIONS_CONSUMER, async (tx, batch, now) => {
    for (const event of batch) {
      const draft = await draftOf(tx, event);
      if (draft) await writeDraft(tx, event, draft, now);
    }
  });
  if (mailing) await sendNotificationMails(db, clock, mailing);
  return handled;
}

/**
 * After `userId` confirmed `email`: the company_invite notifications of the invitations still
 * open for that address, sent before the account existed or was confirmed. On `tx`, the
 * confirmation's transaction; no mail (each invitation was mailed when it was sent).
 */
export async function notifyOpenInvitations(tx: Db, userId: string, email: string, now: Date): Promise<void> {
  const open = await tx
    .select({ id: invites.id })
    .from(invites)
    .where(and(eq(invites.email, email), eq(invites.status, 'pending'), gt(invites.expiresAt, now)));
  if (open.length === 0) return;
  const invited = await tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, 'member.invited'),
        inArray(
          events.objectId,
          open.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(events.id));
  for (const event of invited) {
    const invite = typedData(event, 'member.invited');
    if (!invite) continue;
    const data = await inviteData(tx, event.companyId, invite);
    await writeDraft(tx, event, { userIds: [userId], type: 'company_invite', data }, now);
  }
}

// ---------------------------------------------------------------------------------------------
// The mails

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', fr: 'fr-FR', pt: 'pt-BR' };

function dollars(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD' }).format(cents / 100);
}

interface ClaimedMail {
  type: NotificationType;
  email: string;
  language: Language;
  data: Record<string, unknown>;
  companyName: string;
}

function mailOf(claimed: ClaimedMail, publicUrl: string): { kind: MailKind; content: RenderedMail } | null {
  const { data, language, companyName: workspaceName } = claimed;
  const settingsLink = `${publicUrl}/account#notifications`;
  switch (claimed.type) {
    case 'payment_received': {
      const token = data.token as { symbol: string; decimals: number };
      return {
        kind: 'payment-received',
        content: renderMail('payment-received', language, {
          workspaceName,
          linkName: str(data.linkName),
          total: dollars(Number(data.totalCents), language),
          received: `${formatUnits(BigInt(str(data.amount)), token.decimals)} ${token.symbol}`,
          late: data.late === true,
          link: `${publicUrl}/payment-links/${str(data.linkId)}`,
          settingsLink,
        }),
      };
    }
    case 'wallet_verification':
      return {
        kind: 'wallet-verified',
        content: renderMail('wallet-verified', language, {
          workspaceName,
          walletLabel: str(data.label),
          networkName: NETWORK_NAMES[data.network as Network] ?? str(data.network),
          address: str(data.address),
          link: `${publicUrl}/wallet-management`,
          settingsLink,
        }),
      };
    case 'kyb_verification':
      return {
        kind: 'kyb-verification',
        content: renderMail('kyb-verification', language, {
          workspaceName,
          status: verificationStatus(data.status) ?? 'in_progress',
          link: `${publicUrl}/settings/verification`,
          settingsLink,
        }),
      };
    default:
      return null;
  }
}

/**
 * Claims the mails not yet sent, a batch per transaction (claiming marks them sent, so that no
 * other pass or process sends them again), and hands them to the mailer in each person's
 * language. A mail whose claim committed but whose process stopped before the mailer had it is
 * lost rather than sent twice.
 */
export async function sendNotificationMails(db: Db, clock: Clock, mailing: NotificationMailing): Promise<number> {
  let sent = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const now = clock.now();
      const pending = await tx
        .select({ eventId: notificationMails.eventId, userId: notificationMails.userId })
        .from(notificationMails)
        .where(isNull(notificationMails.sentAt))
        .orderBy(asc(notificationMails.createdAt))
        .limit(MAIL_BATCH)
        .for('update', { skipLocked: true });
      if (pending.length === 0) return [];
      const pairs = or(
        ...pending.map((row) =>
          and(eq(notificationMails.eventId, row.eventId), eq(notificationMails.userId, row.userId)),
        ),
      );
      await tx
        .update(notificationMails)
        .set({ sentAt: now })
        .where(and(pairs, isNull(notificationMails.sentAt)));
      return tx
        .select({
          type: notifications.type,
          data: notifications.data,
          email: users.email,
          language: users.language,
          companyName: companies.name,
        })
        .from(notificationMails)
        .innerJoin(
          notifications,
          and(eq(notifications.eventId, notificationMails.eventId), eq(notifications.userId, notificationMails.userId)),
        )
        .innerJoin(users, eq(users.id, notificationMails.userId))
        .innerJoin(events, eq(events.id, notificationMails.eventId))
        .innerJoin(companies, eq(companies.id, events.companyId))
        .where(pairs);
    });
    if (claimed.length === 0) return sent;
    for (const row of claimed) {
      try {
        const type = NOTIFICATION_TYPES.find((known) => known === row.type);
        if (!type) continue;
        const language = storedLanguage(row.language);
        const mail = mailOf(
          { type, email: row.email, language, data: row.data, companyName: row.companyName },
          mailing.publicUrl,
        );
        if (!mail) continue;
        await mailing.mailer.send({ to: row.email, kind: mail.kind, language, ...mail.content });
        sent += 1;
      } catch (error) {
        mailing.log.error({ err: error, type: row.type }, 'notifications: a mail could not be sent');
      }
    }
    if (claimed.length < MAIL_BATCH) return sent;
  }
}

// ---------------------------------------------------------------------------------------------
// Preferences

/** The caller's e-mail choices, each type's default where they have not chosen. */
export async function notificationPreferencesOf(db: Db, userId: string): Promise<NotificationEmailPreferences> {
  const rows = await db
    .select({ type: notificationPreferences.type, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const email: NotificationEmailPreferences = { ...NOTIFICATION_EMAIL_DEFAULTS };
  for (const row of rows) {
    const type = NOTIFICATION_TYPES.find((known) => known === row.type);
    if (type) email[type] = row.email;
  }
  return email;
}

/** Turns one type's e-mail on or off for `userId`; answers every choice. */
export async function setNotificationPreference(
  db: Db,
  userId: string,
  change: { type: NotificationType; email: boolean },
  now: Date,
): Promise<NotificationEmailPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, type: change.type, email: change.email, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: { email: change.email, updatedAt: now },
    });
  return notificationPreferencesOf(db, userId);
}

/** Runs `consumeNotifications` on start, after each event written here, and every few seconds. */
export class NotificationConsumer extends StreamConsumer {
  constructor(options: {
    database: Database;
    clock: Clock;
    log: FastifyBaseLogger;
    /** Where the mails go; without it, none is sent (they wait, recorded). */
    mailing?: Omit<NotificationMailing, 'log'>;
    pollMs?: number;
  }) {
    const { database, clock, log, mailing, pollMs } = options;
    super({
      name: 'notifications',
      run: () => consumeNotifications(database.db, clock, mailing ? { ...mailing, log } : undefined),
      log,
      pollMs,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The routes' reads and writes

const NOTIFICATIONS_OF_USER: NamedStatement = {
  name: 'notifications_of_user',
  text: `SELECT c.total, n.id, n.type, n.data, n.read_at, n.created_at
    FROM (SELECT count(*)::int AS total FROM notifications WHERE user_id = $1) c
    LEFT JOIN LATERAL (
      SELECT id, type, data, read_at, created_at FROM notifications WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
    ) n ON true`,
};

const UNREAD_NOTIFICATIONS_OF_USER: NamedStatement = {
  name: 'unread_notifications_of_user',
  text: `SELECT c.total, n.id, n.type, n.data, n.read_at, n.created_at
    FROM (SELECT count(*)::int AS total FROM notifications WHERE user_id = $1 AND read_at IS NULL) c
    LEFT JOIN LATERAL (
      SELECT id, type, data, read_at, created_at FROM notifications WHERE user_id = $1 AND read_at IS NULL
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3
    ) n ON true`,
};

interface NotificationRow extends Record<string, unknown> {
  total: number;
  id: string | null;
  type: NotificationType | null;
  data: Record<string, unknown> | string | null;
  read_at: Date | null;
  created_at: Date | null;
}

/** GET /notification: the user's notifications, newest first, a page at a time. */
export async function listNotifications(
  database: Pick<Database, 'query'>,
  userId: string,
  query: NotificationListQuery,
): Promise<NotificationListResponse> {
  const limit = query.limit === undefined ? NOTIFICATION_PAGE_SIZE_DEFAULT : Number(query.limit);
  const skip = query.skip === undefined ? 0 : Number(query.skip);
  const statement = query.onlyUnread === 'true' ? UNREAD_NOTIFICATIONS_OF_USER : NOTIFICATIONS_OF_USER;
  const rows = await database.query<NotificationRow>(statement, [userId, limit, skip]);
  const total = rows[0]?.total ?? 0;
  const list = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          create(
            {
              id: row.id,
              type: row.type,
              read: row.read_at !== null,
              createdAt: row.created_at!.toISOString(),
              data: typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data,
            },
            Notification,
          ),
        ],
  );
  return { data: { notifications: list, total, hasMore: skip + list.length < total } };
}

/** PATCH /notification: marks the user's own notifications read; others' ids change nothing. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  ids: readonly string[],
  now: Date,
): Promise<MarkNotificationsResponse> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  const mine = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, wanted)))
    .returning({ id: notifications.id });
  const updated = new Set(mine.map((row) => row.id));
  return { data: { updated: updated.size, notFound: wanted.filter((id) => !updated.has(id)) } };
}
