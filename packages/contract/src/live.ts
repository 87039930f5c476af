// The live channel: a WebSocket at GET /live (the dashboard reaches it at /api/live) that tells
// a signed-in person's open pages, as it happens, that data of theirs changed. It carries no
// data: the pages read it again through the API. The protocol, both ways:
//
// - client -> server: `ping` (or `{"type":"ping"}`) as a heartbeat; any other text is ignored.
//   A connection may send 20 frames of any kind per heartbeat interval: the next one closes it
//   (1008), as a frame over 1 KiB (1009), invalid UTF-8 (1007) or a protocol violation (1002) do;
// - server -> client: `{"type":"pong"}` to a ping; `{"type":"reload_notifications"}` when the
//   person has new notifications; `{"type":"changed", companyId, topics, linkIds}` when events of
//   one of their workspaces change what `topics` name (the links of `linkIds` for payments); the
//   `webhooks` topic also when a delivery is written or attempted, which is no event.
import { array, enums, literal, object, string, type Infer } from 'superstruct';
import { union } from './schema';

/** Where the API serves the channel (under the API's base URL). */
export const LIVE_PATH = '/live';

/** How often the client sends its heartbeat (and how long the server waits for one, times three). */
export const LIVE_HEARTBEAT_MS = 30_000;

/**
 * Codes the server closes a connection with (besides WebSocket's own 1001 when it stops):
 * the session that opened it ended (logged out, expired, a step now required), or the person
 * opened more connections than one account may hold (the oldest goes).
 */
export const LiveCloseCode = {
  sessionEnded: 4001,
  tooManyConnections: 4008,
} as const;

/**
 * What changed in a workspace, as the dashboard's data sees it: its payments (a link's, the
 * workspace's list), the unmatched inbox, the links table, the dashboard's figures, wallets,
 * members and invitations, the workspace itself (verification, tier), its store integrations
 * (a plugin paired, a store's health), its webhook endpoints and their deliveries (a new delivery,
 * an attempt).
 */
export const LIVE_TOPICS = [
  'payments',
  'unmatched',
  'links',
  'dashboard',
  'wallets',
  'members',
  'workspace',
  'integrations',
  'webhooks',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const LivePong = object({ type: literal('pong') });
export const LiveReloadNotifications = object({ type: literal('reload_notifications') });
export const LiveChanged = object({
  type: literal('changed'),
  companyId: string(),
  topics: array(enums(LIVE_TOPICS)),
  /** The links whose payments changed (when the events name them). */
  linkIds: array(string()),
});
export type LiveChanged = Infer<typeof LiveChanged>;

/** Any message the server sends. */
export const LiveServerMessage = union([LivePong, LiveReloadNotifications, LiveChanged]);
export type LiveServerMessage = Infer<typeof LiveServerMessage>;
