/** Paging for the list screens' stories: the second page of 134 items, and a play that checks it. */
import type { CursorPaging } from '@meridian/ui';
import { expect, fn, userEvent, within } from 'storybook/test';

/** Page `page` of `total` items showing `count` of them, `pageSize` a page, with a next page unless it is the last. */
export function storyPaging({
  page = 2,
  count = 20,
  total = 134,
  pageSize = 20,
}: Partial<Pick<CursorPaging, 'page' | 'count' | 'pageSize'>> & { total?: number } = {}): CursorPaging {
  return {
    page,
    pageSize,
    count,
    total,
    hasNext: (page - 1) * pageSize + count < total,
    onNext: fn(),
    onPrevious: fn(),
  };
}

/**
 * Checks a paged list's controls: a navigation landmark with the range, Previous and Next both
 * enabled, each calling back once. Found by role and position: stories run in every locale.
 */
export async function playPaging(canvasElement: HTMLElement, paging: CursorPaging | undefined, range: RegExp) {
  const nav = within(canvasElement).getByRole('navigation');
  await expect(within(nav).getByRole('status')).toHaveTextContent(range);
  const [previous, next] = within(nav).getAllByRole('button');
  await expect(previous).toBeEnabled();
  await expect(next).toBeEnabled();
  // From the keyboard, so that no pointer is left hovering a button in the screenshot.
  next!.focus();
  await userEvent.keyboard('{Enter}');
  previous!.focus();
  await userEvent.keyboard('{Enter}');
  await expect(paging?.onNext).toHaveBeenCalledOnce();
  await expect(paging?.onPrevious).toHaveBeenCalledOnce();
  previous!.blur();
}
