// A fake of Squarespace's Commerce API on loopback, for the API tests and the end-to-end suite
// (SQUARESPACE_API_URL points the API at it). It answers as Squarespace does for what Meridian
// calls: the key's website, the products (two a page, with a cursor), and order creation with
// an Idempotency-Key; keys carry their permissions, can be revoked (401), lack one (403), and
// requests can be throttled (429 with Retry-After).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeKey {
  products: boolean;
  orders: boolean;
  revoked?: boolean;
}

export interface FakeVariant {
  id: string;
  sku: string;
  pricing: {
    basePrice: { currency: string; value: string };
    salePrice?: { currency: string; value: string };
    onSale: boolean;
  };
  attributes: Record<string, string>;
}

export interface FakeProduct {
  id: string;
  type: 'PHYSICAL' | 'SERVICE' | 'DIGITAL';
  name: string;
  url: string;
  variants: FakeVariant[];
}

export interface ReceivedOrder {
  idempotencyKey: string;
  body: Record<string, unknown>;
  id: string;
  orderNumber: string;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  userAgent: string | undefined;
  idempotencyKey: string | undefined;
}

export const SITE = { id: 'site-lumen', url: 'https://lumen-coffee.squarespace.com', siteTitle: 'Lumen Coffee' };

export function variant(
  id: string,
  value: string,
  attributes: Record<string, string> = {},
  currency = 'USD',
): FakeVariant {
  return { id, sku: `SKU-${id}`, pricing: { basePrice: { currency, value }, onSale: false }, attributes };
}

/** Two products, one with two variants, and a third in euros: four variants in all. */
export function sampleProducts(): FakeProduct[] {
  return [
    {
      id: 'prod-beans',
      type: 'PHYSICAL',
      name: 'House blend beans',
      url: '/shop/p/house-blend',
      variants: [
        variant('var-beans-250', '12.50', { Size: '250 g' }),
        variant('var-beans-1k', '39.00', { Size: '1 kg' }),
      ],
    },
    {
      id: 'prod-mug',
      type: 'PHYSICAL',
      name: 'Enamel mug',
      url: '/shop/p/mug',
      variants: [variant('var-mug', '18.00')],
    },
    {
      id: 'prod-grinder',
      type: 'PHYSICAL',
      name: 'Hand grinder',
      url: '/shop/p/grinder',
      variants: [variant('var-grinder', '89.00', {}, 'SEK')],
    },
  ];
}

export class FakeSquarespace {
  url = '';
  readonly keys = new Map<string, FakeKey>();
  products: FakeProduct[] = sampleProducts();
  readonly orders: ReceivedOrder[] = [];
  readonly requests: ReceivedRequest[] = [];
  /** The next `count` requests to paths starting with `prefix` answer 429 with `Retry-After: retryAfter`. */
  throttle: { count: number; retryAfter: string; prefix: string } | null = null;
  pageSize = 2;
  private server = createServer((request, response) => {
    this.handle(request, response).catch(() => {
      response.statusCode = 500;
      response.end();
    });
  });

  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Clears what was received and the throttle; keys and products stay. */
  reset(): void {
    this.orders.length = 0;
    this.requests.length = 0;
    this.throttle = null;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    this.requests.push({
      method: request.method ?? 'GET',
      path: url.pathname + url.search,
      authorization: header('authorization'),
      userAgent: header('user-agent'),
      idempotencyKey: header('idempotency-key'),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/health') return send(200, { ok: true });
    if (!header('user-agent')) return send(400, { type: 'INVALID_REQUEST_ERROR', message: 'User-Agent is required' });
    if (this.throttle && this.throttle.count > 0 && url.pathname.startsWith(this.throttle.prefix)) {
      this.throttle.count -= 1;
      return send(
        429,
        { type: 'RATE_LIMITED', message: 'Too many requests' },
        { 'retry-after': this.throttle.retryAfter },
      );
    }
    const bearer = /^Bearer (.+)$/.exec(header('authorization') ?? '')?.[1];
    const key = bearer ? this.keys.get(bearer) : undefined;
    if (!key || key.revoked) return send(401, { type: 'AUTHORIZATION_ERROR', message: 'Invalid API key' });

    if (request.method === 'GET' && url.pathname === '/1.0/authorization/website') return send(200, SITE);

    if (request.method === 'GET' && url.pathname === '/1.0/commerce/products') {
      if (!key.products) return send(403, { type: 'FORBIDDEN', message: 'Missing permission: Products' });
      const start = Number(url.searchParams.get('cursor') ?? '0');
      const page = this.products.slice(start, start + this.pageSize);
      const next = start + this.pageSize < this.products.length ? String(start + this.pageSize) : null;
      return send(200, { products: page, pagination: { hasNextPage: next !== null, nextPageCursor: next } });
    }

    if (request.method === 'POST' && url.pathname === '/1.0/commerce/orders') {
      if (!key.orders) return send(403, { type: 'FORBIDDEN', message: 'Missing permission: Orders' });
      const idempotencyKey = header('idempotency-key');
      if (!idempotencyKey || !/^[\w-]{1,64}$/.test(idempotencyKey)) {
        return send(400, { type: 'INVALID_REQUEST_ERROR', message: 'Idempotency-Key is required' });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { type: 'INVALID_REQUEST_ERROR', message: 'Malformed JSON' });
      }
      const lines = Array.isArray(body.lineItems) ? (body.lineItems as Array<Record<string, unknown>>) : [];
      const variants = new Set(this.products.flatMap((product) => product.variants.map((v) => v.id)));
      if (lines.length === 0 || !lines.every((line) => variants.has(String(line.variantId))) || !body.grandTotal) {
        return send(400, { type: 'INVALID_REQUEST_ERROR', message: 'Invalid order' });
      }
      const seen = this.orders.find((order) => order.idempotencyKey === idempotencyKey);
      if (seen) return send(201, { id: seen.id, orderNumber: seen.orderNumber });
      const order = {
        idempotencyKey,
        body,
        id: `order-${this.orders.length + 1}`,
        orderNumber: String(1000 + this.orders.length + 1),
      };
      this.orders.push(order);
      return send(201, { id: order.id, orderNumber: order.orderNumber });
    }
    return send(404, { type: 'NOT_FOUND', message: 'Not found' });
  }
}

export async function startFakeSquarespace(port = 0): Promise<FakeSquarespace> {
  const fake = new FakeSquarespace();
  await fake.listen(port);
  return fake;
}
