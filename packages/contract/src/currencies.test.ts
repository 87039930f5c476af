import { describe, expect, it } from 'vitest';
import { currencyDecimals } from './money';
import { CURRENCIES, CURRENCY_DIGITS, currencyForCountry, formatMinor, parseMinor } from './currencies';

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
});
