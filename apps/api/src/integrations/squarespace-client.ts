/**
 * Squarespace's Commerce API, as Meridian calls it (the base URL from `SQUARESPACE_API_URL`):
 * - `GET /1.0/authorization/website`: the site the key belongs to (any valid key);
 * - `GET /1.0/commerce/products?cursor=`: the products and their variants (Products: read);
 * - `POST /1.0/commerce/orders` with `Idempotency-Key`: an order (Orders: read and write).
 * Every call sends `Authorization: Bearer <key>` and a `User-Agent` (Squarespace refuses calls
 * without one). A refused key answers 401; a key without the permission, 403; too many calls,
 * 429 with `Retry-After`. docs/decisions.md ("Squarespace") records what is assumed of it.
 */
const USER_AGENT = 'Meridian/1.0 (store integration)';
const TIMEOUT_MS = 10_000;

export interface SquarespaceMoney {
  currency: string;
  value: string;
}

export interface SquarespaceVariant {
  id: string;
  sku?: string | null;
  pricing?: { basePrice?: SquarespaceMoney; salePrice?: SquarespaceMoney; onSale?: boolean } | null;
  attributes?: Record<string, string> | null;
}

export interface SquarespaceProduct {
  id: string;
  type?: string;
  name?: string | null;
  url?: string | null;
  variants?: SquarespaceVariant[] | null;
  pricing?: SquarespaceVariant['pricing'];
}

export interface SquarespaceAnswer<T> {
  status: number;
  body: T | null;
  /** From `Retry-After` (seconds), on a 429 or 503. */
  retryAfterSeconds: number | null;
}

/** The seconds a `Retry-After` header asks for (delta-seconds or an HTTP date); null without one. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

export class SquarespaceClient {
  constructor(private readonly baseUrl: string) {}

  private async call<T>(
    key: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<SquarespaceAnswer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        'user-agent': USER_AGENT,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: T | null = null;
    try {
      parsed = text ? (JSON.parse(text) as T) : null;
    } catch {
      parsed = null;
    }
    return {
      status: response.status,
      body: parsed,
      retryAfterSeconds: retryAfterOf(response.headers.get('retry-after')),
    };
  }

  website(key: string) {
    return this.call<{ id?: string; url?: string; siteTitle?: string }>(key, 'GET', '/1.0/authorization/website');
  }

  products(key: string, cursor?: string) {
    const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
    return this.call<{
      products?: SquarespaceProduct[];
      pagination?: { hasNextPage?: boolean; nextPageCursor?: string | null };
    }>(key, 'GET', `/1.0/commerce/products${query}`);
  }

  createOrder(key: string, order: unknown, idempotencyKey: string) {
    return this.call<{ id?: string; orderNumber?: string | number }>(
      key,
      'POST',
      '/1.0/commerce/orders',
      order,
      idempotencyKey,
    );
  }
}
