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
