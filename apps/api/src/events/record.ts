/**
 * The event stream's one way in. Every state change of a checkout or a payment (written by
 * payments/states.ts), a wallet verified and an invitation sent writes its event with
 * `recordEvent`, on the transaction that makes the change: if the change rolls back, so does its
 * event; once it commits, the event is there for every consumer, even if the process dies the
 * next instant. An event's data is the public object of its resource (`EVENT_DATA` in the
 * contract), as it is at that moment.
 *
 * An id is drawn when its row is written, not when its transaction commits, so ids alone do
 * not make a cursor: a consumer that read every committed id up to 11 could pass 10, drawn by a
 * transaction still running. Each event keeps the id of its transaction (`txid`,
 * migrations/0010); a consumer reads only events whose transaction has ended (`eventCommitted`:
 * `txid` below the oldest transaction still running in its snapshot), in (txid, id) order, and
 * keeps its place as that pair (`afterPosition`, migrations/0013): nothing can appear behind a
 * place once read. No lock is taken: writers run side by side.
 *
 * The change's transaction also cues the live channel (`notifyWorkspace`, delivered at commit).
 */
import type { Environment, EventObjectType, EventType } from '@meridian/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { events, type InviteRow } from '../db/schema';
import { notifyWorkspace } from '../live/notify';

export interface NewEvent {
  companyId: string;
  type: EventType;
  objectType: EventObjectType;
  objectId: string;
  data: Record<string, unknown>;
  /**
   * The mode of the object the event is about; by default its data's `mode` or `environment`,
   * and none (a fact of the workspace itself) when it has neither.
   */
  mode?: Environment | null;
}

/** An event's mode: the one it names, else its data's. */
export function eventMode(event: NewEvent): Environment | null {
  if (event.mode !== undefined) return event.mode;
  const named = event.data.mode ?? event.data.environment;
  return named === 'test' || named === 'live' ? named : null;
}

/**
 * The events a consumer may read: those whose writing transaction has ended (committed; a
 * rolled-back one left no row). In raw SQL: `COMMITTED_EVENTS_SQL`.
 */
export const eventCommitted: SQL = sql`${events.txid} < pg_snapshot_xmin(pg_current_snapshot())`;
export const COMMITTED_EVENTS_SQL = 'txid < pg_snapshot_xmin(pg_current_snapshot())';

/**
 * The events after a consumer's place in the stream: its last event's transaction and id. With
 * `eventCommitted`, ordered by (txid, id), no event can later appear behind a place once read
 * (migrations/0013 says why an id alone is not enough).
 */
export function afterPosition(lastTxid: string, lastEventId: number): SQL {
  return sql`(${events.txid}, ${events.id}) > (${lastTxid}::xid8, ${lastEventId})`;
}

/** Writes one event on `tx`, the transaction of the change it records, and cues the live channel. */
export async function recordEvent(tx: Db, event: NewEvent, now: Date): Promise<void> {
  await tx.insert(events).values({ ...event, mode: eventMode(event), createdAt: now });
  await notifyWorkspace(tx, event.companyId);
  cueListeners();
}

const listeners = new Set<() => void>();

/**
 * When a consumer's cue comes: at once, and again after these delays. The event's transaction
 * is still running when it is written, and a consumer reads only ended transactions' events: a
 * run before the commit finds nothing new, one of the later ones finds it (the consumers' own
 * poll catches anything slower).
 */
const CUE_DELAYS_MS = [25, 250, 1000];
let cueTimers: NodeJS.Timeout[] = [];

function cueListeners(): void {
  if (listeners.size === 0) return;
  for (const listener of listeners) listener();
  for (const timer of cueTimers) clearTimeout(timer);
  cueTimers = CUE_DELAYS_MS.map((delay) => {
    const timer = setTimeout(() => {
      for (const listener of listeners) listener();
    }, delay);
    timer.unref();
    return timer;
  });
}

/**
 * Calls `listener` when an event is written in this process, and shortly after (the consumer's
 * cue: it reads the event once its transaction has committed); returns the unsubscribe.
 */
export function onEventWritten(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `member.invited`: the invitation as its workspace lists it, and who sent it. */
export function inviteEvent(invite: InviteRow, invitedBy: string): NewEvent {
  return {
    companyId: invite.companyId,
    type: 'member.invited',
    objectType: 'invite',
    objectId: invite.id,
    data: {
      id: invite.id,
      email: invite.email,
      privilege: invite.privilege,
      invitedBy,
      invitedAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
    },
  };
}
