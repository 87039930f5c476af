/**
 * Notifications: a consumer of the event stream that only reads events. It keeps its place in
 * `event_cursors` (the id of the last event it handled) and writes, in one transaction per
 * batch, the notification rows of the batch's events and its new cursor: a batch is handled
 * whole or not at all, so a process stopped at any moment neither loses nor doubles one (the
 * (event, user) pair is unique besides). It runs when events are written (after their commit),
 * every few seconds (events another API instance wrote), and on start-up, catching up on
 * whatever was written while no consumer ran.
 *
 * - `checkout.paid`, `checkout.paid_late`: `payment_received` to every member of the workspace;
 * - `wallet.verified`: `wallet_verification` to the members who manage its wallets;
 * - `member.invited`: `company_invite` to the account with the invited address, if there is
 *   one when the event is handled (someone who signs up later finds the invitation itself).
 */
import { randomUUID } from 'node:crypto';
import {
  can,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  type MarkNotificationsResponse,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationType,
  type Role,
} from '@meridian/contract';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { create } from 'superstruct';
import { Notification } from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database, Db, NamedStatement } from '../db/database';
import { companies, eventCursors, events, memberships, notifications, paymentLinks, users } from '../db/schema';
import { eventCommitted, onEventWritten } from './record';

export const NOTIFICATIONS_CONSUMER = 'notifications';
/** Events handled per transaction. */
const BATCH = 200;

type EventRow = typeof events.$inferSelect;

interface Draft {
  userIds: string[];
  type: NotificationType;
  data: Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : String(value));

async function membersOf(tx: Db, companyId: string, allowed?: (role: Role) => boolean): Promise<string[]> {
  const rows = await tx
    .select({ userId: memberships.userId, role: memberships.privilege })
    .from(memberships)
    .where(eq(memberships.companyId, companyId));
  return rows.filter((row) => !allowed || allowed(row.role)).map((row) => row.userId);
}

/** The notifications an event makes: recipients and what the client needs to word and link it. */
async function draftOf(tx: Db, event: EventRow): Promise<Draft | null> {
  const data = event.data;
  switch (event.type) {
    case 'checkout.paid':
    case 'checkout.paid_late': {
      const [link] = await tx
        .select({ name: paymentLinks.name })
        .from(paymentLinks)
        .where(eq(paymentLinks.id, str(data.linkId)))
        .limit(1);
      return {
        userIds: await membersOf(tx, event.companyId),
        type: 'payment_received',
        data: {
          companyId: event.companyId,
          sessionId: str(data.sessionId),
          linkId: str(data.linkId),
          linkName: link?.name ?? '',
          environment: data.environment,
          chainId: data.chainId,
          token: data.token,
          amount: str(data.amount),
          totalCents: data.totalCents,
          late: event.type === 'checkout.paid_late',
        },
      };
    }
    case 'wallet.verified': {
      const addresses = data.addresses as string[];
      const ui = (data.metadata as { ui: { label: string } }).ui;
      return {
        userIds: await membersOf(tx, event.companyId, (role) => can(role, 'manageWallets')),
        type: 'wallet_verification',
        data: {
          companyId: event.companyId,
          walletId: event.objectId,
          network: str(data.platform),
          address: addresses[0] ?? '',
          label: ui.label,
        },
      };
    }
    case 'member.invited': {
      const [invitee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, str(data.email)))
        .limit(1);
      if (!invitee) return null;
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, event.companyId))
        .limit(1);
      return {
        userIds: [invitee.id],
        type: 'company_invite',
        data: {
          companyId: event.companyId,
          companyName: company?.name ?? '',
          inviteId: event.objectId,
          privilege: data.privilege,
          invitedBy: (data.invitedBy as string | null) ?? null,
        },
      };
    }
    default:
      return null;
  }
}

/**
 * Handles the events after the consumer's cursor, a batch per transaction, until none is left;
 * returns how many it handled.
 */
export async function consumeNotifications(db: Db, clock: Clock): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const now = clock.now();
      await tx
        .insert(eventCursors)
        .values({ consumer: NOTIFICATIONS_CONSUMER, lastEventId: 0, updatedAt: now })
        .onConflictDoNothing();
      const [cursor] = await tx
        .select()
        .from(eventCursors)
        .where(eq(eventCursors.consumer, NOTIFICATIONS_CONSUMER))
        .for('update');
      const batch = await tx
        .select()
        .from(events)
        .where(and(gt(events.id, cursor!.lastEventId), eventCommitted))
        .orderBy(asc(events.id))
        .limit(BATCH);
      if (batch.length === 0) return 0;
      for (const event of batch) {
        const draft = await draftOf(tx, event);
        if (!draft || draft.userIds.length === 0) continue;
        await tx
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
          .onConflictDoNothing();
      }
      await tx
        .update(eventCursors)
        .set({ lastEventId: batch.at(-1)!.id, updatedAt: now })
        .where(eq(eventCursors.consumer, NOTIFICATIONS_CONSUMER));
      return batch.length;
    });
    handled += count;
    if (count < BATCH) return handled;
  }
}

/** How often the consumer looks for events written elsewhere (another API instance). */
export const NOTIFICATIONS_POLL_MS = 5000;

/** Runs `consumeNotifications` on start, after each event written here, and every few seconds. */
export class NotificationConsumer {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = true;

  constructor(
    private readonly options: { database: Database; clock: Clock; log: FastifyBaseLogger; pollMs?: number },
  ) {}

  start(): void {
    this.stopped = false;
    this.unsubscribe = onEventWritten(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? NOTIFICATIONS_POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Runs the consumer soon (once more if it is running now). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          const handled = await consumeNotifications(this.options.database.db, this.options.clock);
          if (handled > 0) this.options.log.debug({ handled }, 'notifications: events handled');
        } catch (error) {
          this.options.log.error({ err: error }, 'notifications: consumer failed; it tries again');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
  }

  /** Waits for the run under way, if any. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.idle();
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
  return {
    updated: wanted.filter((id) => updated.has(id)),
    notUpdated: wanted.filter((id) => !updated.has(id)),
  };
}
