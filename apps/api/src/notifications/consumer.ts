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
import type { NotificationType } from '@meridian/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/database';
import { events, invites, notificationMails, notifications } from '../db/schema';
import { consumeEvents, StreamConsumer, typedData, type EventRow } from '../events/consumer';
import { notifyUsers } from '../live/notify';
import { draftOf, inviteData, type Draft } from './drafts';
import { sendNotificationMails, type NotificationMailing } from './mails';
import { wantEmail } from './preferences';

export const NOTIFICATIONS_CONSUMER = 'notifications';

/** The types the consumer mails (an invitation is mailed when it is sent). */
const MAILED: ReadonlySet<NotificationType> = new Set(['payment_received', 'wallet_verification', 'kyb_verification']);

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
