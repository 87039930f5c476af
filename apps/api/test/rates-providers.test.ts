// The production rate sources (Kraken's public ticker, Coinbase's prices and exchange rates)
// through RateService.quote, against fake tickers on loopback: real HTTP, the real source code.
import { CURRENCIES, type Currency } from '@meridian/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coinbaseSource, krakenSource } from '../src/payments/rate-sources';
import { RateService, RateUnavailableError, type RateTimings } from '../src/payments/rates';
import { startFakeCoinbase, startFakeKraken, USD_RATES } from './support/rate-servers';

/** What the quote's snapshot holds: US dollars per unit, the inverse of the fake's `USD_RATES`. */
const USD_PER_UNIT: Record<Currency, string> = {
  USD: '1',
  EUR: '1.086956521739130435',
  GBP: '1.25',
  BRL: '0.2',
  MXN: '0.05',
  CAD: '0.8',
  AUD: '0.625',
  CHF: '1.25',
  JPY: '0.0064',
};
/** GLMR at $0.25 on Coinbase, in every currency. */
const COINBASE_GLMR: Record<Currency, string> = {
  USD: '0.25',
  EUR: '0.23',
  GBP: '0.2',
  BRL: '1.25',
  MXN: '5',
  CAD: '0.3125',
  AUD: '0.4',
  CHF: '0.2',
  JPY: '39.0625',
};
const KRAKEN_PRICES = {
  GLMRUSD: '0.24800000',
  GLMREUR: '0.22900000',
  USDTUSD: '0.99980000',
  USDCUSD: '1.00010000',
  EURCEUR: '0.99950000',
  DOTUSD: '4.4100',
};

let kraken: Awaited<ReturnType<typeof startFakeKraken>>;
let coinbase: Awaited<ReturnType<typeof startFakeCoinbase>>;
beforeAll(async () => {
  kraken = await startFakeKraken({ ...KRAKEN_PRICES });
  coinbase = await startFakeCoinbase(
    Object.fromEntries(Object.entries(COINBASE_GLMR).map(([currency, price]) => [`GLMR-${currency}`, price])),
    USD_RATES,
  );
});
afterAll(async () => {
  await kraken?.close();
  await coinbase?.close();
});
beforeEach(() => {
  for (const fake of [kraken, coinbase]) {
    fake.state.behaviour = 'answer';
    fake.state.requests.length = 0;
  }
});

