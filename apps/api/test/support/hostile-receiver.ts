// A webhook receiver on loopback that answers with bytes no well-behaved server would send: a
// raw TCP server (not node:http, which would refuse to write most of them), reading each request
// as HTTP/1.1 and answering it in the shape the test chooses.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export const HOSTILE_SHAPES = [
  /** 500 whose body ends in a NUL byte, which PostgreSQL refuses in a text column. */
  'nul',
  /** 500 whose body is not UTF-8: stray bytes, a truncated sequence, an encoded lone surrogate. */
  'invalid_utf8',
  /** 500 with a 10 MB body. */
  'huge_body',
  /** 500 whose headers hold a 100 KB value. */
  'huge_headers',
  /** 500 whose body trickles in, a few bytes at a time, for longer than the sender waits. */
  'slow_body',
  /** 500, chunked, whose body never ends. */
  'endless_body',
  /** Not HTTP at all. */
  'garbage',
  /** The connection reset once the request is read. */
  'reset',
] as const;
export type HostileShape = (typeof HOSTILE_SHAPES)[number];

/** Bytes that are not UTF-8: a stray continuation byte, 0xFF, a cut sequence, a CESU-8 surrogate. */
export const INVALID_UTF8 = Buffer.from([0x6f, 0x6b, 0x80, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xe2, 0x82]);
const TEN_MB = 10 * 1024 * 1024;

export interface HostileRequest {
  /** The webhook-id header. */
  id: string;
  shape: HostileShape;
}

function head(status: string, headers: string[]): string {
  return `HTTP/1.1 ${status}\r\n${[...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`;
}

/** Writes without minding a reader that went away (the sender closes once it has read enough). */
function write(socket: Socket, data: string | Buffer): boolean {
  if (socket.destroyed) return false;
  socket.write(data);
  return true;
}

export class HostileReceiver {
  readonly received: HostileRequest[] = [];
  /** The shape of the answer to the `index`-th request (from 0). */
  shape: (index: number) => HostileShape = () => 'nul';
  url = '';
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();

  async listen(): Promise<string> {
    this.server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => this.sockets.delete(socket));
    let buffer = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = buffer.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headers)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      socket.off('data', onData);
      const id = /\r\nwebhook-id:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const shape = this.shape(this.received.length);
      this.received.push({ id, shape });
      this.answer(socket, shape);
    };
    socket.on('data', onData);
  }

  private every(ms: number, tick: () => boolean): void {
    const timer = setInterval(() => {
      if (!tick()) {
        clearInterval(timer);
        this.timers.delete(timer);
      }
    }, ms);
    this.timers.add(timer);
  }

  private answer(socket: Socket, shape: HostileShape): void {
    switch (shape) {
      case 'nul': {
        const body = Buffer.from('oops\u0000', 'utf8');
        socket.end(Buffer.concat([Buffer.from(head('500 Oops', [`Content-Length: ${body.length}`])), body]));
        return;
      }
      case 'invalid_utf8':
        socket.end(
          Buffer.concat([Buffer.from(head('500 Bad', [`Content-Length: ${INVALID_UTF8.length}`])), INVALID_UTF8]),
        );
        return;
      case 'huge_body': {
        write(socket, head('500 Big', [`Content-Length: ${TEN_MB}`]));
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const more = () => {
          while (sent < TEN_MB && !socket.destroyed) {
            sent += chunk.length;
            if (!socket.write(chunk)) return void socket.once('drain', more);
          }
          socket.end();
        };
        more();
        return;
      }
      case 'huge_headers':
        socket.end(`${head('500 Headers', [`X-Filler: ${'h'.repeat(100 * 1024)}`, 'Content-Length: 2'])}no`);
        return;
      case 'slow_body': {
        write(socket, head('500 Slow', ['Content-Length: 100']));
        let left = 100;
        this.every(200, () => {
          if (left === 0) {
            socket.end();
            return false;
          }
          left -= 1;
          return write(socket, 's');
        });
        return;
      }
      case 'endless_body':
        write(socket, head('500 Endless', ['Transfer-Encoding: chunked']));
        this.every(100, () => write(socket, '5\r\nmore.\r\n'));
        return;
      case 'garbage':
        socket.end(Buffer.from('NOT HTTP\u0000 \xff at all\r\n\r\n', 'latin1'));
        return;
      case 'reset':
        socket.resetAndDestroy();
        return;
    }
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
