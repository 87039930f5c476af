// The sandbox's fixed rates through RateService.quote: every token of the contract in every
// pricing currency, direct where the sandbox has a market, else through US dollars.
import { convertMinor, CURRENCIES, TOKEN_SYMBOLS } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { RateService, RateUnavailableError, SANDBOX_USD_PER_UNIT, sandboxSource } from '../src/payments/rates';

const clock = { now: () => new Date('2026-03-01T12:00:00Z') };
const service = () => new RateService([sandboxSource()], clock);

describe('sandbox rates', () => {
  it('quote every token in every currency, labelled sandbox, with the fiat snapshot', async () => {
    const rates = service();
    for (const token of TOKEN_SYMBOLS) {
      for (const currency of CURRENCIES) {
        const quote = await rates.quote(token, currency);
        expect(quote, `${token}/${currency}`).toMatchObject({ token, currency, source: 'sandbox', sandbox: true });
        expect(quote.rate, `${token}/${currency}`).toMatch(/^\d+(\.\d{1,18})?$/);
        expect(quote.at).toEqual(clock.now());
        expect(quote.usdPerUnit).toEqual(SANDBOX_USD_PER_UNIT);
      }
    }
  });

  it('quote stablecoins at one in their own currency, and EURC in euros at the euro rate', async () => {
    const rates = service();
    for (const token of ['USDC', 'USDT', 'DAI']) expect((await rates.quote(token, 'USD')).rate).toBe('1');
    expect((await rates.quote('EURC', 'EUR')).rate).toBe('1');
    expect((await rates.quote('EURC', 'USD')).rate).toBe('1.08');
    expect((await rates.quote('USDC', 'EUR')).rate).toBe('0.925925925925925926'); // 1 / 1.08
  });

  it('go through US dollars where there is no direct quote, and price DEV as GLMR', async () => {
    const rates = service();
    expect((await rates.quote('GLMR', 'USD')).rate).toBe('0.25');
    expect((await rates.quote('GLMR', 'JPY')).rate).toBe('39.0625'); // 0.25 / 0.0064
    expect((await rates.quote('GLMR', 'BRL')).rate).toBe('1.388888888888888889'); // 0.25 / 0.18
    expect((await rates.quote('DEV', 'EUR')).rate).toBe((await rates.quote('GLMR', 'EUR')).rate);
    expect((await rates.quote('KSM', 'MXN')).rate).toBe('400');
    // A euro price converted with the snapshot agrees with the euro rate of a dollar stablecoin.
    const quote = await rates.quote('USDC', 'EUR');
    expect(convertMinor(10_000, 'USD', 'EUR', quote.usdPerUnit)).toBe(9259);
  });

  it('refuse a token it has no rate for, naming the pair', async () => {
    const error = await service()
      .quote('BTC', 'EUR')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateUnavailableError);
    expect((error as RateUnavailableError).pairing).toBe('BTC/EUR');
    expect((error as Error).message).toMatch(/^No exchange rate for BTC\/EUR: /);
  });

  it('keep answering the USD rate of a token for the exchange-rate route', async () => {
    expect(await service().rate('DEV', 'USD')).toMatchObject({ pairing: 'DEV/USD', rate: '0.25', sandbox: true });
  });
});
