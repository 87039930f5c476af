// The live channel's schedule, on fake timers with a stand-in WebSocket: it opens 100 ms after
// it is started, sends `ping` every 30000 ms while open, ignores `pong` and (with a warning) what
// it cannot read, and after a loss tries again up to 5 times, 3000 ms apart.
import { LiveCloseCode } from '@meridian/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_MAX_RECONNECTS,
  LIVE_OPEN_DELAY_MS,
  LIVE_RECONNECT_DELAY_MS,
  LiveChannel,
  liveUrl,
  SignedOutError,
  type LiveChannelOptions,
  type LiveState,
} from './live-channel';
import { FakeSocket } from '../test/fake-socket';

const URL = 'ws://127.0.0.1:5173/api/live';
const lastSocket = () => FakeSocket.made.at(-1);

function channel(options: Partial<LiveChannelOptions> = {}) {
  const states: LiveState[] = [];
  const messages: unknown[] = [];
  const warn = vi.fn();
  const live = new LiveChannel({
    url: URL,
    createSocket: (url) => new FakeSocket(url),
    onMessage: (message) => messages.push(message),
    onStateChange: (state) => states.push(state),
    warn,
    ...options,
  });
  return { live, states, messages, warn };
}

/** Lets the attempt's `prepare` promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveChannel', () => {
  it('opens 100 ms after it is started, at the address given', async () => {
    const { live } = channel();
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS - 1);
    expect(FakeSocket.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made.map((socket) => socket.url)).toEqual([URL]);
    expect(live.state).toBe('closed');
    lastSocket()?.accept();
    expect(live.state).toBe('open');
    live.stop();
  });

  it('sends ping every 30000 ms while open, and no more once stopped', async () => {
    const { live } = channel();
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    const socket = lastSocket()!;
    socket.accept();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS - 1);
    expect(socket.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.sent).toEqual(['ping']);
    await vi.advanceTimersByTimeAsync(2 * LIVE_HEARTBEAT_MS);
    expect(socket.sent).toEqual(['ping', 'ping', 'ping']);
    live.stop();
    expect(socket.closedWith).toBe(1000);
    expect(live.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(5 * LIVE_HEARTBEAT_MS);
    expect(socket.sent).toHaveLength(3);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('passes on the server’s messages, ignores pong, and warns of what it cannot read', async () => {
    const { live, messages, warn } = channel();
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    const socket = lastSocket()!;
    socket.accept();
    socket.receive('{"type":"pong"}');
    expect(messages).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    socket.receive('not json');
    socket.receive('{"type":"unknown"}');
    socket.receive(new ArrayBuffer(4));
    expect(warn).toHaveBeenCalledTimes(3);
    expect(messages).toEqual([]);
    socket.receive('{"type":"reload_notifications"}');
    const changed = {
      type: 'changed',
      companyId: '11111111-1111-4111-8111-111111111111',
      topics: ['payments'],
      linkIds: [],
    };
    socket.receive(JSON.stringify(changed));
    expect(messages).toEqual([{ type: 'reload_notifications' }, changed]);
    expect(live.state).toBe('open');
    live.stop();
  });

  it('tries again up to 5 times, 3000 ms apart, then stays in error', async () => {
    const { live, states } = channel();
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    lastSocket()!.accept();
    lastSocket()!.drop();
    expect(live.state).toBe('error');
    for (let attempt = 1; attempt <= LIVE_MAX_RECONNECTS; attempt += 1) {
      await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS - 1);
      expect(FakeSocket.made).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.made).toHaveLength(attempt + 1);
      lastSocket()!.drop();
    }
    await vi.advanceTimersByTimeAsync(10 * LIVE_RECONNECT_DELAY_MS);
    expect(FakeSocket.made).toHaveLength(1 + LIVE_MAX_RECONNECTS);
    expect(live.state).toBe('error');
    expect(states).toEqual(['open', 'error']);
    live.stop();
    expect(live.state).toBe('closed');
  });

  it('counts again from zero once a new attempt opens', async () => {
    const { live, states } = channel();
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    lastSocket()!.accept();
    for (let loss = 0; loss < 3 * LIVE_MAX_RECONNECTS; loss += 1) {
      lastSocket()!.drop();
      await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS);
      lastSocket()!.accept();
    }
    expect(FakeSocket.made).toHaveLength(1 + 3 * LIVE_MAX_RECONNECTS);
    expect(live.state).toBe('open');
    expect(states.slice(0, 4)).toEqual(['open', 'error', 'open', 'error']);
    live.stop();
  });

  it('does not try again when a newer connection of the account took its place', async () => {
    const { live } = channel();
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    lastSocket()!.accept();
    lastSocket()!.drop(LiveCloseCode.tooManyConnections);
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.made).toHaveLength(1);
    expect(live.state).toBe('closed');
  });

  it('does not try again after it was stopped, whatever was pending', async () => {
    const { live } = channel();
    live.start();
    live.stop();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS * 10);
    expect(FakeSocket.made).toHaveLength(0);

    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    lastSocket()!.drop();
    live.stop();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.made).toHaveLength(1);
    expect(live.state).toBe('closed');
  });

  it('prepares the session before each attempt, and stays closed when nobody is signed in', async () => {
    let signedIn = true;
    const prepare = vi.fn(() => (signedIn ? Promise.resolve() : Promise.reject(new SignedOutError())));
    const { live } = channel({ prepare });
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    expect(prepare).toHaveBeenCalledTimes(1);
    lastSocket()!.accept();
    // Logged out elsewhere: the server closes, and the next attempt finds nobody signed in.
    signedIn = false;
    lastSocket()!.drop();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS);
    await settle();
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(live.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS * 10);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('counts a failed preparation (the network) as a failed attempt', async () => {
    const prepare = vi.fn(() => Promise.reject(new Error('offline')));
    const { live } = channel({ prepare });
    live.start();
    await vi.advanceTimersByTimeAsync(LIVE_OPEN_DELAY_MS);
    expect(live.state).toBe('error');
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_DELAY_MS * 20);
    expect(prepare).toHaveBeenCalledTimes(1 + LIVE_MAX_RECONNECTS);
    expect(FakeSocket.made).toHaveLength(0);
    live.stop();
  });
});

describe('liveUrl', () => {
  it('is /live under the API’s base URL, on the page’s origin, ws or wss as the page', () => {
    expect(liveUrl('/api', 'http://127.0.0.1:5173/payment-links')).toBe('ws://127.0.0.1:5173/api/live');
    expect(liveUrl('/api/', 'https://dashboard.example/x')).toBe('wss://dashboard.example/api/live');
    expect(liveUrl('https://api.example/v1', 'https://dashboard.example/')).toBe('wss://api.example/v1/live');
  });
});
