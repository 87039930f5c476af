import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake gateway received: one entry per request, whatever it answered. */
export interface ReceivedSms {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (`{to, body}` from the API's client), or the raw text when not JSON. */
  body: unknown;
}

export interface FakeSmsGateway {
  /** `http://<user>:<password>@127.0.0.1:<port>/messages`, for SMS_URL. */
  url: string;
  received: ReceivedSms[];
  /** The status the next requests get (200 by default). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/**
 * An SMS gateway on loopback: a real HTTP server the API's client posts to. It records every
 * request and answers with the status the test chose.
 */
export async function startSmsGateway(
  credentials = { user: 'meridian', password: 'p@ss:word' },
): Promise<FakeSmsGateway> {
  const received: ReceivedSms[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // keep the text
      }
      received.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status < 300 ? { id: `msg-${received.length}` } : { error: 'gateway failure' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const auth = `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.password)}`;
  return {
    url: `http://${auth}@127.0.0.1:${port}/messages`,
    received,
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
