// The live channel's client, without React: one WebSocket to the API's GET /live, kept open
// while the person is signed in (docs/decisions.md, "The live channel").
import { LIVE_HEARTBEAT_MS, LIVE_PATH, LiveCloseCode, LiveServerMessage } from '@meridian/contract';
import { is } from 'superstruct';

/** Closed (not started, stopped, signed out), open, or in error (retrying, or given up). */
export type LiveState = 'closed' | 'open' | 'error';

/** The wait between being signed in and opening. */
export const LIVE_OPEN_DELAY_MS = 100;
/** The wait before each new attempt after the connection closed or could not open. */
export const LIVE_RECONNECT_DELAY_MS = 3000;
/** Attempts after a loss before giving up (a successful opening starts the count again). */
export const LIVE_MAX_RECONNECTS = 5;
/** How often the client sends `ping`. */
export { LIVE_HEARTBEAT_MS };

/** What the channel needs of a WebSocket (the browser's, or a test's stand-in). */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export type LiveSocketFactory = (url: string) => LiveSocket;

/**
 * Why the channel cannot connect now: nobody is signed in. `ended` when the session was ended
 * under the page (the server closed the channel and the session could not be renewed).
 */
export class SignedOutError extends Error {
  constructor(readonly ended = false) {
    super('Signed out');
    this.name = 'SignedOutError';
  }
}

export interface LiveChannelOptions {
  /** The channel's address (`ws:` or `wss:`). */
  url: string;
  /** Opens a socket; the browser's WebSocket by default. */
  createSocket?: LiveSocketFactory;
  /**
   * Runs before each attempt: resolves once the session is active (refreshing it when its
   * threshold has passed), rejects with `SignedOutError` when nobody is signed in.
   * `sessionEnded` when the server closed the last connection because its session ended.
   */
  prepare?: (after: { sessionEnded: boolean }) => Promise<void>;
  /** A message of the server (other than `pong`). */
  onMessage: (message: Exclude<LiveServerMessage, { type: 'pong' }>) => void;
  onStateChange?: (state: LiveState) => void;
  /** Where an unreadable message is reported; `console.warn` by default. */
  warn?: (...data: unknown[]) => void;
}

/** The channel's address under the API's base URL (`/api` on the page's origin by default). */
export function liveUrl(apiBaseUrl: string, pageUrl: string): string {
  const url = new URL(`${apiBaseUrl.replace(/\/+$/, '')}${LIVE_PATH}`, pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * `start()` opens the channel 100 ms later; `stop()` closes it. While open it sends `ping`
 * every 30000 ms; `pong` is ignored, an unreadable message is ignored with a warning. A close
 * it did not ask for is followed by up to 5 new attempts, 3000 ms apart (not when the server
 * closed it for a newer connection of the same account: that one has its place).
 */
export class LiveChannel {
  private socket: LiveSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private running = false;
  private retries = 0;
  private current: LiveState = 'closed';
  /** Increases with each start and stop: an attempt of an older run does nothing. */
  private run = 0;
  /** Whether the server closed the last connection because its session ended. */
  private sessionEnded = false;

  constructor(private readonly options: LiveChannelOptions) {}

  get state(): LiveState {
    return this.current;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.retries = 0;
    const run = ++this.run;
    this.timer = setTimeout(() => this.connect(run), LIVE_OPEN_DELAY_MS);
  }

  stop(): void {
    this.running = false;
    this.run += 1;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000, 'closed by the page');
    }
    this.setState('closed');
  }

  private clearTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private setState(state: LiveState): void {
    if (state === this.current) return;
    this.current = state;
    this.options.onStateChange?.(state);
  }

  private connect(run: number): void {
    this.timer = null;
    const prepare = this.options.prepare ?? (() => Promise.resolve());
    const sessionEnded = this.sessionEnded;
    this.sessionEnded = false;
    prepare({ sessionEnded }).then(
      () => {
        if (run === this.run) this.open(run);
      },
      (error: unknown) => {
        if (run !== this.run) return;
        if (error instanceof SignedOutError) {
          // Nobody to connect for: the channel stays closed until started again.
          this.running = false;
          this.setState('closed');
          return;
        }
        this.retry(run);
      },
    );
  }

  private open(run: number): void {
    const create = this.options.createSocket ?? ((url: string) => new WebSocket(url));
    let socket: LiveSocket;
    try {
      socket = create(this.options.url);
    } catch {
      this.retry(run);
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.retries = 0;
      this.setState('open');
      this.heartbeat = setInterval(() => socket.send('ping'), LIVE_HEARTBEAT_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.heartbeat = null;
      this.socket = null;
      if (run !== this.run) return;
      this.sessionEnded = event.code === LiveCloseCode.sessionEnded;
      if (event.code === LiveCloseCode.tooManyConnections) {
        // A newer page of the same account took this one's place: trying again would push out
        // another in turn.
        this.running = false;
        this.setState('closed');
        return;
      }
      this.retry(run);
    };
  }

  private retry(run: number): void {
    this.setState('error');
    if (this.retries >= LIVE_MAX_RECONNECTS) return;
    this.retries += 1;
    this.timer = setTimeout(() => this.connect(run), LIVE_RECONNECT_DELAY_MS);
  }

  private receive(data: unknown): void {
    const warn = this.options.warn ?? ((...args: unknown[]) => console.warn(...args));
    let parsed: unknown;
    try {
      parsed = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!is(parsed, LiveServerMessage)) {
      warn('Live channel: a message that could not be read was ignored', data);
      return;
    }
    if (parsed.type === 'pong') return;
    this.options.onMessage(parsed);
  }
}
