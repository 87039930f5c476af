// The revenue periods' buckets in a time zone: local midnights and months, daylight saving time,
// half-hour offsets. Pure functions: no server.
import { describe, expect, it } from 'vitest';
import { instantOf, periodBuckets } from '../src/dashboard/periods';

const iso = (date: Date) => date.toISOString();

describe('the revenue buckets', () => {
  it('cut days at local midnight across a change of the clocks (a 23-hour day in Lisbon)', () => {
    const { current, previous } = periodBuckets('week', new Date('2026-04-01T12:00:00Z'), 'Europe/Lisbon');
    expect(current.map((bucket) => iso(bucket.start))).toEqual([
      '2026-03-26T00:00:00.000Z',
      '2026-03-27T00:00:00.000Z',
      '2026-03-28T00:00:00.000Z',
      '2026-03-29T00:00:00.000Z', // the clocks go forward at 01:00 that night
      '2026-03-29T23:00:00.000Z',
      '2026-03-30T23:00:00.000Z',
      '2026-03-31T23:00:00.000Z',
    ]);
    expect(current[3]!.end.getTime() - current[3]!.start.getTime()).toBe(23 * 3_600_000);
    expect(iso(current[6]!.end)).toBe('2026-04-01T12:00:00.000Z');
    // The week before, up to the same time of day (an hour later in UTC: winter time).
    expect(iso(previous[0]!.start)).toBe('2026-03-19T00:00:00.000Z');
    expect(iso(previous[6]!.end)).toBe('2026-03-25T13:00:00.000Z');
  });

  it('start the hours of a half-hour zone at its own hour', () => {
    const { current, previous } = periodBuckets('day', new Date('2026-06-15T10:40:00Z'), 'Asia/Kolkata');
    expect(current).toHaveLength(24);
    expect(iso(current[23]!.start)).toBe('2026-06-15T10:30:00.000Z'); // 16:00 in Kolkata
    expect(iso(current[0]!.start)).toBe('2026-06-14T11:30:00.000Z');
    expect(iso(previous[23]!.end)).toBe('2026-06-14T10:40:00.000Z');
  });

  it('cut months from the 1st, and set the 29th of February beside the 28th a year before', () => {
    const { current, previous } = periodBuckets('year', new Date('2028-02-29T18:00:00Z'), 'America/New_York');
    expect(iso(current[0]!.start)).toBe('2027-03-01T05:00:00.000Z');
    expect(iso(current[11]!.start)).toBe('2028-02-01T05:00:00.000Z');
    expect(iso(previous[11]!.start)).toBe('2027-02-01T05:00:00.000Z');
    expect(iso(previous[11]!.end)).toBe('2027-02-28T18:00:00.000Z');
    const month = periodBuckets('month', new Date('2028-02-29T18:00:00Z'), 'America/New_York');
    expect(month.current).toHaveLength(30);
    expect(iso(month.current[0]!.start)).toBe('2028-01-31T05:00:00.000Z');
  });

  it('read a time the clocks skip as the instant after the gap, and a repeated one as its first', () => {
    const wall = { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0, millisecond: 0 };
    expect(iso(instantOf(wall, 'America/New_York'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(instantOf({ ...wall, month: 11, day: 1, hour: 1 }, 'America/New_York'))).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Santiago's clocks skip midnight itself: the day starts at 01:00.
    expect(iso(instantOf({ ...wall, month: 9, day: 6, hour: 0, minute: 0 }, 'America/Santiago'))).toBe(
      '2026-09-06T04:00:00.000Z',
    );
  });
});
