// The API configured with the public tickers (EXCHANGE_RATE_URL=kraken=…,coinbase=…) over HTTP:
// the exchange-rate route answers Kraken's price, Coinbase's when Kraken fails, and refuses a
// stale rate when both fail.
import { apiRoutes, ExchangeRate } from '@meridian/contract';
import { create } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minutes, startApi, type TestApi } from './support/harness';
import { startFakeCoinbase, startFakeKraken } from './support/rate-servers';
import { errorOf } from './support/workspaces';

let kraken: Awaited<ReturnType<typeof startFakeKraken>>;
let coinbase: Awaited<ReturnType<typeof startFakeCoinbase>>;
let api: TestApi;
beforeAll(async () => {
  kraken = await startFakeKraken({ GLMRUSD: '0.24800000' });
  coinbase = await startFakeCoinbase({ 'GLMR-USD': '0.25' }, { EUR: '0.92' });
  api = await startApi({ EXCHANGE_RATE_URL: `kraken=${kraken.url},coinbase=${coinbase.url}` });
});
afterAll(async () => {
  await api?.close();
  await kraken?.close();
  await coinbase?.close();
});

const rateOf = async (pairing: string) => {
  const response = await api.agent().get(`${apiRoutes.exchangeRate.path}?pairing=${encodeURIComponent(pairing)}`);
  return { status: response.status, body: response.body as unknown };
};

describe('exchange rates from the public tickers', () => {
  it('answer Kraken’s price, then Coinbase’s while Kraken fails, then refuse once both are stale', async () => {
    const first = await rateOf('DEV/USD');
    expect(first.status).toBe(200);
    expect(create(first.body, ExchangeRate)).toMatchObject({ pairing: 'DEV/USD', rate: '0.248', sandbox: false });
    expect(kraken.state.requests).toEqual(['/0/public/Ticker?pair=GLMRUSD']);

    kraken.state.behaviour = 'down';
    api.clock.advance(minutes(2));
    const fallback = await rateOf('DEV/USD');
    expect(create(fallback.body, ExchangeRate)).toMatchObject({ rate: '0.25', sandbox: false });
    expect(coinbase.state.requests).toContain('/v2/prices/GLMR-USD/spot');

    coinbase.state.behaviour = 'down';
    api.clock.advance(minutes(9));
    expect(create((await rateOf('DEV/USD')).body, ExchangeRate).rate).toBe('0.25');
    api.clock.advance(minutes(1));
    const stale = await rateOf('DEV/USD');
    expect(stale.status).toBe(503);
    expect(errorOf(stale.body).code).toBe('RATE_UNAVAILABLE');
  });
});
