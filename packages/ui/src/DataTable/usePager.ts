import { useState } from 'react';
import type { CursorPaging } from '../Pagination';

export type DataTableState = 'error' | 'loading' | 'empty' | 'rows';

/**
 * The table's Previous/Next controls: one kind for every way of paging, with the range shown.
 * Undefined while there is nowhere to go.
 */
export function usePager({
  paging,
  pageCount,
  currentPage,
  pageSize,
  count,
  total,
  state,
  goToPage,
}: {
  /** The caller's cursor paging, used as it is. */
  paging: CursorPaging | undefined;
  pageCount: number;
  currentPage: number;
  pageSize: number;
  /** The rows on this page. */
  count: number;
  total: number | undefined;
  state: DataTableState;
  goToPage: (page: number) => void;
}): CursorPaging | undefined {
  const pager: CursorPaging | undefined =
    paging ??
    (pageCount > 1
      ? {
          page: currentPage,
          pageSize,
          count,
          total,
          hasNext: currentPage < pageCount,
          onNext: () => goToPage(currentPage + 1),
          onPrevious: () => goToPage(currentPage - 1),
        }
      : undefined);
  // Past the first page the controls stay while a page loads or if it came back empty, so the
  // way back is never lost; on the first page they show once there is somewhere to go, and stay
  // while the page they move to loads (the pressed button keeps the focus).
  const pagerWanted =
    pager !== undefined && state !== 'error' && (pager.page > 1 || (state === 'rows' && pager.hasNext));
  const [pagerShown, setPagerShown] = useState(pagerWanted);
  if (state !== 'loading' && pagerShown !== pagerWanted) setPagerShown(pagerWanted);
  const showPagination = pager !== undefined && (pagerWanted || (state === 'loading' && pagerShown));
  return showPagination ? pager : undefined;
}
