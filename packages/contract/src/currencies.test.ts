import { describe, expect, it } from 'vitest';
import { currencyDecimals } from './money';
import { convertMinor, CURRENCIES, CURRENCY_DIGITS, formatMinor, parseMinor, type Currency } from './currencies';
import { currencyForCountry } from './currency-countries';

describe('currencies', () => {
  it('keeps each currency’s minor-unit digits as ISO 4217 gives them', () => {
    for (const currency of CURRENCIES) expect(CURRENCY_DIGITS[currency]).toBe(currencyDecimals(currency));
  });

  it('reads a decimal string in the currency’s own digits, and writes it back', () => {
    expect(parseMinor('12.5', 'EUR')).toBe(1250);
    expect(parseMinor('12.50', 'EUR')).toBe(1250);
    expect(parseMinor('1250', 'JPY')).toBe(1250);
    expect(parseMinor('12.5', 'JPY')).toBeNull();
    expect(parseMinor('12.505', 'USD')).toBeNull();
    expect(parseMinor('-1', 'USD')).toBeNull();
    expect(parseMinor('1e3', 'USD')).toBeNull();
    expect(formatMinor(1250, 'EUR')).toBe('12.50');
    expect(formatMinor(5, 'GBP')).toBe('0.05');
    expect(formatMinor(1250, 'JPY')).toBe('1250');
    expect(formatMinor(-1005, 'BRL')).toBe('-10.05');
  });

  it('starts a workspace in its country’s currency, and in US dollars elsewhere', () => {
    expect(currencyForCountry('ES')).toBe('EUR');
    expect(currencyForCountry('FR')).toBe('EUR');
    expect(currencyForCountry('PT')).toBe('EUR');
    expect(currencyForCountry('BR')).toBe('BRL');
    expect(currencyForCountry('MX')).toBe('MXN');
    expect(currencyForCountry('JP')).toBe('JPY');
    expect(currencyForCountry('GB')).toBe('GBP');
    expect(currencyForCountry('CH')).toBe('CHF');
    expect(currencyForCountry('AR')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });

  describe('convertMinor', () => {
    const usdPerUnit: Record<Currency, string> = {
      USD: '1',
      EUR: '1.08',
      GBP: '1.27',
      BRL: '0.18',
      MXN: '0.05',
      CAD: '0.72',
      AUD: '0.65',
      CHF: '1.12',
      JPY: '0.0064',
    };

    it('leaves an amount in its own currency unchanged, whatever the snapshot says', () => {
      for (const currency of CURRENCIES) expect(convertMinor(1250, currency, currency, usdPerUnit)).toBe(1250);
      expect(convertMinor(7, 'JPY', 'JPY', {})).toBe(7);
    });

    it('converts through US dollars between the currencies’ own minor units', () => {
      expect(convertMinor(1000, 'EUR', 'USD', usdPerUnit)).toBe(1080); // €10.00 is $10.80
      expect(convertMinor(1080, 'USD', 'EUR', usdPerUnit)).toBe(1000);
      expect(convertMinor(1000, 'USD', 'JPY', usdPerUnit)).toBe(1563); // $10 is ¥1562.5, half up
      expect(convertMinor(1563, 'JPY', 'USD', usdPerUnit)).toBe(1000); // ¥1563 is $10.0032
      expect(convertMinor(1, 'JPY', 'EUR', usdPerUnit)).toBe(1); // ¥1 is €0.0059…
      expect(convertMinor(2500, 'EUR', 'JPY', usdPerUnit)).toBe(4219); // €25 is ¥4218.75
      expect(convertMinor(2500, 'EUR', 'BRL', usdPerUnit)).toBe(15000);
    });

    it('rounds half up in exact decimals, never through floating point', () => {
      // In floating point 100 × 1.005 is 100.49999…, which would round down.
      expect(convertMinor(100, 'USD', 'EUR', { USD: '1.005', EUR: '1' })).toBe(101);
      expect(convertMinor(1, 'USD', 'EUR', { USD: '1', EUR: '2' })).toBe(1); // 0.5 cents rounds up
      expect(convertMinor(1, 'USD', 'EUR', { USD: '1', EUR: '2.000000000000000001' })).toBe(0);
      expect(convertMinor(-1, 'USD', 'EUR', { USD: '1', EUR: '2' })).toBe(-1);
      expect(convertMinor(9_000_000_000_000, 'USD', 'JPY', { USD: '1', JPY: '1' })).toBe(90_000_000_000);
    });

    it('refuses a snapshot without the currency, or with a rate that is not a positive decimal', () => {
      expect(() => convertMinor(100, 'USD', 'EUR', { USD: '1' })).toThrow(/USD per EUR/);
      expect(() => convertMinor(100, 'USD', 'EUR', { USD: '1', EUR: '0' })).toThrow(RangeError);
      expect(() => convertMinor(100, 'USD', 'EUR', { USD: '1', EUR: '1e3' })).toThrow(RangeError);
      expect(() => convertMinor(1.5, 'USD', 'EUR', usdPerUnit)).toThrow(RangeError);
      expect(() => convertMinor(Number.MAX_SAFE_INTEGER, 'JPY', 'USD', { USD: '0.0001', JPY: '1' })).toThrow(
        /too large/,
      );
    });
  });
});
