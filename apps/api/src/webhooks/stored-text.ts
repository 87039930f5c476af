/**
 * What the delivery log keeps of a receiver's answer (and of a failure's message) is text that
 * PostgreSQL always takes: a receiver chooses those bytes, and a row the database refuses would
 * stop the attempt from being recorded. So: valid UTF-8 (invalid sequences and lone surrogates
 * become U+FFFD), no NUL (a `text` value cannot hold one), and at most a given number of bytes,
 * cut between characters.
 */

/** A surrogate without its pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/g;

/** `text` as stored: NUL dropped, lone surrogates replaced, at most `maxBytes` of UTF-8. */
export function storableText(text: string, maxBytes: number): string {
  const clean = text.replace(LONE_SURROGATE, '\uFFFD').replace(NUL, '');
  const bytes = Buffer.from(clean, 'utf8');
  return bytes.length <= maxBytes ? clean : bytes.subarray(0, boundary(bytes, maxBytes)).toString('utf8');
}

/** The first bytes of an answer as stored text: decoded as UTF-8 (invalid sequences replaced), then `storableText`. */
export function storableBytes(bytes: Buffer, maxBytes: number): string {
  const head = bytes.length <= maxBytes ? bytes : bytes.subarray(0, boundary(bytes, maxBytes));
  return storableText(head.toString('utf8'), maxBytes);
}

/** The largest length up to `limit` that does not cut a UTF-8 character of `bytes` (longer than `limit`) in two. */
function boundary(bytes: Buffer, limit: number): number {
  let end = limit;
  // Back over continuation bytes (10xxxxxx) to the first byte of the character crossing the limit.
  while (end > 0 && limit - end < 3 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return end;
}
