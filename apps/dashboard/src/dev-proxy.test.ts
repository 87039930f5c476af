// @vitest-environment node
// The dev and preview servers forward /api/* to the API, which trusts X-Forwarded-For from them
// (loopback): what they send in it is the address that connected to them, never what a client
// wrote in the header.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview } from 'vite';

const dashboardRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = join(dashboardRoot, 'vite.config.ts');

/** A stand-in for the API on loopback: answers every request with the headers it received. */
const seen: IncomingHttpHeaders[] = [];
const api = createHttpServer((request, response) => {
  seen.push(request.headers);
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{}');
});

/** WebSocket handshakes the stand-in received: the path and headers, answered 101. */
const upgrades: { url: string; headers: IncomingHttpHeaders }[] = [];
api.on('upgrade', (request, socket) => {
  upgrades.push({ url: request.url ?? '', headers: request.headers });
  const accept = createHash('sha1')
    .update(`${String(request.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
    .digest('base64');
  socket.end(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
});

/** Sends a WebSocket handshake to `url`; resolves with the status of the answer (101 when upgraded). */
function handshake(url: URL, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    request.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

let outDir: string;
const servers: { close: () => Promise<void> }[] = [];
const bases: Record<'dev' | 'preview', string> = { dev: '', preview: '' };
const previousApiUrl = process.env.API_URL;

beforeAll(async () => {
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  outDir = mkdtempSync(join(tmpdir(), 'meridian-proxy-'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><html><body></body></html>');
  const previewServer = await preview({
    configFile,
    root: dashboardRoot,
    logLevel: 'silent',
    build: { outDir },
    preview: { port: 0, strictPort: false, open: false },
  });
  servers.push({ close: () => previewServer.close() });
  bases.preview = previewServer.resolvedUrls?.local[0] ?? '';
  const devServer = await createServer({
    configFile,
    root: dashboardRoot,
    logLevel: 'silent',
    server: { port: 0, strictPort: false, open: false, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await devServer.listen();
  servers.push({ close: () => devServer.close() });
  bases.dev = devServer.resolvedUrls?.local[0] ?? '';
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await new Promise<void>((resolve) => api.close(() => resolve()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (previousApiUrl === undefined) delete process.env.API_URL;
  else process.env.API_URL = previousApiUrl;
});

describe.each(['dev', 'preview'] as const)('the %s server’s /api proxy', (name) => {
  it('replaces a client’s X-Forwarded-For (and the other forwarding headers) with the address that connected', async () => {
    const response = await fetch(new URL('/api/health', bases[name]), {
      headers: {
        'x-forwarded-for': '203.0.113.66',
        forwarded: 'for=203.0.113.66',
        'x-real-ip': '203.0.113.66',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(response.status).toBe(200);
    const headers = seen.at(-1) ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it('names the connecting address when the client sent no such header', async () => {
    expect((await fetch(new URL('/api/health', bases[name]))).status).toBe(200);
    expect(seen.at(-1)?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('passes a WebSocket handshake at /api/live through to the API’s /live, with the page’s Origin and the connecting address', async () => {
    const status = await handshake(new URL('/api/live', bases[name]), {
      origin: 'http://127.0.0.1:5173',
      'x-forwarded-for': '203.0.113.66',
    });
    expect(status).toBe(101);
    const seenUpgrade = upgrades.at(-1);
    expect(seenUpgrade?.url).toBe('/live');
    expect(seenUpgrade?.headers.origin).toBe('http://127.0.0.1:5173');
    expect(seenUpgrade?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });
});
