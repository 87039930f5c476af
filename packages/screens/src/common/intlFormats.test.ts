import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

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
});
