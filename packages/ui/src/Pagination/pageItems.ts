export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/**
 * The page buttons to show: the first and last page, the current page with `siblings` pages
 * either side, and an ellipsis for each gap of more than one page. The number of items stays
 * the same on every page (7 with one sibling), so the controls never shift under the pointer.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const boundary = 1;
  const startPages = range(1, Math.min(boundary, pageCount));
  const endPages = range(Math.max(pageCount - boundary + 1, boundary + 1), pageCount);
  const siblingsStart = Math.max(Math.min(page - siblings, pageCount - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    (endPages[0] ?? pageCount + 1) - 2,
  );
  const before: PageItem[] =
    siblingsStart > boundary + 2 ? ['start-ellipsis'] : boundary + 1 < pageCount - boundary ? [boundary + 1] : [];
  const after: PageItem[] =
    siblingsEnd < pageCount - boundary - 1
      ? ['end-ellipsis']
      : pageCount - boundary > boundary
        ? [pageCount - boundary]
        : [];
  return [...startPages, ...before, ...range(siblingsStart, siblingsEnd), ...after, ...endPages];
}
