// Dates and times a client writes in a query string, a body or a page's cursor (a filter's day,
// a `since`): one rule, so that nothing a parser takes reaches the database as a day that does
// not exist or a year it cannot store.

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2})(?::?(\d{2}))?(?::\d{2})?)?)?$/;

/**
 * Whether `value` is a real day (`2026-11-01`) or time (`2026-11-01T10:30:00Z`, `…+02:00`, as
 * PostgreSQL writes one, `2026-11-01 10:30:00.123456+00`, or with no offset, read as UTC) whose
 * year, as written and in UTC, is from `minYear` to 9999: a day that does not exist
 * (`2026-02-30`), an hour, a minute or an offset out of range, year 0000 or a time past 9999 in
 * UTC (`9999-12-31T23:59:59-14:00`) is refused. With `time`, a time of day is required.
 */
export function isIsoDateTime(value: string, options: { minYear: number; time?: boolean }): boolean {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((index) => Number(match[index] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < options.minYear || year > 9999) return false;
  if (options.time && match[4] === undefined) return false;
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  const [offsetHours, offsetMinutes] = [Number(match[9] ?? 0), Number(match[10] ?? 0)];
  if (offsetHours > 14 || offsetMinutes > 59) return false;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  const offset = (match[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  date.setUTCHours(hour, minute - offset, second);
  const utcYear = date.getUTCFullYear();
  return utcYear >= options.minYear && utcYear <= 9999;
}
