// A WebSocket stand-in for the live channel's tests.
import type { LiveSocket } from '../live/live-channel';

/** A WebSocket stand-in: the test opens, closes and speaks for the server. */
export class FakeSocket implements LiveSocket {
  static made: FakeSocket[] = [];
  readonly sent: string[] = [];
  closedWith: number | undefined;
  onopen: LiveSocket['onopen'] = null;
  onclose: LiveSocket['onclose'] = null;
  onerror: LiveSocket['onerror'] = null;
  onmessage: LiveSocket['onmessage'] = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1005;
  }
  /** The server accepts the connection. */
  accept() {
    this.onopen?.(new Event('open'));
  }
  /** The connection ends (refused, dropped, or closed by the server). */
  drop(code = 1006) {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}
