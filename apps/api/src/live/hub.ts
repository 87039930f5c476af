/**
 * The live channel's side in each API process: the open connections of this process, by user,
 * and the LISTEN on the two channels that `notify.ts` writes to at commit.
 *
 * - `meridian_users` (user ids): those users' connections get `reload_notifications`.
 * - `meridian_workspace` (a workspace id): the process reads that workspace's events after its
 *   own cursor (in memory: a process that starts reads from the events written after it
 *   started), and tells the connections of the workspace's members which topics changed.
 *
 * Every process hears every notification, so whichever process holds a browser's connection
 * delivers to it. A lost listening connection is reopened; what was missed meanwhile is made
 * good by telling every connection here to reload.
 *
 * A sweep, every few seconds, closes the connections whose session ended (logged out, expired,
 * a required step) and those silent for three heartbeats. A connection that sends more than
 * MAX_FRAMES_PER_HEARTBEAT frames in a heartbeat's time is closed with 1008.
 */
import {
  isUuid,
  LIVE_HEARTBEAT_MS,
  LIVE_TOPICS,
  LiveCloseCode,
  type LiveServerMessage,
  type LiveTopic,
} from '@meridian/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../clock';
import type { Database, NamedStatement } from '../db/database';
import type { StopListening } from '../db/listen';
import { USERS_CHANNEL, WEBHOOKS_CHANNEL, WORKSPACE_CHANNEL } from './notify';
import { topicsOf, whatEventTouches } from './topics';

/** Who opened a connection: the user, and the session family its cookie belongs to. */
export interface LiveCaller {
  userId: string;
  familyId: string;
}

interface Connection extends LiveCaller {
  socket: WebSocket;
  /** When the client last sent something (Date.now()). */
  lastHeard: number;
  /** The frames received since `windowStart` (Date.now()), counted against MAX_FRAMES_PER_HEARTBEAT. */
  frames: number;
  windowStart: number;
}

export interface LiveHubOptions {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the sessions of open connections are checked; 5 s by default. */
  sweepMs?: number;
}

/** The connections one account may hold at once (tabs, devices); a new one closes the oldest. */
export const MAX_CONNECTIONS_PER_USER = 16;
/**
 * The frames a connection may send in one heartbeat's time (LIVE_HEARTBEAT_MS), of any kind:
 * the client sends one ping. Past it the connection is closed with 1008, so a flood of pings
 * (each answered) or of junk costs that connection, never the server's memory or another
 * page; ws already drops a connection that floods protocol pings faster than it can answer.
 */
export const MAX_FRAMES_PER_HEARTBEAT = 20;
/** Events read per query. */
const EVENTS_BATCH = 500;

/**
 * Where the stream stands now: the oldest transaction still running (every event of a smaller
 * txid has ended and is visible), and the events at or above it that are already visible.
 */
const STREAM_NOW: NamedStatement = {
  name: 'live_stream_now',
  text: `SELECT x.xmin, e.id::text AS id, e.txid::text AS txid
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) x
    LEFT JOIN events e ON e.txid >= x.xmin::xid8`,
};

/**
 * A workspace's events from transactions at or above `$2` (a transaction id), after event `$3`
 * (the page), with the link each is about (a payment's through its checkout), and the oldest
 * transaction still running as the reading sees it.
 */
const NEW_EVENTS: NamedStatement = {
  name: 'live_new_events',
  text: `SELECT x.xmin, e.id, e.txid, e.type, e.data
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) x
    LEFT JOIN LATERAL (
      SELECT e.id::text AS id, e.txid::text AS txid, e.type, e.data
      FROM events e
      WHERE e.company_id = $1 AND e.txid >= $2::xid8 AND e.id > $3
      ORDER BY e.id LIMIT ${EVENTS_BATCH}
    ) e ON true`,
};

