import { describe, expect, it } from 'vitest';
import { currencyDigits, currencyName, dateTimeFormat, formatMoney, numberFormat } from './intlFormats';

describe('intlFormats', () => {
  it('makes a format once per locale and options, and formats as a new one would', () => {
    const usd = { style: 'currency', currency: 'USD' } as const;
    expect(numberFormat('en', usd)).toBe(numberFormat('en', { ...usd }));
    expect(numberFormat('es', usd)).not.toBe(numberFormat('en', usd));
    expect(numberFormat('pt', usd).format(1234.5)).toBe(new Intl.NumberFormat('pt', usd).format(1234.5));

    const day = { day: 'numeric', month: 'short', timeZone: 'Europe/Lisbon' } as const;
    const date = new Date('2026-03-29T23:30:00Z');
    expect(dateTimeFormat('fr', day)).toBe(dateTimeFormat('fr', { ...day }));
    expect(dateTimeFormat('fr', { ...day, timeZone: 'UTC' })).not.toBe(dateTimeFormat('fr', day));
    expect(dateTimeFormat('fr', day).format(date)).toBe(new Intl.DateTimeFormat('fr', day).format(date));
  });

  it('formats minor units of any currency in the viewer’s language, with the currency’s own digits', () => {
    const nbsp = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatMoney('es', 1250, 'EUR')).toBe(nbsp('12,50 €'));
    expect(formatMoney('fr', 1250, 'EUR')).toBe('12,50\u00a0€');
    expect(formatMoney('pt', 1250, 'BRL')).toBe(nbsp('R$ 12,50'));
    expect(formatMoney('en', 1250, 'JPY')).toBe('¥1,250');
    expect(formatMoney('en', 1250, 'USD')).toBe('$12.50');
    expect(formatMoney('es', 1250, 'USD')).toBe(nbsp('12,50 US$'));
    // Yen have no decimals in any language; a whole figure drops the cents of others.
    expect(formatMoney('pt', 1250, 'JPY')).toBe(nbsp('JP¥ 1.250'));
    expect(formatMoney('en', 10_000_00, 'USD', true)).toBe('$10,000');
    expect(formatMoney('en', -550, 'GBP')).toBe('-£5.50');
  });

  it('formats a currency Meridian does not price in (a provider’s fee) in Intl’s own digits', () => {
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney('en', 12_345, 'KWD')).toBe('KWD\u00a012.345');
    expect(formatMoney('en', 12_345, 'KRW')).toBe('₩12,345');
    expect(formatMoney('fr', 1250, 'SEK')).toBe('12,50\u00a0SEK');
  });

  it('names a currency as a sentence says an amount of it', () => {
    expect(currencyName('en', 'USD')).toBe('US dollars');
    expect(currencyName('es', 'JPY')).toBe('yenes japoneses');
    expect(currencyName('fr', 'EUR')).toBe('euros');
    expect(currencyName('pt', 'BRL')).toBe('reais brasileiros');
  });
});
