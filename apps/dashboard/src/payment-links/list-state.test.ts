import { describe, expect, it } from 'vitest';
import { CursorBook, listQuery, listSearch, readListState, viewKey, type LinkListState } from './list-state';

const read = (search: string) => readListState(new URLSearchParams(search));
const defaults = { type: 'all', status: 'notArchived', environment: 'all', search: '' } as const;

describe('the payment links list in the address', () => {
  it('reads the first page of active and disabled links, newest first, from a bare address', () => {
    expect(read('')).toEqual({ filters: defaults, page: 1 });
    expect(listSearch(read(''))).toBe('');
    expect(listQuery(read(''))).toEqual({ limit: '20' });
  });

  it('round-trips filters, order and page through the query string', () => {
    const state: LinkListState = {
      filters: { type: 'donation', status: 'archived', environment: 'live', search: 'gala' },
      sort: { column: 'amount', order: 'desc' },
      page: 3,
      cursor: 'abc',
    };
    const search = listSearch(state);
    expect(search).toBe(
      'type=donation&status=archived&environment=live&q=gala&sort=amount&order=desc&page=3&cursor=abc',
    );
    expect(read(search)).toEqual(state);
  });

  it('asks the API for exactly the filters set, the order, the page size and the cursor', () => {
    expect(listQuery(read('status=archived&q=%20gala%20&sort=name&page=2&cursor=c2'), 50)).toEqual({
      status: 'archived',
      search: 'gala',
      sort: 'name',
      order: 'asc',
      limit: '50',
      cursor: 'c2',
    });
  });

  it('leaves values it does not know at their defaults', () => {
    expect(read('type=gift&status=deleted&environment=prod&sort=colour&order=up&page=-2&cursor=x')).toEqual({
      filters: defaults,
      page: 1,
    });
    // A page past the first means nothing without the cursor that opens it.
    expect(read('page=4')).toEqual({ filters: defaults, page: 1 });
    expect(read('sort=created')).toMatchObject({ sort: { column: 'created', order: 'desc' } });
  });

  it('gives the pages of one view the same key, and another view another', () => {
    expect(viewKey(read('type=static&page=2&cursor=a'))).toBe(viewKey(read('type=static')));
    expect(viewKey(read('type=static'))).not.toBe(viewKey(read('type=donation')));
    expect(viewKey(read('sort=name'))).not.toBe(viewKey(read('')));
  });
});

describe('the cursors of the pages seen', () => {
  it('opens a page already passed with its cursor, and page 1 with none', () => {
    const book = new CursorBook();
    book.remember('v', 2, 'c2');
    book.remember('v', 3, 'c3');
    expect(book.pageAt('v', 3)).toEqual({ page: 3, cursor: 'c3' });
    expect(book.pageAt('v', 2)).toEqual({ page: 2, cursor: 'c2' });
    expect(book.pageAt('v', 1)).toEqual({ page: 1 });
  });

  it('falls back to the nearest page before that it can open', () => {
    const book = new CursorBook();
    book.remember('v', 2, 'c2');
    expect(book.pageAt('v', 5)).toEqual({ page: 2, cursor: 'c2' });
    expect(book.pageAt('other view', 2)).toEqual({ page: 1 });
  });

  it('keeps each view’s cursors apart, and ignores page 1 and missing cursors', () => {
    const book = new CursorBook();
    book.remember('a', 2, 'a2');
    book.remember('b', 2, 'b2');
    book.remember('a', 1, 'nonsense');
    book.remember('a', 3, undefined);
    expect(book.pageAt('a', 3)).toEqual({ page: 2, cursor: 'a2' });
    expect(book.pageAt('b', 2)).toEqual({ page: 2, cursor: 'b2' });
  });
});