/**
 * How far a process has read a workspace's events. Event ids are drawn when written, not when
 * committed, so an id cursor could pass an event of a transaction that commits later (and sends
 * its own NOTIFY then). Instead: every event of a transaction below `xmin` has been read, and
 * `seen` holds the events at or above it already read (id to txid); a reading takes what is
 * visible at or above `xmin` and not seen.
 */
interface ReadPlace {
  xmin: bigint;
  seen: Map<string, bigint>;
}

const MEMBERS: NamedStatement = {
  name: 'live_members',
  text: 'SELECT user_id FROM memberships WHERE company_id = $1',
};

const WORKSPACES_OF: NamedStatement = {
  name: 'live_workspaces_of',
  text: 'SELECT DISTINCT company_id FROM memberships WHERE user_id = ANY($1::uuid[])',
};

/** The newest session of each family, and whether its user has a step left. */
const FAMILY_STATE: NamedStatement = {
  name: 'live_family_state',
  text: `SELECT DISTINCT ON (s.family_id) s.family_id, s.revoked_at, s.access_expires_at,
      (u.email_verified_at IS NULL OR u.password_update_required) AS action_required
    FROM sessions s JOIN users u ON u.id = s.user_id
    WHERE s.family_id = ANY($1::uuid[])
    ORDER BY s.family_id, s.issued_at DESC`,
};

/** Whether a text frame is a heartbeat: `ping`, or `{"type":"ping"}`. */
export function isPing(text: string): boolean {
  if (text === 'ping') return true;
  if (!text.startsWith('{')) return false;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'type' in parsed && parsed.type === 'ping';
  } catch {
    return false;
  }
}

export class LiveHub {
  private readonly byUser = new Map<string, Set<Connection>>();
  /** How far each workspace was read; `startPlace` for a workspace not read yet. */
  private readonly places = new Map<string, ReadPlace>();
  private startPlace: ReadPlace = { xmin: 0n, seen: new Map() };
  private stopListening: StopListening | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  /** Workspaces being read, and those notified again meanwhile (read once more after). */
  private readonly reading = new Map<string, Promise<void>>();
  private readonly readAgain = new Set<string>();
  private stopped = false;

  constructor(private readonly options: LiveHubOptions) {}

