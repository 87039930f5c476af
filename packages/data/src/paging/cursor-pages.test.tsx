import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CursorBook, useCursorPages, type CursorPosition } from './cursor-pages';

const answer = (nextCursor: string | null) => ({ total: 45, nextCursor });

describe('the cursors of the pages seen', () => {
  it('opens a page already passed with its cursor, and page 1 with none', () => {
    const book = new CursorBook();
    book.remember('v', 2, 'c2');
    book.remember('v', 3, 'c3');
    expect(book.pageAt('v', 3)).toEqual({ page: 3, cursor: 'c3' });
    expect(book.pageAt('v', 2)).toEqual({ page: 2, cursor: 'c2' });
    expect(book.pageAt('v', 1)).toEqual({ page: 1 });
  });

  it('falls back to the nearest page before that it knows', () => {
    const book = new CursorBook();
    book.remember('v', 2, 'c2');
    expect(book.pageAt('v', 5)).toEqual({ page: 2, cursor: 'c2' });
  });

  it('keeps each view’s cursors apart, and ignores page 1 and missing cursors', () => {
    const book = new CursorBook();
    book.remember('a', 2, 'a2');
    book.remember('b', 2, 'b2');
    book.remember('a', 1, 'x');
    book.remember('a', 3, undefined);
    expect(book.pageAt('a', 3)).toEqual({ page: 2, cursor: 'a2' });
    expect(book.pageAt('b', 2)).toEqual({ page: 2, cursor: 'b2' });
  });
});

describe('useCursorPages', () => {
  it('goes forward with each page’s next cursor and back through the cursors it came through', () => {
    const book = new CursorBook();
    const { result } = renderHook(() => useCursorPages('links', { book, pageSize: 20 }));
    expect(result.current.query).toEqual({ limit: '20' });
    expect(result.current.paging(answer('c2'), 20)).toMatchObject({ page: 1, count: 20, total: 45, hasNext: true });

    act(() => result.current.paging(answer('c2'), 20).onNext());
    expect(result.current.page).toBe(2);
    expect(result.current.query).toEqual({ limit: '20', cursor: 'c2' });

    act(() => result.current.paging(answer('c3'), 20).onNext());
    expect(result.current.query).toEqual({ limit: '20', cursor: 'c3' });
    // The last page: no next cursor, so nowhere to go.
    const last = result.current.paging(answer(null), 5);
    expect(last).toMatchObject({ page: 3, count: 5, hasNext: false });
    act(() => last.onNext());
    expect(result.current.page).toBe(3);

    act(() => result.current.paging(answer(null), 5).onPrevious());
    expect(result.current).toMatchObject({ page: 2, cursor: 'c2' });
    act(() => result.current.paging(answer('c3'), 20).onPrevious());
    expect(result.current).toMatchObject({ page: 1, cursor: undefined });
    expect(result.current.query).toEqual({ limit: '20' });
    // Nothing before the first page.
    act(() => result.current.paging(answer('c2'), 20).onPrevious());
    expect(result.current.page).toBe(1);
  });

  it('says nothing of a page that is still loading but keeps the way back', () => {
    const book = new CursorBook();
    const { result } = renderHook(() => useCursorPages('links', { book }));
    act(() => result.current.paging(answer('c2'), 20).onNext());
    expect(result.current.paging(undefined, 0)).toMatchObject({ page: 2, count: 0, hasNext: false });
    expect(result.current.paging(undefined, 0).total).toBeUndefined();
  });

  it('starts again on page 1 when the view changes (other filters)', () => {
    const book = new CursorBook();
    const { result, rerender } = renderHook(({ view }) => useCursorPages(view, { book }), {
      initialProps: { view: 'links?type=static' },
    });
    act(() => result.current.paging(answer('c2'), 20).onNext());
    expect(result.current.page).toBe(2);
    rerender({ view: 'links?type=donation' });
    expect(result.current).toMatchObject({ page: 1, cursor: undefined });
  });

  it('follows a position kept by the caller (the address) and reports each move', () => {
    const book = new CursorBook();
    const onMove = vi.fn<(position: CursorPosition) => void>();
    const { result, rerender } = renderHook(
      ({ position }) => useCursorPages('unmatched', { book, position, onMove, pageSize: 10 }),
      { initialProps: { position: { page: 2, cursor: 'c2' } as CursorPosition } },
    );
    expect(result.current.query).toEqual({ limit: '10', cursor: 'c2' });
    act(() => result.current.paging(answer('c3'), 10).onNext());
    expect(onMove).toHaveBeenLastCalledWith({ page: 3, cursor: 'c3' });
    rerender({ position: { page: 3, cursor: 'c3' } });
    act(() => result.current.paging(answer(null), 10).onPrevious());
    expect(onMove).toHaveBeenLastCalledWith({ page: 2, cursor: 'c2' });
    // A page number without its cursor (an edited address) is the first page.
    rerender({ position: { page: 4 } });
    expect(result.current.page).toBe(1);
  });

  it('goes back from a page opened by its address alone to the nearest page it knows', () => {
    const book = new CursorBook();
    const onMove = vi.fn<(position: CursorPosition) => void>();
    const { result } = renderHook(() => useCursorPages('links', { book, position: { page: 3, cursor: 'c3' }, onMove }));
    act(() => result.current.paging(answer(null), 5).onPrevious());
    expect(onMove).toHaveBeenLastCalledWith({ page: 1 });
  });
});
