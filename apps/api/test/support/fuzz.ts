// Generators of bad input that the fuzz tests share: the HTTP routes' (fuzz.test.ts) and the
// live channel's (live-fuzz.test.ts).
import fc from 'fast-check';

/** Text with what the text rule refuses, or what a parser may choke on. */
export const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u202Egpj',
    '\u200B\u200B',
    '\uD800',
    '\r\n',
    '%00',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'a\uDC00b',
    "'; DROP TABLE users; --",
    '😀'.repeat(50),
  ),
  fc.nat({ max: 3 }).map((n) => 'x'.repeat([300, 5_000, 70_000, 1_000_000][n] ?? 300)),
);

/** A path parameter that names nothing and carries what a key or a query must not: NUL, other controls. */
export const nulPath = fc.constantFrom('\u0000', 'a\u0000b', '%00', '\u0001', 'x\u007F', `${'a'.repeat(30)}\u0000`);

/** JSON nested deeper than any body needs: an array or an object `depth` levels down. */
export function deepJson(depth: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Values of the wrong type or shape. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER, [], {}),
  fc.double(),
  nastyText,
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 4 }),
  fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
  fc.nat({ max: 10 }).map((depth) => {
    let value: unknown = 'deep';
    for (let level = 0; level < depth * 100; level += 1) value = { a: value };
    return value;
  }),
);

/** Percent-encodes a path segment; a lone surrogate is sent as its (invalid) UTF-8 bytes. */
export function encodeSegment(value: string): string {
  let encoded = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}

/** Names every object has from its prototype: a lookup by a client's word must never find them. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'];

/** Text PostgreSQL refuses in text and jsonb (NUL), or that is no Unicode (lone surrogates). */
export const BROKEN_TEXT = ['\u0000', 'a\u0000b', '\uD800', 'a\uDC00b', '\uDBFF\uD800'];

/** Times a lenient parser takes that a database cannot store (year 0, past 9999 in UTC). */
export const EXTREME_TIMES = [
  '0000-01-01T00:00:00Z',
  '0000-01-01',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T23:59:59.999Z',
  '10000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
];

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const UUID = '0b6f1c36-6a9e-4c51-9d0b-9a3e2f1c0d11';

/**
 * Cursors no list gave: not base64, base64 of what is not JSON, JSON of other shapes, and of the
 * right shape with values out of range or of the wrong kind (year 0, a NUL, a lone surrogate
 * written as JSON escapes, numbers past any integer column, prototype names).
 */
export const CRAFTED_CURSORS: readonly string[] = [
  '!!!',
  '%00',
  'AAAA',
  'x'.repeat(512),
  base64url('not json'),
  ...[
    '{}',
    '[]',
    'null',
    '"x"',
    '1e400',
    '[1,2]',
    '[null,null]',
    '[{"__proto__":1},"x"]',
    '["__proto__","constructor"]',
    `["0000-01-01T00:00:00Z","${UUID}"]`,
    `["0000-01-01 00:00:00+00","${UUID}"]`,
    `["9999-12-31T23:59:59-14:00","${UUID}"]`,
    `["+275760-09-13T00:00:00Z","${UUID}"]`,
    `["2026-02-30T00:00:00Z","${UUID}"]`,
    '["2026-01-01T00:00:00Z","not a uuid"]',
    `["a\\u0000b","${UUID}"]`,
    `["\\ud800","${UUID}"]`,
    `["99999999999999999999999","${UUID}"]`,
    `[99999999999999999999999,"${UUID}"]`,
    `["-1","${UUID}"]`,
    '["1"]',
    '["1","2","3","4"]',
    `["2026-01-01T00:00:00Z","${UUID}","extra"]`,
  ].map(base64url),
];