  async start(): Promise<void> {
    // Events written before this process started are not news: the start is read as seen.
    const rows = await this.options.database.query<{ xmin: string; id: string | null; txid: string | null }>(
      STREAM_NOW,
      [],
    );
    const seen = new Map<string, bigint>();
    for (const row of rows) if (row.id !== null && row.txid !== null) seen.set(row.id, BigInt(row.txid));
    this.startPlace = { xmin: BigInt(rows[0]?.xmin ?? 0), seen };
    this.stopListening = await this.options.database.listen(
      [WORKSPACE_CHANNEL, USERS_CHANNEL, WEBHOOKS_CHANNEL],
      {
        notify: (channel, payload) => this.onNotification(channel, payload),
        reconnected: () => void this.catchUp(),
      },
      (error) => this.options.log.warn({ err: error }, 'live channel: the listening connection is down; retrying'),
    );
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs ?? 5000);
    this.sweeper.unref();
  }

  /** Closes every connection (the server is going away) and stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.closeAll();
    await Promise.allSettled([...this.reading.values()]);
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** Closes every open connection with 1001 (going away). */
  closeAll(): void {
    for (const connections of this.byUser.values()) {
      for (const connection of connections) connection.socket.close(1001, 'server stopping');
    }
    this.byUser.clear();
  }

  /** How many connections this process holds (for tests and logs). */
  get size(): number {
    let count = 0;
    for (const connections of this.byUser.values()) count += connections.size;
    return count;
  }

  /** Takes an accepted connection: answers its pings and delivers its user's messages. */
  add(socket: WebSocket, caller: LiveCaller): void {
    if (this.stopped) {
      socket.close(1001, 'server stopping');
      return;
    }
    const connection: Connection = { ...caller, socket, lastHeard: Date.now(), frames: 0, windowStart: Date.now() };
    let connections = this.byUser.get(caller.userId);
    if (!connections) {
      connections = new Set();
      this.byUser.set(caller.userId, connections);
    }
    if (connections.size >= MAX_CONNECTIONS_PER_USER) {
      const [oldest] = connections;
      if (oldest) {
        connections.delete(oldest);
        oldest.socket.close(LiveCloseCode.tooManyConnections, 'too many connections');
      }
    }
    connections.add(connection);
    socket.on('message', (data, isBinary) => {
      if (!this.counted(connection)) return;
      if (isBinary) return;
      const bytes = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(new Uint8Array(data));
      const text = bytes.toString('utf8');
      if (isPing(text)) this.send(connection, { type: 'pong' });
    });
    socket.on('ping', () => this.counted(connection));
    socket.on('pong', () => this.counted(connection));
    socket.on('close', () => this.remove(connection));
  }

  /** Counts a frame from the client: false, and the connection closed, past the allowance. */
  private counted(connection: Connection): boolean {
    if (connection.socket.readyState !== connection.socket.OPEN) return false;
    const now = Date.now();
    connection.lastHeard = now;
    if (now - connection.windowStart >= LIVE_HEARTBEAT_MS) {
      connection.windowStart = now;
      connection.frames = 0;
    }
    connection.frames += 1;
    if (connection.frames <= MAX_FRAMES_PER_HEARTBEAT) return true;
    // Closing: what follows is not read as the client's any more (see the first line).
    this.remove(connection);
    connection.socket.close(1008, 'too many messages');
    return false;
  }

  private remove(connection: Connection): void {
    const connections = this.byUser.get(connection.userId);
    if (!connections) return;
    connections.delete(connection);
    if (connections.size === 0) this.byUser.delete(connection.userId);
  }

  private send(connection: Connection, message: LiveServerMessage): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    connection.socket.send(JSON.stringify(message));
  }

  private sendTo(userId: string, message: LiveServerMessage): void {
    for (const connection of this.byUser.get(userId) ?? []) this.send(connection, message);
  }

  private onNotification(channel: string, payload: string): void {
    if (this.stopped) return;
    if (channel === USERS_CHANNEL) {
      for (const userId of payload.split(',')) this.sendTo(userId.trim(), { type: 'reload_notifications' });
    } else if (channel === WORKSPACE_CHANNEL && isUuid(payload)) {
      this.readWorkspace(payload);
    } else if (channel === WEBHOOKS_CHANNEL) {
      for (const companyId of payload.split(',')) if (isUuid(companyId)) void this.tellWebhooks(companyId);
    }
  }

  /** Webhook deliveries of a workspace were written or attempted: its members' pages read them again. */
  private async tellWebhooks(companyId: string): Promise<void> {
    if (this.byUser.size === 0) return;
    try {
      const members = await this.options.database.query<{ user_id: string }>(MEMBERS, [companyId]);
      const message: LiveServerMessage = { type: 'changed', companyId, topics: ['webhooks'], linkIds: [] };
      for (const { user_id: userId } of members) this.sendTo(userId, message);
    } catch (error) {
      this.options.log.error({ err: error, companyId }, 'live channel: telling of webhook deliveries failed');
    }
  }

  /** Reads a workspace's new events, one reading at a time per workspace. */
  private readWorkspace(companyId: string): void {
    if (this.reading.has(companyId)) {
      this.readAgain.add(companyId);
      return;
    }
    const run = async () => {
      do {
        this.readAgain.delete(companyId);
        await this.deliverChanges(companyId);
      } while (this.readAgain.has(companyId) && !this.stopped);
    };
    const reading = run()
      .catch((error: unknown) =>
        this.options.log.error({ err: error, companyId }, 'live channel: reading events failed'),
      )
      .finally(() => this.reading.delete(companyId));
    this.reading.set(companyId, reading);
  }

  private async deliverChanges(companyId: string): Promise<void> {
    const { database } = this.options;
    const place = this.places.get(companyId) ?? this.startPlace;
    type Row = {
      xmin: string;
      id: string | null;
      txid: string | null;
      type: string;
      data: Record<string, unknown> | null;
    };
    const rows: (Row & { id: string; txid: string })[] = [];
    let xmin: bigint | null = null;
    let afterId = '0';
    for (;;) {
      const page = await database.query<Row>(NEW_EVENTS, [companyId, place.xmin.toString(), afterId]);
      // The first page's horizon: the oldest, so nothing between two pages is taken as read.
      xmin ??= BigInt(page[0]?.xmin ?? place.xmin);
      const found = page.filter((row): row is Row & { id: string; txid: string } => row.id !== null);
      rows.push(...found.filter((row) => !place.seen.has(row.id)));
      if (found.length < EVENTS_BATCH) break;
      afterId = found.at(-1)!.id;
    }
    const horizon = xmin > place.xmin ? xmin : place.xmin;
    const seen = new Map<string, bigint>();
    for (const [id, txid] of place.seen) if (txid >= horizon) seen.set(id, txid);
    for (const row of rows) if (BigInt(row.txid) >= horizon) seen.set(row.id, BigInt(row.txid));
    this.places.set(companyId, { xmin: horizon, seen });
    if (rows.length === 0) return;
    const topics = new Set<LiveTopic>();
    const linkIds = new Set<string>();
    for (const row of rows) {
      const { linkId, matched } = whatEventTouches({ type: row.type, data: row.data ?? {} });
      const changed = topicsOf(row.type, matched);
      for (const topic of changed) topics.add(topic);
      if (changed.includes('payments') && isUuid(linkId)) linkIds.add(linkId);
    }
    if (topics.size === 0 || this.byUser.size === 0) return;
    const members = await database.query<{ user_id: string }>(MEMBERS, [companyId]);
    const message: LiveServerMessage = {
      type: 'changed',
      companyId,
      topics: LIVE_TOPICS.filter((topic) => topics.has(topic)),
      linkIds: [...linkIds],
    };
    for (const { user_id: userId } of members) this.sendTo(userId, message);
  }

  /**
   * After the listening connection came back: notifications may have been missed. Every
   * workspace of the people connected here is read again, and each is told to reload its
   * notifications.
   */
  private async catchUp(): Promise<void> {
    if (this.stopped || this.byUser.size === 0) return;
    const userIds = [...this.byUser.keys()];
    try {
      const rows = await this.options.database.query<{ company_id: string }>(WORKSPACES_OF, [userIds]);
      for (const { company_id: companyId } of rows) {
        this.readWorkspace(companyId);
        // Deliveries are no events: what may have been missed of them is read again too.
        void this.tellWebhooks(companyId);
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'live channel: catching up failed');
    }
    for (const userId of userIds) this.sendTo(userId, { type: 'reload_notifications' });
  }

  /** Closes the connections whose session ended, and those silent for three heartbeats. */
  private async sweep(): Promise<void> {
    if (this.stopped || this.byUser.size === 0) return;
    const connections = [...this.byUser.values()].flatMap((set) => [...set]);
    const families = [...new Set(connections.map((connection) => connection.familyId))];
    let rows: { family_id: string; revoked_at: Date | null; access_expires_at: Date; action_required: boolean }[];
    try {
      rows = await this.options.database.query(FAMILY_STATE, [families]);
    } catch (error) {
      this.options.log.error({ err: error }, 'live channel: checking sessions failed');
      return;
    }
    const now = this.options.clock.now().getTime();
    const active = new Set(
      rows
        .filter((row) => !row.revoked_at && new Date(row.access_expires_at).getTime() > now && !row.action_required)
        .map((row) => row.family_id),
    );
    const silentSince = Date.now() - 3 * LIVE_HEARTBEAT_MS;
    for (const connection of connections) {
      if (!active.has(connection.familyId)) {
        this.remove(connection);
        connection.socket.close(LiveCloseCode.sessionEnded, 'session ended');
      } else if (connection.lastHeard < silentSince) {
        this.remove(connection);
        connection.socket.terminate();
      }
    }
  }
}
