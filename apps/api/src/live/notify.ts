/**
 * The live channel's cue, written on the transaction of the change it announces. PostgreSQL
 * delivers a `NOTIFY` only when its transaction commits (and never if it rolls back), to every
 * process that LISTENs on the channel: each API instance, and the embedded database's own
 * process. A notification carries only who has something new, never the data: a listener reads
 * the rows itself.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** A workspace's event stream has something new: the payload is the workspace id. */
export const WORKSPACE_CHANNEL = 'meridian_workspace';
/** Some people have new notifications: the payload is their user ids, comma-separated. */
export const USERS_CHANNEL = 'meridian_users';
/**
 * Webhook deliveries of some workspaces were written or attempted (rows that are no event): the
 * payload is the workspace ids, comma-separated.
 */
export const WEBHOOKS_CHANNEL = 'meridian_webhooks';

/** PostgreSQL's limit on a payload is 8,000 bytes; ids are 36 characters and a comma. */
const IDS_PER_NOTIFY = 200;

/** Announces, at commit, that `companyId` has new events. */
export async function notifyWorkspace(tx: Db, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${WORKSPACE_CHANNEL}, ${companyId})`);
}

/** Announces, at commit, that each of `userIds` has new notifications. */
export function notifyUsers(tx: Db, userIds: readonly string[]): Promise<void> {
  return notifyIds(tx, USERS_CHANNEL, userIds);
}

/** Announces, at commit, that webhook deliveries of each of `companyIds` were written or attempted. */
export function notifyWebhooks(tx: Db, companyIds: readonly string[]): Promise<void> {
  return notifyIds(tx, WEBHOOKS_CHANNEL, companyIds);
}

async function notifyIds(tx: Db, channel: string, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += IDS_PER_NOTIFY) {
    const payload = unique.slice(start, start + IDS_PER_NOTIFY).join(',');
    await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  }
}
