// What the webhook tests share: a receiver on loopback (a real HTTP server that records every
// delivery and answers as the test says), a DNS server answering A records, and the calls.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiRoutes,
  WebhookDeliveryDetail,
  WebhookDeliveryListResponse,
  WebhookEndpointListResponse,
  WebhookSecretResponse,
  type CreateWebhookEndpointRequest,
} from '@meridian/contract';
import dns2 from 'dns2';
import { Webhook } from 'standardwebhooks';
import { create } from 'superstruct';
import { count, eq } from 'drizzle-orm';
import { beforeEach, vi } from 'vitest';
import type { Clock } from '../../src/clock';
import { webhookAttempts, webhookDeliveries } from '../../src/db/schema';
import { webhookProblems } from './answers';
import { eventually } from './eventually';
import type { Agent, TestApi } from './harness';
import { path } from './workspaces';

export interface Received {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
  /** The status the receiver answered (null while it holds the request open). */
  status: number | null;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Never answer (the sender's timeout, or a process killed while it waits). */
  hang?: boolean;
}

/**
 * A receiver on 127.0.0.1. `answer` decides each reply from the request and how many requests
 * with its webhook-id came before it; `processed` holds the ids it acted on, once each (it
 * honours webhook-id as its idempotency key, as a receiver should).
 */
export class Receiver {
  readonly received: Received[] = [];
  readonly processed: string[] = [];
  answer: (request: Received, previous: number) => Answer = () => ({ status: 200, body: 'ok' });
  private server: Server | null = null;
  private readonly hanging = new Set<() => void>();
  url = '';

  async listen(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = String(request.headers['webhook-id'] ?? '');
        const received: Received = {
          id,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          path: request.url ?? '/',
          status: null,
        };
        const previous = this.received.filter((entry) => entry.id === id).length;
        this.received.push(received);
        const answer = this.answer(received, previous);
        if (answer.hang) {
          const release = () => response.destroy();
          this.hanging.add(release);
          response.on('close', () => this.hanging.delete(release));
          return;
        }
        received.status = answer.status;
        if (answer.status >= 200 && answer.status < 300 && !this.processed.includes(id)) this.processed.push(id);
        response.writeHead(answer.status, answer.headers ?? {});
        response.end(answer.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  /** The requests of one webhook-id. */
  of(id: string): Received[] {
    return this.received.filter((entry) => entry.id === id);
  }

  /** Stops the receiver; throws when a delivery it got is not what the OpenAPI document's webhooks say. */
  async close(): Promise<void> {
    for (const release of this.hanging) release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    const problems = webhookProblems(this.received);
    if (problems.length > 0) {
      throw new Error(`Webhooks unlike the OpenAPI document's:\n${[...new Set(problems)].join('\n')}`);
    }
  }
}

/** A DNS server on 127.0.0.1 answering A records from `addresses` (NXDOMAIN for other names). */
export async function startAddressServer(addresses: Map<string, string>) {
  const { Packet } = dns2;
  const handle: dns2.DnsHandler = (request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const address = addresses.get(question.name.toLowerCase());
      if (!address) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        continue;
      }
      // An IPv6 address answers AAAA questions, an IPv4 one A questions.
      const type = address.includes(':') ? Packet.TYPE.AAAA : Packet.TYPE.A;
      if (question.type !== type) continue;
      const answer = { name: question.name, type, class: Packet.CLASS.IN, ttl: 1, address };
      response.answers.push(answer as (typeof response.answers)[number]);
    }
    void send(response);
  };
  const udp = dns2.createUDPServer(handle);
  udp.on('requestError', () => undefined);
  await udp.listen(0, '127.0.0.1');
  const { port } = udp.address();
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => udp.close(() => resolve())),
  };
}

export const endpointsPath = (companyId: string) => path(apiRoutes.listWebhookEndpoints.path, { id: companyId });
export const endpointPath = (companyId: string, endpointId: string) =>
  path(apiRoutes.updateWebhookEndpoint.path, { id: companyId, endpointId });

