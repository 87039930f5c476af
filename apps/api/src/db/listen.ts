/**
 * `LISTEN` on a few channels, the same interface on both databases. The embedded PGlite is one
 * process and one connection: its own listen API delivers what a transaction `NOTIFY`s at
 * commit. On PostgreSQL the listener holds one connection of its own (a pooled one would lose
 * its `LISTEN` when returned), and opens a new one when it is lost, with a growing delay; what
 * was notified meanwhile is gone, so `reconnected` tells the listener's owner to catch up.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface ListenHandler {
  /** A notification on one of the channels (its payload, '' when none). */
  notify(channel: string, payload: string): void;
  /** The connection was lost and is back: notifications sent in between were missed. */
  reconnected(): void;
}

/** Stops listening (and closes the listener's connection). */
export type StopListening = () => Promise<void>;

/** Channel names are ours (letters and underscores): quoted all the same. */
function quoted(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

export async function pgliteListen(
  client: PGlite,
  channels: readonly string[],
  handler: ListenHandler,
): Promise<StopListening> {
  const stops = await Promise.all(
    channels.map((channel) => client.listen(channel, (payload) => handler.notify(channel, payload))),
  );
  return async () => {
    if (client.closed) return;
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** The delay before the n-th reconnection attempt (0-based): 250 ms doubling, at most 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 250 * 2 ** attempt);
}

export interface PostgresListenOptions {
  connectionString: string;
  /** Told when the connection is lost or cannot be opened (the listener keeps trying). */
  onProblem?: (error: unknown) => void;
}

/**
 * Listens on a connection of its own. Resolves once the first connection listens, or has
 * failed (it then keeps trying in the background, like after a loss).
 */
export async function postgresListen(
  options: PostgresListenOptions,
  channels: readonly string[],
  handler: ListenHandler,
): Promise<StopListening> {
  let current: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  let everListened = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, reconnectDelay(attempt));
    attempt += 1;
  };

  const lost = (client: pg.Client, error?: unknown) => {
    if (current !== client) return;
    current = null;
    if (stopped) return;
    options.onProblem?.(error ?? new Error('the listening connection ended'));
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    schedule();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on('notification', (message) => handler.notify(message.channel, message.payload ?? ''));
    let settled = false;
    client.on('error', (error) => {
      if (settled) lost(client, error);
    });
    client.on('end', () => {
      if (settled) lost(client);
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      options.onProblem?.(error);
      void client.end().catch(() => undefined);
      schedule();
      return;
    }
    settled = true;
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    attempt = 0;
    if (everListened) handler.reconnected();
    everListened = true;
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const client = current;
    current = null;
    if (client) await client.end().catch(() => undefined);
  };
}
