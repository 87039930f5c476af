// A fake Transak on loopback, answering as its public documentation describes: the Partner
// Access Token, the widget URL, the lists (crypto currencies, countries, fiat currencies and their
// payment options), the fee quote and an order. It records what it was asked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TRANSAK_KEY = 'transak-test-api-key';
export const FAKE_TRANSAK_SECRET = 'transak-test-api-secret';

export interface FakeTransak {
  url: string;
  /** The Partner Access Token it issues (its webhooks are signed with it). */
  accessToken: string;
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  orders: Map<string, Record<string, unknown>>;
  /** Answers every call with this status instead, while set. */
  failWith: number | null;
  close(): Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export async function startFakeTransak(): Promise<FakeTransak> {
  const fake: Omit<FakeTransak, 'url' | 'close'> = {
    accessToken: 'partner-access-token-0123456789abcdef',
    requests: [],
    orders: new Map(),
    failWith: null,
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      fake.requests.push({ method: request.method ?? '', path: url.pathname, headers: request.headers, body });
      if (fake.failWith) return json(response, fake.failWith, { error: 'down' });
      const authorised = request.headers['access-token'] === fake.accessToken;
      if (request.method === 'POST' && url.pathname === '/partners/api/v2/refresh-token') {
        if (
          request.headers['api-secret'] !== FAKE_TRANSAK_SECRET ||
          (body as { apiKey?: string }).apiKey !== FAKE_TRANSAK_KEY
        )
          return json(response, 401, { error: 'bad secret' });
        return json(response, 200, {
          data: { accessToken: fake.accessToken, expiresAt: Math.floor(Date.now() / 1000) + 7 * 86_400 },
        });
      }
      if (request.method === 'POST' && url.pathname === '/api/v2/auth/session') {
        if (!authorised) return json(response, 401, { error: 'no token' });
        return json(response, 200, { data: { widgetUrl: 'https://global.transak.com/?sessionId=fake-session-1' } });
      }
      if (url.pathname === '/api/v2/currencies/crypto-currencies')
        return json(response, 200, {
          response: [
            { symbol: 'GLMR', isAllowed: true, network: { name: 'moonbeam' } },
            { symbol: 'DOT', isAllowed: true, network: { name: 'polkadot' } },
            { symbol: 'KSM', isAllowed: true, network: { name: 'kusama' } },
            { symbol: 'USDC', isAllowed: true, network: { name: 'ethereum' } },
          ],
        });
      if (url.pathname === '/api/v2/countries')
        return json(response, 200, {
          response: [
            { alpha2: 'PT', name: 'Portugal', isAllowed: true },
            { alpha2: 'BR', name: 'Brazil', isAllowed: true },
            { alpha2: 'US', name: 'United States', isAllowed: true },
            { alpha2: 'KP', name: 'North Korea', isAllowed: false },
          ],
        });
      if (url.pathname === '/api/v2/currencies/fiat-currencies')
        return json(response, 200, {
          response: [
            {
              symbol: 'EUR',
              supportingCountries: ['PT'],
              paymentOptions: [
                { id: 'credit_debit_card', isActive: true },
                { id: 'sepa_bank_transfer', isActive: true },
              ],
            },
            { symbol: 'BRL', supportingCountries: ['BR'], paymentOptions: [{ id: 'pm_pix', isActive: true }] },
            {
              symbol: 'USD',
              supportingCountries: ['US', 'KP'],
              paymentOptions: [
                { id: 'credit_debit_card', isActive: true },
                { id: 'pm_us_wire_bank_transfer', isActive: false },
              ],
            },
          ],
        });
      if (url.pathname === '/api/v1/pricing/public/quotes') {
        const fiat = Number(url.searchParams.get('cryptoAmount')) * 0.25;
        const fee = url.searchParams.get('paymentMethod') === 'credit_debit_card' ? 1.99 : 0.5;
        return json(response, 200, { response: { fiatAmount: fiat + fee, totalFee: fee } });
      }
      const order = /^\/partners\/api\/v2\/order\/([^/]+)$/.exec(url.pathname);
      if (order) {
        if (!authorised) return json(response, 401, { error: 'no token' });
        const found = fake.orders.get(decodeURIComponent(order[1]!));
        return found ? json(response, 200, { data: found }) : json(response, 404, { error: 'no order' });
      }
      json(response, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
