import {
  ENVIRONMENTS,
  LINK_SORTS,
  LINK_STATUSES,
  LINK_TYPES,
  SORT_ORDERS,
  type LinkListQuery,
} from '@meridian/contract';
import type { CursorPosition } from '@meridian/data';
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

/**
 * A paged list's page in the address (`?page=3&cursor=…`): a page past the first means nothing
 * without the cursor that opens it, so either both are there or it is page 1.
 */
export function readPosition(params: URLSearchParams): CursorPosition {
  const cursor = params.get('cursor') || undefined;
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,5}$/.test(pageText) && cursor ? Number(pageText) : 1;
  return page > 1 && cursor ? { page, cursor } : { page: 1 };
}

/** Writes a page into query parameters (page 1 leaves both out). */
export function setPosition(params: URLSearchParams, position: CursorPosition): URLSearchParams {
  params.delete('page');
  params.delete('cursor');
  if (position.page > 1 && position.cursor) {
    params.set('page', String(position.page));
    params.set('cursor', position.cursor);
  }
  return params;
}

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
  return { filters, ...(sort ? { sort } : {}), ...readPosition(params) };
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
  return setPosition(params, state).toString();
}

/** What the list route asks the API for, but the workspace and the page (`useCursorPages` adds it). */
export function listQuery(state: LinkListState): Omit<LinkListQuery, 'companyId' | 'limit' | 'cursor'> {
  const { filters, sort } = state;
  const search = filters.search.trim();
  return {
    ...(filters.type === 'all' ? {} : { type: filters.type }),
    ...(filters.status === 'notArchived' ? {} : { status: filters.status }),
    ...(filters.environment === 'all' ? {} : { environment: filters.environment }),
    ...(search ? { search } : {}),
    ...(sort ? { sort: sort.column, order: sort.order } : {}),
  };
}

/** The filters and order a page belongs to: pages of one view share it, and its cursors. */
export function viewKey(state: LinkListState): string {
  const search = listSearch({ filters: state.filters, ...(state.sort ? { sort: state.sort } : {}), page: 1 });
  return search;
}
