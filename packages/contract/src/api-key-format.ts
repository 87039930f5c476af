// The shape of an API key, checked the same way by the server and by any client: a prefix that
// names the mode (`mrd_test_`, `mrd_live_`), 37 random base62 characters, and a 6-character
// base62 CRC32 checksum of everything before it. A typo fails the checksum, so a client (or a
// secret scanner) can refuse it without a request, and the server without a database look-up.

/** Base62, digits first: the alphabet of the random part and of the checksum. */
export const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const API_KEY_MODES = ['test', 'live'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];

export const API_KEY_PREFIXES = { test: 'mrd_test_', live: 'mrd_live_' } as const satisfies Record<ApiKeyMode, string>;
export type ApiKeyPrefix = (typeof API_KEY_PREFIXES)[ApiKeyMode];

/** Random base62 characters after the prefix (37 of them: about 220 bits). */
export const API_KEY_RANDOM_LENGTH = 37;
/** Base62 characters of the CRC32 checksum (62^6 > 2^32). */
export const API_KEY_CHECKSUM_LENGTH = 6;
/** A whole key: the prefix (9), the random part and the checksum. */
export const API_KEY_LENGTH = 9 + API_KEY_RANDOM_LENGTH + API_KEY_CHECKSUM_LENGTH;

let crcTable: Uint32Array | undefined;

/** CRC-32 (IEEE 802.3, as zlib computes it) of a string's UTF-8 bytes. */
export function crc32(text: string): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A number in base62, left-padded with zeros to `width` characters. */
export function base62(value: number, width: number): string {
  let rest = value;
  let text = '';
  while (rest > 0) {
    text = (BASE62[rest % 62] ?? '0') + text;
    rest = Math.floor(rest / 62);
  }
  return text.padStart(width, '0');
}

/** The checksum of a key's prefix and random part. */
export function apiKeyChecksum(body: string): string {
  return base62(crc32(body), API_KEY_CHECKSUM_LENGTH);
}

const KEY_SHAPE = new RegExp(
  `^mrd_(test|live)_[0-9A-Za-z]{${API_KEY_RANDOM_LENGTH}}[0-9A-Za-z]{${API_KEY_CHECKSUM_LENGTH}}$`,
);

/**
 * The mode of a well-formed key (its prefix, length, alphabet and checksum hold), or null: a
 * typo, a truncated key or something that is not a Meridian key.
 */
export function apiKeyMode(key: string): ApiKeyMode | null {
  const match = KEY_SHAPE.exec(key);
  if (!match) return null;
  const body = key.slice(0, -API_KEY_CHECKSUM_LENGTH);
  if (apiKeyChecksum(body) !== key.slice(-API_KEY_CHECKSUM_LENGTH)) return null;
  return match[1] === 'live' ? 'live' : 'test';
}

/** Whether a string is a well-formed Meridian API key (prefix, length and checksum). */
export function isWellFormedApiKey(key: string): boolean {
  return apiKeyMode(key) !== null;
}

/** A key from its mode and random part (the server draws the random part). */
export function composeApiKey(mode: ApiKeyMode, random: string): string {
  const body = `${API_KEY_PREFIXES[mode]}${random}`;
  return `${body}${apiKeyChecksum(body)}`;
}
