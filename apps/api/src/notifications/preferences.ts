/** Each person's choice, per notification type, of being told by e-mail too. */
import {
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_TYPES,
  type NotificationEmailPreferences,
  type NotificationType,
} from '@meridian/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notificationPreferences } from '../db/schema';

/** Each person's e-mail choice for one type, their default where they have not chosen. */
export async function wantEmail(tx: Db, userIds: readonly string[], type: NotificationType): Promise<string[]> {
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
