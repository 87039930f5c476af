// Fake public tickers on loopback, answering as the real ones do (their public documentation):
// Kraken's `GET /0/public/Ticker?pair=GLMREUR` (HTTP 200 with a non-empty `error` array when it
// fails, the result keyed by Kraken's own name of the pair) and Coinbase's
// `GET /v2/prices/<BASE>-<CURRENCY>/spot` and `GET /v2/exchange-rates?currency=USD` (404 and 400
// JSON errors). What they answer is set by the test; `requests` lists what they were asked.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * `answer` as the API does; `slow` answers after `slowMs`; `down` answers 503; `failOnce` fails
 * the next request (503, or Kraken's `EService:Unavailable`) and answers after that; `malformed`
 * answers `malformedBody` with HTTP 200.
 */
export type TickerBehaviour = 'answer' | 'slow' | 'down' | 'failOnce' | 'malformed';

interface TickerState {
  behaviour: TickerBehaviour;
  requests: string[];
  slowMs: number;
  malformedBody: string;
}

type Send = (status: number, body: unknown) => void;

async function startTicker(state: TickerState, answer: (url: URL, send: Send, state: TickerState) => void) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    state.requests.push(request.url ?? '');
    const send: Send = (status, body) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (state.behaviour === 'malformed') return send(200, state.malformedBody);
    if (state.behaviour === 'slow') {
      setTimeout(() => answer(url, send, state), state.slowMs).unref();
      return;
    }
    answer(url, send, state);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function newState(): TickerState {
  return { behaviour: 'answer', requests: [], slowMs: 5000, malformedBody: '{}' };
}

/** Units of each pricing currency per US dollar, as the fakes' exchange rates of the dollar answer them. */
export const USD_RATES: Readonly<Record<string, string>> = {
  EUR: '0.92',
  GBP: '0.8',
  BRL: '5',
  MXN: '20',
  CAD: '1.25',
  AUD: '1.6',
  CHF: '0.8',
  JPY: '156.25',
};

/** Kraken's own names of the pairs it keeps under legacy codes. */
const KRAKEN_RESULT_KEYS: Record<string, string> = { USDTUSD: 'USDTZUSD', XBTUSD: 'XXBTZUSD' };

/** Kraken's public ticker: `prices` by the pair's request name (`GLMREUR`), last trade price. */
export async function startFakeKraken(prices: Record<string, string>) {
  const state = { ...newState(), prices };
  const ticker = await startTicker(state, (url, send, current) => {
    if (url.pathname !== '/0/public/Ticker') return send(404, { error: ['EGeneral:Unknown method'] });
    if (current.behaviour === 'down') return send(503, '<html><body>503 Service Unavailable</body></html>');
    if (current.behaviour === 'failOnce') {
      current.behaviour = 'answer';
      return send(200, { error: ['EService:Unavailable'] });
    }
    const pairs = (url.searchParams.get('pair') ?? '').split(',');
    const result: Record<string, unknown> = {};
    for (const pair of pairs) {
      const price = state.prices[pair];
      // One unknown pair fails the whole request, over HTTP 200.
      if (!price) return send(200, { error: ['EQuery:Unknown asset pair'] });
      result[KRAKEN_RESULT_KEYS[pair] ?? pair] = {
        a: [price, '1', '1.000'],
        b: [price, '1', '1.000'],
        c: [price, '12.50000000'],
        v: ['1000.0', '2000.0'],
        p: [price, price],
        t: [10, 20],
        l: [price, price],
        h: [price, price],
        o: price,
      };
    }
    send(200, { error: [], result });
  });
  return { url: ticker.origin, state, close: ticker.close };
}

/**
 * Coinbase's public prices and exchange rates: `prices` by pair (`GLMR-EUR`), `usdRates` the units
 * of each currency per US dollar.
 */
export async function startFakeCoinbase(prices: Record<string, string>, usdRates: Readonly<Record<string, string>>) {
  const state = { ...newState(), prices, usdRates };
  const ticker = await startTicker(state, (url, send, current) => {
    if (current.behaviour === 'down') return send(503, { errors: [{ id: 'internal_server_error', message: 'down' }] });
    if (current.behaviour === 'failOnce') {
      current.behaviour = 'answer';
      return send(503, { errors: [{ id: 'internal_server_error', message: 'try again' }] });
    }
    const spot = /^\/v2\/prices\/([A-Z0-9]+)-([A-Z]+)\/spot$/.exec(url.pathname);
    if (spot) {
      const amount = state.prices[`${spot[1]}-${spot[2]}`];
      if (!amount) return send(404, { errors: [{ id: 'not_found', message: 'Invalid currency pair' }] });
      return send(200, { data: { amount, base: spot[1], currency: spot[2] } });
    }
    if (url.pathname === '/v2/exchange-rates') {
      const currency = url.searchParams.get('currency') ?? 'USD';
      if (currency !== 'USD') {
        return send(400, { errors: [{ id: 'invalid_request', message: `Invalid currency (${currency})` }] });
      }
      return send(200, { data: { currency, rates: { ...state.usdRates, USD: '1.0' } } });
    }
    send(404, { errors: [{ id: 'not_found', message: 'Not found' }] });
  });
  return { url: `${ticker.origin}/v2`, state, close: ticker.close };
}
