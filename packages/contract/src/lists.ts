// The one kind of list every list route answers (payments, unmatched payments, a link's
// payments, links, events): a page size and a cursor in the query string, and an answer of
// `{<items>, total, nextCursor}`. Pages follow a unique order (the sort, then the id), so items
// added meanwhile never make a page repeat or skip one; the cursor is opaque.
import { boolean, integer, string } from 'superstruct';
import { annotate, nullable, optional, refineCodes } from './schema';
import { singleLineText } from './text';

/** Items per page when the query gives no `limit`. */
export const PAGE_SIZE_DEFAULT = 20;
/** The most items a page holds. */
export const PAGE_SIZE_MAX = 100;
/** The longest cursor a list accepts. */
export const PAGE_CURSOR_MAX_LENGTH = 512;

/** A page size in the query string: `"1"` to `"100"`. */
export const PageSize = annotate(
  refineCodes(singleLineText(), ['invalid', 'out_of_range'], (value) => {
    if (!/^\d{1,3}$/.test(value)) return [{ code: 'invalid', message: 'Enter a whole number' }];
    const size = Number(value);
    return size >= 1 && size <= PAGE_SIZE_MAX
      ? []
      : [{ code: 'out_of_range', message: `Enter a number from 1 to ${PAGE_SIZE_MAX}` }];
  }),
  { pattern: '^\\d{1,3}$', description: `1 to ${PAGE_SIZE_MAX}; ${PAGE_SIZE_DEFAULT} by default` },
);

/** The query fields of every list: `limit`, and `cursor`, the `nextCursor` of the previous page. */
export const pageQueryFields = {
  limit: optional(PageSize),
  /** The `nextCursor` of the previous page. */
  cursor: optional(annotate(singleLineText(), { maxLength: PAGE_CURSOR_MAX_LENGTH })),
};

/**
 * The answer's fields beside its items: `total` counts every item the filters match,
 * `nextCursor` fetches the following page (null on the last one), and `hasMore` says whether
 * there is one.
 */
export const pageAnswerFields = {
  total: integer(),
  nextCursor: nullable(string()),
  hasMore: boolean(),
};

/** The page size a query asks for. */
export function pageSize(limit: string | undefined): number {
  return limit === undefined ? PAGE_SIZE_DEFAULT : Number(limit);
}
