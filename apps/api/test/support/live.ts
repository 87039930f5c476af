// The live channel from a test's side: opening GET /live as a signed-in person's page, and the
// messages a connection received.
import { LIVE_PATH, LiveServerMessage } from '@meridian/contract';
import { create } from 'superstruct';
import WebSocket from 'ws';
import { DASHBOARD_ORIGIN, type Agent } from './harness';

export interface Handshake {
  /** The page's origin (the dashboard's by default); null sends none. */
  origin?: string | null;
  cookie?: string;
}

/** Opens GET /live on the server at `url` (http://…), as a browser's WebSocket would. */
export function openLiveSocket(url: string, { origin = DASHBOARD_ORIGIN, cookie }: Handshake): WebSocket {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  return new WebSocket(`${url.replace(/^http/, 'ws')}${LIVE_PATH}`, {
    headers,
    ...(origin === null ? {} : { origin }),
  });
}

/** A person's open connection: what it received, in order. */
export class LiveClient {
  readonly messages: LiveServerMessage[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: (() => void)[] = [];

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(create(JSON.parse(String(data)), LiveServerMessage));
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  /** Resolves with the first message from `from` on that matches, waiting for it. */
  async next<T extends LiveServerMessage>(
    match: (message: LiveServerMessage) => message is T,
    { from = 0, timeoutMs = 10_000 } = {},
  ): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such message; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  send(text: string): void {
    this.socket.send(text);
  }

  close(): void {
    this.socket.close();
  }
}

/** Opens the channel as `agent` (its cookies) on `server`; resolves once open. */
export async function connectLive(agent: Agent, server: { url: string }, origin?: string): Promise<LiveClient> {
  const socket = openLiveSocket(server.url, { cookie: agent.cookieHeader(), origin });
  const client = new LiveClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`handshake refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
  return client;
}

export const isPong = (message: LiveServerMessage): message is { type: 'pong' } => message.type === 'pong';
export const isReload = (message: LiveServerMessage): message is { type: 'reload_notifications' } =>
  message.type === 'reload_notifications';
