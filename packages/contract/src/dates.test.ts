import { describe, expect, it } from 'vitest';
import { isIsoDateTime } from './dates';

describe('isIsoDateTime', () => {
  it('takes real days and times, as clients and PostgreSQL write them', () => {
    for (const value of [
      '2026-11-01',
      '2026-11-01T10:30:00Z',
      '2026-11-01T10:30Z',
      '2026-11-01T10:30:00.123+02:00',
      '2026-11-01T10:30:00-0330',
      '2026-06-15 10:30:00.123456+00',
      '2024-02-29T00:00:00',
      '9999-12-31T23:59:59Z',
      '9999-12-31T23:59:59+14:00',
    ]) {
      expect(isIsoDateTime(value, { minYear: 2000 }), value).toBe(true);
    }
  });

  it('refuses impossible days, hours and offsets, and years the database cannot store', () => {
    for (const value of [
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '1999-12-31T23:59:59Z',
      '2000-01-01T00:00:00+01:00',
      '9999-12-31T23:59:59-14:00',
      '9999-12-31T23:00:00-01:00',
      '10000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
      '-000001-01-01',
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-11-01T24:00:00Z',
      '2026-11-01T25:61:00Z',
      '2026-11-01T10:00:00+99:99',
      '2026-11-01T10:00:00+15:00',
      '2026-11-01T10:00:60Z',
      '2026-11-01garbage',
      '',
    ]) {
      expect(isIsoDateTime(value, { minYear: 2000 }), value).toBe(false);
    }
    expect(isIsoDateTime('2026-11-01', { minYear: 2000, time: true })).toBe(false);
    expect(isIsoDateTime('0001-01-01 00:00:00+00', { minYear: 1 })).toBe(true);
    expect(isIsoDateTime('0001-01-01T00:00:00+01:00', { minYear: 1 })).toBe(false);
  });
});
