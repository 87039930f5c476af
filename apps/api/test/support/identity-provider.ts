// A fake identity provider on loopback: it speaks the provider protocol of
// src/verification/provider.ts (sessions over HTTP with a bearer secret, signed webhooks), so
// the API's real client code talks to it. A test decides each outcome and has it delivered.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiPath } from '@meridian/contract';
import { signWebhook } from '../../src/verification/provider';

export const IDENTITY_SECRET = 'fake-identity-provider-secret-0123456789';

export interface FakeSession {
  id: string;
  body: Record<string, unknown>;
  status: string;
  expiresAt: Date;
}

export async function startIdentityProvider(options: { secret?: string } = {}) {
  const secret = options.secret ?? IDENTITY_SECRET;
  const sessions = new Map<string, FakeSession>();
  const state = { behaviour: 'answer' as 'answer' | 'fail', requests: [] as { method: string; url: string }[] };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      state.requests.push({ method: request.method ?? '', url: request.url ?? '' });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${secret}`) return json(401, { error: 'unauthorized' });
      if (state.behaviour === 'fail') return json(503, { error: 'down' });
      if (request.method === 'POST' && request.url === '/sessions') {
        const id = `fake_${randomUUID()}`;
        const expiresAt = new Date(Date.now() + 60 * 60_000);
        sessions.set(id, { id, body: JSON.parse(text) as Record<string, unknown>, status: 'created', expiresAt });
        return json(201, { id, url: `https://verify.example/s/${id}`, expiresAt: expiresAt.toISOString() });
      }
      const match = /^\/sessions\/([^/]+)$/.exec(request.url ?? '');
      const session = match ? sessions.get(decodeURIComponent(match[1]!)) : undefined;
      if (request.method === 'GET' && session)
        return json(200, { id: session.id, status: session.status, reasons: [], expiresAt: session.expiresAt });
      return json(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    sessions,
    state,
    /** The latest session opened. */
    last(): FakeSession {
      const all = [...sessions.values()];
      if (all.length === 0) throw new Error('no session opened');
      return all[all.length - 1]!;
    },
    /** A webhook as the provider signs it: the raw body and its headers. */
    webhook(
      session: FakeSession,
      decision: {
        status: string;
        reasons?: string[];
        retryable?: boolean;
        reference?: string;
        deliveryId?: string;
        /** When it is signed (the API's clock when a test moved it). */
        at?: Date;
      },
      signWith = secret,
    ) {
      const raw = JSON.stringify({
        deliveryId: decision.deliveryId ?? randomUUID(),
        sessionId: session.id,
        reference: decision.reference ?? session.body.reference,
        status: decision.status,
        reasons: decision.reasons ?? [],
        retryable: decision.retryable ?? false,
      });
      const headers = {
        'content-type': 'application/json',
        'x-identity-signature': signWebhook(signWith, raw, Math.floor((decision.at ?? new Date()).getTime() / 1000)),
      };
      return { raw, headers };
    },
    /** Sends a webhook to the API at `apiUrl`, as the provider does. */
    async deliver(apiUrl: string, hook: { raw: string; headers: Record<string, string> }) {
      const response = await fetch(`${apiUrl}${ApiPath.verificationWebhook}`, {
        method: 'POST',
        headers: hook.headers,
        body: hook.raw,
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