/** A clock the test moves. */
function testClock() {
  let now = Date.parse('2026-03-01T12:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}
const MINUTE = 60_000;
/** Shorter waits than production's (2 s a request, 5 s in all), so a slow source is given up on quickly. */
const FAST: Partial<RateTimings> = { sourceTimeoutMs: 1000, budgetMs: 3000 };

function service(options: { sources?: 'both' | 'kraken' | 'coinbase'; timings?: Partial<RateTimings> } = {}) {
  const clock = testClock();
  const sources = {
    both: [krakenSource(kraken.url), coinbaseSource(coinbase.url)],
    kraken: [krakenSource(kraken.url), coinbaseSource(`${coinbase.url}/nothing-here`)],
    coinbase: [coinbaseSource(coinbase.url)],
  }[options.sources ?? 'both'];
  return { rates: new RateService(sources, clock, { retryDelayMs: 10, ...options.timings }), clock };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('it answered a rate'),
    (error: unknown) => error,
  );

describe('public ticker rates', () => {
  it('quote a token in every currency: Kraken where it has the market, Coinbase for the rest', async () => {
    const { rates, clock } = service();
    for (const currency of CURRENCIES) {
      const quote = await rates.quote('GLMR', currency);
      const expected =
        currency === 'USD'
          ? ['0.248', 'kraken']
          : currency === 'EUR'
            ? ['0.229', 'kraken']
            : [COINBASE_GLMR[currency], 'coinbase'];
      expect([quote.rate, quote.source], currency).toEqual(expected);
      expect(quote).toMatchObject({
        token: 'GLMR',
        currency,
        sandbox: false,
        at: clock.now(),
        usdPerUnit: USD_PER_UNIT,
      });
    }
    // The fiat snapshot was asked once, and each pair once.
    expect(coinbase.state.requests.filter((url) => url.includes('exchange-rates'))).toEqual([
      '/v2/exchange-rates?currency=USD',
    ]);
    expect(kraken.state.requests).toEqual(['/0/public/Ticker?pair=GLMRUSD', '/0/public/Ticker?pair=GLMREUR']);
  });

  it('quote stablecoins directly in their own currency, read under Kraken’s own pair names, and DEV as GLMR', async () => {
    const { rates } = service();
    expect((await rates.quote('USDT', 'USD')).rate).toBe('0.9998'); // answered under USDTZUSD
    expect((await rates.quote('EURC', 'EUR')).rate).toBe('0.9995');
    expect(await rates.quote('DEV', 'EUR')).toMatchObject({ token: 'DEV', rate: '0.229', source: 'kraken' });
  });

  it('go through US dollars where no source has a market for the pair', async () => {
    const { rates } = service();
    // Kraken lists no DOT/BRL, Coinbase answers 404 for DOT-BRL: $4.41 at $0.20 per real.
    expect(await rates.quote('DOT', 'BRL')).toMatchObject({ rate: '22.05', source: 'kraken' });
    expect((await rates.quote('DOT', 'JPY')).rate).toBe('689.0625');
    // That there is no market is kept a minute, as a price is.
    expect((await rates.quote('DOT', 'BRL')).rate).toBe('22.05');
    expect(coinbase.state.requests.filter((url) => url === '/v2/prices/DOT-BRL/spot')).toHaveLength(1);
  });

  it('fall back to the next source when one fails, and say which answered', async () => {
    const { rates } = service();
    kraken.state.behaviour = 'down';
    expect(await rates.quote('GLMR', 'EUR')).toMatchObject({ rate: '0.23', source: 'coinbase' });
    // A pair Kraken does not know fails there over HTTP 200, and is not asked twice.
    const other = service();
    kraken.state.behaviour = 'answer';
    kraken.state.requests.length = 0;
    delete kraken.state.prices.GLMRUSD;
    try {
      expect(await other.rates.quote('GLMR', 'USD')).toMatchObject({ rate: '0.25', source: 'coinbase' });
      expect(kraken.state.requests).toEqual(['/0/public/Ticker?pair=GLMRUSD']);
    } finally {
      kraken.state.prices.GLMRUSD = KRAKEN_PRICES.GLMRUSD;
    }
  });

  it('retry a source once after a quick failure, not after a refusal', async () => {
    const { rates } = service();
    kraken.state.behaviour = 'failOnce'; // EService:Unavailable, then the price
    expect(await rates.quote('GLMR', 'USD')).toMatchObject({ rate: '0.248', source: 'kraken' });
    expect(kraken.state.requests).toHaveLength(2);
    coinbase.state.behaviour = 'failOnce'; // 503, then the rates
    expect((await rates.quote('GLMR', 'GBP')).rate).toBe('0.2');
    expect(coinbase.state.requests.filter((url) => url.includes('GLMR-GBP'))).toHaveLength(2);
    // Coinbase's 404 for a pair it has no price for is an answer, not a failure to try again.
    await rates.quote('DOT', 'BRL');
    expect(coinbase.state.requests.filter((url) => url.includes('DOT-BRL'))).toHaveLength(1);
  });

  it('give up on a slow source within its time and ask the next', async () => {
    const { rates } = service({ timings: FAST });
    kraken.state.behaviour = 'slow';
    const started = Date.now();
    expect(await rates.quote('GLMR', 'EUR')).toMatchObject({ rate: '0.23', source: 'coinbase' });
    expect(Date.now() - started).toBeLessThan(FAST.budgetMs!);
    // Slow everywhere: unavailable within the budget, not when the sources answer.
    coinbase.state.behaviour = 'slow';
    const slow = service({ timings: FAST });
    const before = Date.now();
    const error = await failure(slow.rates.quote('GLMR', 'USD'));
    expect(error).toBeInstanceOf(RateUnavailableError);
    expect((error as Error).message).toMatch(/no answer within \d+ ms/);
    expect(Date.now() - before).toBeLessThan(FAST.budgetMs! + 1000);
  });

  it('share one request between concurrent quotes and keep the answer a minute', async () => {
    const { rates, clock } = service();
    await Promise.all([rates.quote('GLMR', 'USD'), rates.quote('GLMR', 'USD'), rates.quote('DEV', 'USD')]);
    expect(kraken.state.requests).toHaveLength(1);
    clock.advance(MINUTE - 1);
    await rates.quote('GLMR', 'USD');
    expect(kraken.state.requests).toHaveLength(1);
    clock.advance(1);
    await rates.quote('GLMR', 'USD');
    expect(kraken.state.requests).toHaveLength(2);
  });

  it('serve the last rate while every source fails, until it is 10 minutes old, then name the pair', async () => {
    const { rates, clock } = service();
    const fresh = await rates.quote('GLMR', 'EUR');
    kraken.state.behaviour = 'down';
    coinbase.state.behaviour = 'down';
    clock.advance(9 * MINUTE);
    expect(await rates.quote('GLMR', 'EUR')).toEqual(fresh);
    clock.advance(MINUTE);
    const error = await failure(rates.quote('GLMR', 'EUR'));
    expect(error).toBeInstanceOf(RateUnavailableError);
    expect(error).toMatchObject({ pairing: 'GLMR/EUR' });
    expect((error as Error).message).toMatch(/^No exchange rate for GLMR\/EUR: /);
    expect((error as Error).message).toMatch(/coinbase: answered 503/);
    // The sources answer again: a fresh rate.
    kraken.state.behaviour = 'answer';
    coinbase.state.behaviour = 'answer';
    expect((await rates.quote('GLMR', 'EUR')).at).toEqual(clock.now());
  });

  it('never take a malformed answer for a rate', async () => {
    const malformed = [
      '<html>Cloudflare</html>',
      '{"error":[],"result":{"GLMRUSD":{"c":["NaN","1"]}}}',
      '{"error":[],"result":{"GLMRUSD":{"c":["-0.25","1"]}}}',
      '{"error":[],"result":{"GLMRUSD":{"c":["0","1"]}}}',
      '{"error":[],"result":{"GLMRUSD":{"c":["2.5e-1","1"]}}}',
      '{"error":[],"result":{"GLMRUSD":{"c":[0.25,"1"]}}}',
      '{"error":[],"result":{}}',
      '{"result":{"GLMRUSD":{"c":["0.25","1"]}}}',
      '{"error":[],"result":{"GLMRUSD":{"c":["0.25"]},"GLMREUR":{"c":["0.23"]}}}',
      '{"data":{"amount":"0.25"}}',
    ];
    for (const body of malformed) {
      kraken.state.behaviour = 'malformed';
      kraken.state.malformedBody = body;
      coinbase.state.behaviour = 'down';
      const error = await failure(
        service()
          .rates.quote('GLMR', 'USD')
          .then((quote) => quote.rate),
      );
      expect(error, body).toBeInstanceOf(RateUnavailableError);
      // With Coinbase up, its rate is taken instead.
      coinbase.state.behaviour = 'answer';
      expect((await service().rates.quote('GLMR', 'USD')).source, body).toBe('coinbase');
    }
    // A fiat snapshot without one of the nine currencies, or with a rate that is not a number.
    kraken.state.behaviour = 'answer';
    for (const rates of [
      { ...USD_RATES, BRL: undefined },
      { ...USD_RATES, JPY: '0' },
      { ...USD_RATES, MXN: 'abc' },
    ]) {
      coinbase.state.usdRates = rates as Record<string, string>;
      const error = await failure(service().rates.quote('GLMR', 'USD'));
      expect(error, JSON.stringify(rates)).toBeInstanceOf(RateUnavailableError);
      expect((error as Error).message).toMatch(/US dollar rate for (BRL|JPY|MXN)/);
    }
    coinbase.state.usdRates = USD_RATES;
  });
});
