import { useState } from 'react';

/** Where a list paged by cursor stands: the page (from 1) and the cursor that opens it (none on page 1). */
export interface CursorPosition {
  page: number;
  cursor?: string;
}

/** What a page of such a list answers besides its items: how many match, and the next page's cursor. */
export interface CursorPageAnswer {
  total: number;
  nextCursor: string | null;
}

/**
 * What a screen shows of a list paged by cursor: the range ("21–40 of 134") and Previous and
 * Next, offered only where there is somewhere to go (the shape of `CursorPaging` in `@meridian/ui`).
 */
export interface CursorPaging {
  page: number;
  pageSize: number;
  /** Items on the page shown; 0 while it loads. */
  count: number;
  total?: number;
  hasNext: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /** The page is loading (no answer yet). */
  isLoading: boolean;
}

/**
 * The cursors of the pages seen, by view (a list with its filters and order): the API pages
 * forward only, each page's `nextCursor` opening the next, so going back takes the cursor kept
 * when that page was reached. A page reached from an address alone (a reload, a shared link)
 * knows only its own cursor: going back from it lands on the nearest page before it that is known,
 * page 1 at worst.
 */
export class CursorBook {
  private readonly views = new Map<string, Map<number, string>>();

  /** Notes that `page` of the view opens with `cursor` (page 1 needs none). */
  remember(view: string, page: number, cursor: string | undefined): void {
    if (page <= 1 || !cursor) return;
    let pages = this.views.get(view);
    if (!pages) {
      pages = new Map();
      this.views.set(view, pages);
    }
    pages.set(page, cursor);
  }

  /** The page to show when `page` is asked for: that page when its cursor is known, else the nearest known before it. */
  pageAt(view: string, page: number): CursorPosition {
    const pages = this.views.get(view);
    for (let candidate = page; candidate > 1; candidate--) {
      const cursor = pages?.get(candidate);
      if (cursor) return { page: candidate, cursor };
    }
    return { page: 1 };
  }
}

/** The tab's one book: a list's pages survive a visit to a form and back. */
export const cursorBook = new CursorBook();

export interface CursorPagesOptions {
  /** Items per page, sent as `limit`. Default 20. */
  pageSize?: number;
  /**
   * The position, when the caller keeps it (in the page's address); `onMove` then receives each
   * move. Without it the hook keeps the position itself, back to page 1 whenever `view` changes.
   */
  position?: CursorPosition;
  onMove?: (position: CursorPosition) => void;
  /** Where the cursors are kept. Default: the tab's book. */
  book?: CursorBook;
}

const firstPage: CursorPosition = { page: 1 };

/**
 * Pages through a list that the API serves by cursor, keeping the cursors it came through.
 * `view` names the list with its filters and order (and its workspace): a new view starts on
 * page 1. Send `query` with the list's request, then hand `paging(answer, count)` to its screen.
 *
 * ```ts
 * const pages = useCursorPages(`link-payments:${companyId}:${linkId}`);
 * const payments = useLinkPayments(companyId, linkId, pages.query);
 * <LinkPayments paging={pages.paging(payments.data, payments.data?.payments.length ?? 0)} />
 * ```
 */
export function useCursorPages(view: string, options: CursorPagesOptions = {}) {
  const { pageSize = 20, position: given, onMove, book = cursorBook } = options;
  const [own, setOwn] = useState<{ view: string; position: CursorPosition }>({ view, position: firstPage });
  const raw = given ?? (own.view === view ? own.position : firstPage);
  // A page past the first means nothing without the cursor that opens it.
  const position: CursorPosition = raw.page > 1 && raw.cursor ? raw : firstPage;
  book.remember(view, position.page, position.cursor);

  const move = (to: CursorPosition) => {
    if (onMove) onMove(to);
    else setOwn({ view, position: to });
  };

  return {
    page: position.page,
    cursor: position.cursor,
    /** The request's paging: `limit`, and the `cursor` past the first page. */
    query: { limit: String(pageSize), ...(position.cursor ? { cursor: position.cursor } : {}) },
    /** Back to the first page (the caller changed the filters). */
    reset: () => move(firstPage),
    /** What the screen shows for the page loaded (`answer` undefined while it loads). */
    paging(answer: CursorPageAnswer | undefined, count: number): CursorPaging {
      const nextCursor = answer?.nextCursor ?? null;
      return {
        page: position.page,
        pageSize,
        count: answer ? count : 0,
        ...(answer ? { total: answer.total } : {}),
        hasNext: nextCursor !== null,
        isLoading: answer === undefined,
        onNext: () => {
          if (nextCursor === null) return;
          book.remember(view, position.page + 1, nextCursor);
          move({ page: position.page + 1, cursor: nextCursor });
        },
        onPrevious: () => {
          if (position.page > 1) move(book.pageAt(view, position.page - 1));
        },
      };
    },
  };
}

export type CursorPages = ReturnType<typeof useCursorPages>;
