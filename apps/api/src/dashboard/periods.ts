/**
 * The revenue periods' buckets, cut in the workspace's time zone. Every period is rolling and
 * ends now:
 * - `day`: the last 24 hours, 24 hourly buckets each starting at the hour (the last one is the
 *   hour under way);
 * - `week`: the last 7 days with today, one bucket a day from local midnight;
 * - `month`: the last 30 days with today, one bucket a day;
 * - `year`: the last 12 months with this one, one bucket a month from the 1st at midnight.
 * The last bucket ends now. The previous period is the same buckets shifted back by one period
 * (24 hours; 7 or 30 local days; 12 months): bucket i of the previous period pairs with bucket i
 * of the current one, so today so far is set beside the same day of last week up to the same
 * time of day.
 */
import type { RevenuePeriod } from '@meridian/contract';

/** A wall-clock time in a time zone (month 1 to 12). */
interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

export interface Bucket {
  start: Date;
  end: Date;
}

export interface PeriodBuckets {
  current: Bucket[];
  previous: Bucket[];
}

const HOUR = 60 * 60 * 1000;
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): LocalTime {
  const parts: Record<string, number> = {};
  for (const part of formatFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    millisecond: ((instant.getTime() % 1000) + 1000) % 1000,
  };
}

const asUtc = (local: LocalTime) =>
  Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second, local.millisecond);

/** How far the time zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  return asUtc(localTime(new Date(instant), timeZone)) - instant;
}

/**
 * The instant a wall-clock time names in a time zone. A time the clocks skip (a spring-forward
 * gap) gives the instant just after the gap; a time they repeat gives its first occurrence.
 */
export function instantOf(local: LocalTime, timeZone: string): Date {
  const wall = asUtc(local);
  const guess = wall - offsetAt(wall, timeZone);
  const settled = wall - offsetAt(guess, timeZone);
  // A repeated hour: the earlier of the two readings.
  const earlier = Math.min(guess, settled);
  return new Date(asUtc(localTime(new Date(earlier), timeZone)) === wall ? earlier : Math.max(guess, settled));
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same wall-clock time `days` days later (earlier when negative). */
function addDays(local: LocalTime, days: number): LocalTime {
  const date = new Date(Date.UTC(local.year, local.month - 1, local.day + days));
  return { ...local, year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same wall-clock time `months` months later, on the month's last day when it is shorter. */
function addMonths(local: LocalTime, months: number): LocalTime {
  const index = local.year * 12 + (local.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...local, year, month, day: Math.min(local.day, daysInMonth(year, month)) };
}

const midnight = (local: LocalTime): LocalTime => ({ ...local, hour: 0, minute: 0, second: 0, millisecond: 0 });

/** The buckets of a period ending at `now`, and those of the period before, in `timeZone`. */
export function periodBuckets(period: RevenuePeriod, now: Date, timeZone: string): PeriodBuckets {
  const local = localTime(now, timeZone);
  if (period === 'day') {
    // The hour under way started this many milliseconds ago (whatever the zone's offset).
    const hourStart = now.getTime() - (local.minute * 60 + local.second) * 1000 - local.millisecond;
    const current = Array.from({ length: 24 }, (_, index) => {
      const start = hourStart - (23 - index) * HOUR;
      return { start: new Date(start), end: new Date(index === 23 ? now.getTime() : start + HOUR) };
    });
    const previous = current.map(({ start, end }) => ({
      start: new Date(start.getTime() - 24 * HOUR),
      end: new Date(end.getTime() - 24 * HOUR),
    }));
    return { current, previous };
  }
  if (period === 'year') {
    const first = midnight({ ...local, day: 1 });
    const cut = (shift: number, end: LocalTime): Bucket[] =>
      Array.from({ length: 12 }, (_, index) => ({
        start: instantOf(addMonths(first, index - 11 + shift), timeZone),
        end: index === 11 ? instantOf(end, timeZone) : instantOf(addMonths(first, index - 10 + shift), timeZone),
      }));
    return { current: withEnd(cut(0, local), now), previous: cut(-12, addMonths(local, -12)) };
  }
  const days = period === 'week' ? 7 : 30;
  const today = midnight(local);
  const cut = (shift: number, end: LocalTime): Bucket[] =>
    Array.from({ length: days }, (_, index) => ({
      start: instantOf(addDays(today, index - (days - 1) + shift), timeZone),
      end:
        index === days - 1 ? instantOf(end, timeZone) : instantOf(addDays(today, index - (days - 2) + shift), timeZone),
    }));
  return { current: withEnd(cut(0, local), now), previous: cut(-days, addDays(local, -days)) };
}

/** The last bucket ends exactly now (its wall-clock reading may round a repeated hour). */
function withEnd(buckets: Bucket[], now: Date): Bucket[] {
  const last = buckets.at(-1);
  if (last) last.end = now;
  return buckets;
}
