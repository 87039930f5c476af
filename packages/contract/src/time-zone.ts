// A workspace's time zone: the IANA name of a place (`Europe/Lisbon`, `America/New_York`,
// `UTC`), checked against the time zone database of the runtime (Intl). The dashboard counts
// its days, hours and months in it.
import { annotate, refineCodes } from './schema';
import { singleLineText } from './text';

/** The longest time zone name taken (the longest IANA names have about 30 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** The time zone of a workspace that names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** A name of the IANA database's shape: letters, digits, `_`, `-` and `+` in `/`-separated parts (no bare offsets). */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9][A-Za-z0-9_+-]*){0,2}$/;

/**
 * The canonical name of an IANA time zone (`us/pacific` gives `America/Los_Angeles`), or
 * undefined when the runtime does not know the name.
 */
export function canonicalTimeZone(value: string): string | undefined {
  const name = value.trim();
  if (name.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(name)) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A time zone as a client sends it: an IANA name the server knows (stored in its canonical form). */
export const TimeZoneName = annotate(
  refineCodes(singleLineText(), ['too_long', 'invalid'], (value) => {
    if (value.length > TIME_ZONE_MAX_LENGTH) {
      return [{ code: 'too_long', message: `Use at most ${TIME_ZONE_MAX_LENGTH} characters` }];
    }
    return canonicalTimeZone(value) === undefined
      ? [{ code: 'invalid', message: 'Choose a time zone such as Europe/Lisbon' }]
      : [];
  }),
  { maxLength: TIME_ZONE_MAX_LENGTH, examples: ['Europe/Lisbon', 'UTC'], description: 'An IANA time zone name' },
);
