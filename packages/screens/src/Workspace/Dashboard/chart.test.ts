import { describe, expect, it } from 'vitest';
import {
  bucketAxisLabel,
  bucketLabel,
  changeDirection,
  formatAmount,
  labelledBuckets,
  relativeChange,
  valueTicks,
} from './chart';

describe('valueTicks', () => {
  it('steps by round amounts up to the first one at or above the highest bar', () => {
    expect(valueTicks(123_456)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(valueTicks(1_000_000)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000]);
    expect(valueTicks(4_990)).toEqual([0, 2_000, 4_000, 6_000]);
  });

  it('never steps by less than a dollar, and draws $0 to $1 when there is nothing', () => {
    expect(valueTicks(150)).toEqual([0, 100, 200]);
    expect(valueTicks(0)).toEqual([0, 100]);
    expect(valueTicks(-5)).toEqual([0, 100]);
  });

  it('ends exactly on the maximum when it is round', () => {
    expect(valueTicks(20_000)).toEqual([0, 5_000, 10_000, 15_000, 20_000]);
  });
});

describe('relativeChange and changeDirection', () => {
  it('is the share gained or lost against the previous period', () => {
    expect(relativeChange(112, 100)).toBeCloseTo(0.12);
    expect(changeDirection(relativeChange(112, 100))).toBe('up');
    expect(relativeChange(50, 200)).toBeCloseTo(-0.75);
    expect(changeDirection(relativeChange(50, 200))).toBe('down');
  });

  it('says no change when both are nothing, or when the move rounds to 0%', () => {
    expect(relativeChange(0, 0)).toBe(0);
    expect(changeDirection(0)).toBe('flat');
    expect(changeDirection(relativeChange(1001, 1000))).toBe('flat');
  });

  it('has nothing to compare with after an empty period or without an average', () => {
    expect(relativeChange(500, 0)).toBeNull();
    expect(relativeChange(500, null)).toBeNull();
    expect(relativeChange(null, 500)).toBeNull();
    expect(changeDirection(null)).toBe('none');
  });
});

describe('bucket labels', () => {
  const start = new Date('2026-06-15T09:00:00Z');

  it('names the hour, weekday, day or month in the locale and the time zone', () => {
    expect(bucketAxisLabel('day', start, 'en', 'UTC')).toBe('9 AM');
    expect(bucketAxisLabel('day', start, 'fr', 'UTC')).toBe('09 h');
    expect(bucketAxisLabel('day', start, 'en', 'America/New_York')).toBe('5 AM');
    expect(bucketAxisLabel('week', start, 'en', 'UTC')).toBe('Mon');
    expect(bucketAxisLabel('week', start, 'es', 'UTC')).toBe('lun');
    expect(bucketAxisLabel('month', start, 'en', 'UTC')).toBe('Jun 15');
    expect(bucketAxisLabel('month', start, 'pt', 'UTC')).toBe('15 de jun.');
    expect(bucketAxisLabel('year', start, 'en', 'UTC')).toBe('Jun');
  });

  it('gives the table a full name of each bucket', () => {
    expect(bucketLabel('day', start, 'en', 'UTC')).toBe('Jun 15, 9:00 AM');
    expect(bucketLabel('week', start, 'en', 'UTC')).toBe('Mon, Jun 15');
    expect(bucketLabel('year', start, 'fr', 'UTC')).toBe('juin 2026');
    // Midnight in Tokyo is still the 14th in UTC.
    expect(bucketLabel('month', new Date('2026-06-14T15:00:00Z'), 'en', 'Asia/Tokyo')).toBe('Mon, Jun 15');
  });
});

describe('labelledBuckets', () => {
  it('labels every bucket that has room, and one in every few otherwise, always the latest', () => {
    expect(labelledBuckets(7, 700, 50)).toEqual([true, true, true, true, true, true, true]);
    const day = labelledBuckets(24, 600, 50);
    expect(day.filter(Boolean)).toHaveLength(12);
    expect(day.at(-1)).toBe(true);
    const narrow = labelledBuckets(30, 300, 50);
    expect(narrow.filter(Boolean).length).toBeLessThanOrEqual(6);
    expect(narrow.at(-1)).toBe(true);
    expect(labelledBuckets(0, 300, 50)).toEqual([]);
  });
});

describe('formatAmount', () => {
  it('formats cents as dollars, the axis in short', () => {
    expect(formatAmount(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatAmount(25_000, 'USD', 'en', true)).toBe('$250');
    expect(formatAmount(250, 'USD', 'en', true)).toBe('$2.50');
    expect(formatAmount(250_000, 'USD', 'en', true)).toBe('$2.5K');
    expect(formatAmount(123_456, 'USD', 'fr')).toBe('1\u202f234,56\u00a0$US');
  });

  it("formats another currency in its own digits, in the viewer's language", () => {
    expect(formatAmount(2500, 'EUR', 'es')).toBe('25,00\u00a0€');
    expect(formatAmount(2500, 'EUR', 'en')).toBe('€25.00');
    expect(formatAmount(1250, 'BRL', 'pt')).toBe('R$\u00a012,50');
    expect(formatAmount(1250, 'JPY', 'en')).toBe('¥1,250');
    expect(formatAmount(250, 'JPY', 'en', true)).toBe('¥250');
    expect(formatAmount(250_000, 'EUR', 'fr', true)).toBe('2,5\u00a0k\u00a0€');
  });
});
