import {
  ENVIRONMENTS,
  LINK_PAGE_SIZE_DEFAULT,
  LINK_SORTS,
  LINK_STATUSES,
  LINK_TYPES,
  SORT_ORDERS,
  type LinkListQuery,
} from '@meridian/contract';
import type { PaymentLinkFilters, PaymentLinkSort } from '@meridian/screens';

/**
 * The payment links list as its address says it: the filters, the order and the page, with the
 * cursor the API needs for that page. Defaults stay out of the address, so `/payment-links` is
 * the first page of active and disabled links, newest first.
 */
export interface LinkListState {
  filters: PaymentLinkFilters;
  /** Undefined: the API's default order (newest first). */
  sort?: PaymentLinkSort;
  /** From 1. */
  page: number;
  /** The `nextCursor` of the page before; none on page 1. */
  cursor?: string;
}

const defaultFilters: PaymentLinkFilters = { type: 'all', status: 'notArchived', environment: 'all', search: '' };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the list's state from the query string; a value it does not know is left at its default. */
export function readListState(params: URLSearchParams): LinkListState {
  const filters: PaymentLinkFilters = {
    type: oneOf(LINK_TYPES, params.get('type')) ?? defaultFilters.type,
    status: oneOf(LINK_STATUSES, params.get('status')) ?? defaultFilters.status,
    environment: oneOf(ENVIRONMENTS, params.get('environment')) ?? defaultFilters.environment,
    search: params.get('q') ?? '',
  };
  const column = oneOf(LINK_SORTS, params.get('sort'));
  const order = oneOf(SORT_ORDERS, params.get('order'));
  const sort = column ? { column, order: order ?? (column === 'created' ? 'desc' : 'asc') } : undefined;
  const cursor = params.get('cursor') || undefined;
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) && cursor ? Number(pageText) : 1;
  return { filters, ...(sort ? { sort } : {}), page, ...(page > 1 && cursor ? { cursor } : {}) };
}

/** The query string of a state (without `?`): only what differs from the defaults. */
export function listSearch(state: LinkListState): string {
  const params = new URLSearchParams();
  const { filters, sort } = state;
  if (filters.type !== defaultFilters.type) params.set('type', filters.type);
  if (filters.status !== defaultFilters.status) params.set('status', filters.status);
  if (filters.environment !== defaultFilters.environment) params.set('environment', filters.environment);
  if (filters.search.trim() !== '') params.set('q', filters.search.trim());
  if (sort) {
    params.set('sort', sort.column);
    params.set('order', sort.order);
  }
  if (state.page > 1 && state.cursor) {
    params.set('page', String(state.page));
    params.set('cursor', state.cursor);
  }
  return params.toString();
}

/** What the list route asks the API for (everything but the workspace). */
export function listQuery(state: LinkListState, pageSize = LINK_PAGE_SIZE_DEFAULT): Omit<LinkListQuery, 'companyId'> {
  const { filters, sort } = state;
  const search = filters.search.trim();
  return {
    ...(filters.type === 'all' ? {} : { type: filters.type }),
    ...(filters.status === 'notArchived' ? {} : { status: filters.status }),
    ...(filters.environment === 'all' ? {} : { environment: filters.environment }),
    ...(search ? { search } : {}),
    ...(sort ? { sort: sort.column, order: sort.order } : {}),
    limit: String(pageSize),
    ...(state.cursor ? { cursor: state.cursor } : {}),
  };
}

/** The filters and order a page belongs to: pages of one view share it, and its cursors. */
export function viewKey(state: LinkListState): string {
  const search = listSearch({ filters: state.filters, ...(state.sort ? { sort: state.sort } : {}), page: 1 });
  return search;
}

/**
 * The cursors of the pages seen, by view: the API pages forward only (each page's `nextCursor`
 * opens the next), so going back a page, or to any page already passed, takes the cursor kept
 * when that page was reached. Kept for the tab's life, so the list's pages survive a visit to a
 * form and back.
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

  /**
   * The page to show when `page` is asked for, with its cursor: that page when its cursor is
   * known, else the nearest page before it that is (page 1 at worst).
   */
  pageAt(view: string, page: number): { page: number; cursor?: string } {
    const pages = this.views.get(view);
    for (let candidate = page; candidate > 1; candidate--) {
      const cursor = pages?.get(candidate);
      if (cursor) return { page: candidate, cursor };
    }
    return { page: 1 };
  }
}

/** The one book of the tab. */
export const cursorBook = new CursorBook();