/** Adds an endpoint as `agent` (a test endpoint unless `body` says otherwise); answers it and its secret. */
export async function addEndpoint(
  agent: Agent,
  companyId: string,
  body: Partial<CreateWebhookEndpointRequest> & { url: string },
) {
  const response = await agent.post(endpointsPath(companyId), {
    eventTypes: ['member.invited'],
    mode: 'test',
    ...body,
  });
  if (response.status !== 201) throw new Error(`endpoint refused: ${response.status} ${JSON.stringify(response.body)}`);
  return create(response.body, WebhookSecretResponse);
}

export async function endpointsOf(agent: Agent, companyId: string) {
  const response = await agent.get(endpointsPath(companyId));
  if (response.status !== 200) throw new Error(`list refused: ${response.status}`);
  return create(response.body, WebhookEndpointListResponse).endpoints;
}

export async function deliveriesOf(agent: Agent, companyId: string, endpointId: string, query = '') {
  const response = await agent.get(
    `${path(apiRoutes.listWebhookDeliveries.path, { id: companyId, endpointId })}${query}`,
  );
  if (response.status !== 200) throw new Error(`deliveries refused: ${response.status}`);
  return create(response.body, WebhookDeliveryListResponse);
}

export async function deliveryOf(agent: Agent, companyId: string, endpointId: string, deliveryId: string) {
  const response = await agent.get(path(apiRoutes.getWebhookDelivery.path, { id: companyId, endpointId, deliveryId }));
  if (response.status !== 200) throw new Error(`delivery refused: ${response.status}`);
  return create(response.body, WebhookDeliveryDetail);
}

/** Signs in again (the clock moved past the session's life): a new agent. */
export async function signInAgain(
  api: Pick<TestApi, 'agent'>,
  user: { body: { username: string; password: string } },
): Promise<Agent> {
  const agent = api.agent();
  const login = await agent.post(apiRoutes.login.path, { username: user.body.username, password: user.body.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return agent;
}

/**
 * The `standardwebhooks` library's verification of a delivery with `secret`, at the server's
 * clock (tests move it ahead of the real time, and the library refuses a timestamp more than
 * five minutes from its own): the payload, or a throw.
 */
export function verifyDelivery(
  clock: Pick<Clock, 'now'>,
  secret: string,
  entry: { body: string; headers: Record<string, unknown> },
): unknown {
  vi.setSystemTime(clock.now());
  try {
    return new Webhook(secret).verify(entry.body, {
      'webhook-id': String(entry.headers['webhook-id']),
      'webhook-timestamp': String(entry.headers['webhook-timestamp']),
      'webhook-signature': String(entry.headers['webhook-signature']),
    });
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Waits until the server has logged `expected` attempts for an endpoint (the log is written just
 * after the answer): a clock moved before then would date the next attempt from the moved time.
 */
export async function attemptsLogged(
  api: Pick<TestApi, 'app'>,
  endpointId: string,
  expected: number,
  timeoutMs = 10_000,
): Promise<void> {
  const { db } = api.app.meridian.database;
  await eventually(
    async () =>
      (
        await db
          .select({ n: count() })
          .from(webhookAttempts)
          .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
          .where(eq(webhookDeliveries.endpointId, endpointId))
      )[0]!.n,
    (n) => n >= expected,
    timeoutMs,
  );
}

/**
 * A receiver of its own for each test: made by `make` and listening before the test starts
 * (`use` gets it), closed after the test.
 */
export function receiverEachTest<R extends { listen(): Promise<string>; close(): Promise<void> }>(
  make: () => R,
  use: (receiver: R) => void,
) {
  beforeEach(async () => {
    const receiver = make();
    await receiver.listen();
    use(receiver);
    return () => receiver.close();
  });
}

let guests = 0;
/** An address no account or invitation has yet. */
export const someone = () => `guest-${Date.now().toString(36)}-${(guests += 1)}@example.com`;
