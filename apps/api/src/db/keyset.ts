/**
 * Keyset pages, the one way every list route pages (docs/contributing.md, "A read path"): a page
 * starts strictly after the last row of the previous one in the list's unique order, never at
 * an OFFSET. The cursor is opaque to clients: the last row's key values (its sort value, then
 * its id), JSON in base64url. A cursor that does not decode into the list's key answers 422
 * VALIDATION_FAILED on `cursor`, never a server error.
 */
import { isIsoDateTime, isUuid, textRuleProblem } from '@meridian/contract';
import { ApiError } from '../http/errors';

/** The SQL type of a key column, and how its value is checked when a cursor brings it back. */
export type KeyKind = 'timestamptz' | 'uuid' | 'bigint' | 'xid8' | 'text';

/**
 * What a cursor's value must be to reach the database as its kind: a real time from year 1 to
 * 9999 (ISO 8601 or as PostgreSQL writes it), a uuid, an integer of at most 18 digits, a 64-bit
 * transaction id, or text without NUL, other control characters or lone surrogates (which
 * PostgreSQL refuses).
 */
const VALID: Record<KeyKind, (value: string) => boolean> = {
  timestamptz: (value) => isIsoDateTime(value, { minYear: 1, time: true }),
  uuid: isUuid,
  bigint: (value) => /^\d{1,18}$/.test(value),
  // A 64-bit transaction id: at most 20 digits, within an unsigned 64-bit integer.
  xid8: (value) => /^\d{1,20}$/.test(value) && BigInt(value) < 2n ** 64n,
  text: (value) => value.length <= 400 && textRuleProblem(value, 'password') === null,
};

/** The 422 of a cursor that does not come from this list. */
export function invalidCursor(): ApiError {
  const message = 'This cursor does not come from this list; start again';
  return new ApiError('VALIDATION_FAILED', { message, details: [{ field: 'cursor', code: 'invalid', message }] });
}

/** The cursor of a page that ends at a row with these key values. */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The key values a cursor carries, checked against the list's key kinds; 422 when they do not fit. */
export function decodeCursor(cursor: string, kinds: readonly KeyKind[]): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== kinds.length) throw invalidCursor();
  return kinds.map((kind, index) => {
    const value: unknown = parsed[index];
    if (typeof value !== 'string' || !VALID[kind](value)) throw invalidCursor();
    return value;
  });
}

/**
 * The condition that starts a page after the cursor's row: `(created_at, id) < ($5::timestamptz,
 * $6::uuid)` for a list newest first (`desc`), `>` for one in ascending order. `parameter` adds a
 * value to the statement and answers its placeholder.
 */
export function keysetPredicate(
  columns: readonly string[],
  kinds: readonly KeyKind[],
  values: readonly string[],
  order: 'asc' | 'desc',
  parameter: (value: unknown) => string,
): string {
  const placeholders = values.map((value, index) => `${parameter(value)}::${kinds[index]}`);
  return `(${columns.join(', ')}) ${order === 'asc' ? '>' : '<'} (${placeholders.join(', ')})`;
}

/**
 * A page of rows beside the count of all the rows of `from` that `matching` names: `total` on
 * every row of `rows`, and on the one row of nulls a page past the end answers.
 */
export function pageWithTotal(from: string, matching: string, rows: string): string {
  return `SELECT t.total, r.*
    FROM (SELECT count(*)::int AS total FROM ${from} WHERE ${matching}) t
    LEFT JOIN LATERAL (${rows}) r ON true`;
}

/**
 * The page of `limit` rows out of the `limit + 1` a statement read, and the cursor of the next
 * page when the extra row shows there is one (`key` gives a row's key values).
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  key: (row: Row) => readonly string[],
): { page: Row[]; nextCursor: string | null; hasMore: boolean } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last !== undefined ? encodeCursor(key(last)) : null;
  return { page, nextCursor, hasMore: nextCursor !== null };
}

/** The row counts a page's statement may read (see `readSize`). */
const READ_SIZES = [11, 21, 51, 101] as const;

/**
 * How many rows a page's statement reads for a page of `rows` (its size, plus one when the
 * statement tells whether another page follows): the smallest of a few fixed counts that holds
 * them, written into the statement's text (`LIMIT 21`, the statement's name saying it), never
 * passed as a parameter; the page drops the rows it does not use. With its LIMIT a parameter,
 * PostgreSQL costs a statement's generic plan for a tenth of the table, finds it dearer than a
 * plan made for the values, and plans the statement again on every call (for a payments list,
 * as long as it takes to run it); with the count in its text, the statement is planned once
 * per connection. The few counts keep the statements few (per set of filters, at most four).
 */
export function readSize(rows: number): number {
  const size = READ_SIZES.find((count) => count >= rows);
  if (size === undefined) throw new Error(`No statement reads a page of ${rows} rows`);
  return size;
}
