/**
 * What every consumer of the event stream shares (notifications, webhooks): its place in
 * `event_cursors`, read and moved in the transaction that handles a batch, so that a batch is
 * handled whole or not at all; and the loop that runs it on start, when an event is written here
 * (after its commit), and every few seconds (events another API instance wrote).
 */
import { EVENT_DATA, type EventData, type EventType } from '@meridian/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { eventCursors, events } from '../db/schema';
import { afterPosition, eventCommitted, onEventWritten } from './record';

export type EventRow = typeof events.$inferSelect;

/** Events handled per transaction. */
const BATCH = 200;

/**
 * Hands the events after `consumer`'s cursor to `handle`, a batch per transaction (with the
 * cursor's move), until none is left; returns how many it handled.
 */
export async function consumeEvents(
  db: Db,
  clock: Clock,
  consumer: string,
  handle: (tx: Db, batch: EventRow[], now: Date) => Promise<void>,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const now = clock.now();
      await tx.insert(eventCursors).values({ consumer, lastEventId: 0, updatedAt: now }).onConflictDoNothing();
      const [cursor] = await tx.select().from(eventCursors).where(eq(eventCursors.consumer, consumer)).for('update');
      const batch = await tx
        .select()
        .from(events)
        .where(and(afterPosition(cursor!.lastTxid, cursor!.lastEventId), eventCommitted))
        .orderBy(asc(events.txid), asc(events.id))
        .limit(BATCH);
      if (batch.length === 0) return 0;
      await handle(tx, batch, now);
      await tx
        .update(eventCursors)
        .set({ lastEventId: batch.at(-1)!.id, lastTxid: batch.at(-1)!.txid, updatedAt: now })
        .where(eq(eventCursors.consumer, consumer));
      return batch.length;
    });
    handled += count;
    if (count < BATCH) return handled;
  }
}

/** How often a consumer looks for events written elsewhere (another API instance). */
export const CONSUMER_POLL_MS = 5000;

/**
 * Runs `run` on start, after each event written in this process, and every `pollMs`; one run
 * at a time (a cue during a run runs it once more after).
 */
export class StreamConsumer {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Whether the consumer is stopped (before start, and after stop). */
  protected stopped = true;

  constructor(
    private readonly loop: {
      /** Named in the log. */
      name: string;
      /** One pass; answers how many events it handled. */
      run: () => Promise<number>;
      log: FastifyBaseLogger;
      pollMs?: number;
      /** Whether an event written here cues a run (true by default; a loop that reads no events says false). */
      cuedByEvents?: boolean;
    },
  ) {}

  start(): void {
    this.stopped = false;
    if (this.loop.cuedByEvents !== false) this.unsubscribe = onEventWritten(() => this.kick());
    this.timer = setInterval(() => this.kick(), this.loop.pollMs ?? CONSUMER_POLL_MS);
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
          const handled = await this.loop.run();
          if (handled > 0) this.loop.log.debug({ handled }, `${this.loop.name}: events handled`);
        } catch (error) {
          this.loop.log.error({ err: error }, `${this.loop.name}: consumer failed; it tries again`);
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

/**
 * An event's data as its type says it is (`EVENT_DATA`), or null for one written before its type
 * had that shape (an older version's event): consumers read events typed, and skip what they
 * cannot read rather than guess.
 */
export function typedData<Type extends EventType>(
  event: Pick<EventRow, 'type' | 'data'>,
  type: Type,
): EventData<Type> | null {
  if (event.type !== type) return null;
  return EVENT_DATA[type].is(event.data) ? (event.data as EventData<Type>) : null;
}

/** `typedData` for any of `types`. */
export function typedDataOf<Type extends EventType>(
  event: Pick<EventRow, 'type' | 'data'>,
  types: readonly Type[],
): { type: Type; data: EventData<Type> } | null {
  const type = types.find((candidate) => candidate === event.type);
  if (type === undefined) return null;
  const data = typedData(event, type);
  return data === null ? null : { type, data };
}
