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
import { create } from 'superstruct';
import type { Agent } from './harness';
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

  async close(): Promise<void> {
    for (const release of this.hanging) release();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
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

/** Adds an endpoint as `agent`; answers it and its secret. */
export async function addEndpoint(
  agent: Agent,
  companyId: string,
  body: Partial<CreateWebhookEndpointRequest> & { url: string },
) {
  const response = await agent.post(endpointsPath(companyId), { eventTypes: ['member.invited'], ...body });
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
