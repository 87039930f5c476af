/** The routes' reads and writes of a person's notifications. */
import {
  Notification,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  type MarkNotificationsResponse,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationType,
} from '@meridian/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { create } from 'superstruct';
import type { Database, Db, NamedStatement } from '../db/database';
import { notifications } from '../db/schema';

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
