import { describe, expect, it } from 'vitest';
import {
  listQuery,
  listSearch,
  readListState,
  readPosition,
  setPosition,
  viewKey,
  type LinkListState,
} from './list-state';

const read = (search: string) => readListState(new URLSearchParams(search));
const defaults = { type: 'all', status: 'notArchived', environment: 'all', search: '' } as const;

describe('the payment links list in the address', () => {
  it('reads the first page of active and disabled links, newest first, from a bare address', () => {
    expect(read('')).toEqual({ filters: defaults, page: 1 });
    expect(listSearch(read(''))).toBe('');
    expect(listQuery(read(''))).toEqual({});
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

  it('asks the API for exactly the filters set and the order (the page is the pager’s)', () => {
    expect(listQuery(read('status=archived&q=%20gala%20&sort=name&page=2&cursor=c2'))).toEqual({
      status: 'archived',
      search: 'gala',
      sort: 'name',
      order: 'asc',
    });
  });

  it('reads and writes a page of any list, keeping the other parameters', () => {
    expect(readPosition(new URLSearchParams('page=3&cursor=c3'))).toEqual({ page: 3, cursor: 'c3' });
    expect(readPosition(new URLSearchParams('page=3'))).toEqual({ page: 1 });
    expect(readPosition(new URLSearchParams('cursor=c3&page=0'))).toEqual({ page: 1 });
    const params = new URLSearchParams('state=pending&page=3&cursor=c3');
    expect(setPosition(params, { page: 2, cursor: 'c2' }).toString()).toBe('state=pending&page=2&cursor=c2');
    expect(setPosition(params, { page: 1 }).toString()).toBe('state=pending');
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
