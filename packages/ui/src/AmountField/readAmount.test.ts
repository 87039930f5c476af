import { describe, expect, it } from 'vitest';
import { readAmount } from './readAmount';

describe('readAmount', () => {
  it('reads English amounts, and refuses a comma that cannot group thousands rather than multiply', () => {
    expect(readAmount('12,50', 'en')).toBeNull();
    expect(readAmount('1,25', 'en')).toBeNull();
    expect(readAmount('1,250.00', 'en')).toBe(1250);
    expect(readAmount('$1,250.50', 'en')).toBe(1250.5);
    expect(readAmount('1,250', 'en')).toBe(1250);
    expect(readAmount('1,250,000', 'en')).toBe(1_250_000);
    expect(readAmount('12.50', 'en')).toBe(12.5);
    expect(readAmount('12.5', 'en')).toBe(12.5);
    expect(readAmount(' 49 ', 'en')).toBe(49);
    expect(readAmount('USD 49.90', 'en')).toBe(49.9);
    // A dot and three digits are a thousands group elsewhere: not taken as 1.25.
    expect(readAmount('1.250', 'en')).toBeNull();
    expect(readAmount('12,5,0', 'en')).toBeNull();
    expect(readAmount('1,2500.00', 'en')).toBeNull();
  });

  it('reads Spanish amounts: the comma is the decimal mark, the dot groups thousands', () => {
    expect(readAmount('12,50', 'es')).toBe(12.5);
    expect(readAmount('1.250,00', 'es')).toBe(1250);
    expect(readAmount('1.250', 'es')).toBe(1250);
    expect(readAmount('12,50\u00a0US$', 'es')).toBe(12.5);
    expect(readAmount('12.50', 'es')).toBeNull();
    expect(readAmount('1,250.00', 'es')).toBeNull();
  });

  it('reads French amounts: a comma, and spaces between thousands', () => {
    expect(readAmount('12,50', 'fr')).toBe(12.5);
    expect(readAmount('1\u202f250,00', 'fr')).toBe(1250);
    expect(readAmount('1 250,00 $US', 'fr')).toBe(1250);
    expect(readAmount('1250', 'fr')).toBe(1250);
    // The dot is no French grouping mark: with two decimals after it, it can only be the decimal mark.
    expect(readAmount('12.50', 'fr')).toBe(12.5);
    expect(readAmount('1.250', 'fr')).toBeNull();
    expect(readAmount('1 25,00', 'fr')).toBeNull();
  });

  it('reads Portuguese amounts like Spanish ones', () => {
    expect(readAmount('12,50', 'pt')).toBe(12.5);
    expect(readAmount('US$ 1.250,00', 'pt')).toBe(1250);
    expect(readAmount('12.50', 'pt')).toBeNull();
  });

  it('says empty for nothing, and refuses what is not an amount', () => {
    expect(readAmount('', 'en')).toBeNaN();
    expect(readAmount('   ', 'fr')).toBeNaN();
    expect(readAmount('$', 'en')).toBeNull();
    expect(readAmount('-5', 'en')).toBeNull();
    expect(readAmount('ten', 'en')).toBeNull();
    expect(readAmount('12,', 'es')).toBeNull();
    expect(readAmount('1e3', 'en')).toBeNull();
  });

  it('reads amounts in the currency’s own digits: whole yen, two decimals for reais', () => {
    expect(readAmount('1,250', 'en', 'JPY')).toBe(1250);
    expect(readAmount('¥1,250', 'en', 'JPY')).toBe(1250);
    expect(readAmount('1.250', 'es', 'JPY')).toBe(1250);
    expect(readAmount('12.5', 'en', 'JPY')).toBeNull();
    expect(readAmount('12,5', 'pt', 'JPY')).toBeNull();
    expect(readAmount('R$ 12,50', 'pt', 'BRL')).toBe(12.5);
    expect(readAmount('12,505', 'pt', 'BRL')).toBeNull();
  });
});
