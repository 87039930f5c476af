import type { ReactNode } from 'react';
import type { MenuItemProps } from '../Menu';
import type { CursorPaging } from '../Pagination';

/** A value a column sorts by. Strings sort in the reader's language, numbers and dates by size. */
export type DataTableSortValue = string | number | Date | null | undefined;

export interface DataTableColumn<T> {
  /** Unique among the columns; it is also the `column` of a sort descriptor. */
  id: string;
  /** The header text, already translated. */
  header: string;
  /**
   * The value of the cell, used for sorting and, without `cell`, shown as text. Format
   * numbers, amounts and dates in `cell`: the table shows raw values as they are.
   */
  accessor?: (keyof T & string) | ((row: T) => DataTableSortValue);
  /** Renders the cell; defaults to the accessor's value. */
  cell?: (row: T) => ReactNode;
  /** Adds a sort button to the header. Needs an `accessor` unless sorting is done by the server. */
  sortable?: boolean;
  /** Default `start`; use `end` for amounts and counts. */
  align?: 'start' | 'center' | 'end';
  /**
   * The column that names each row (`<th scope="row">`), read with every cell of the row and
   * used in "Actions for …" and "Select …". Default: the first column.
   */
  isRowHeader?: boolean;
  /** A CSS width for the column, e.g. `30%` or `8rem`. */
  width?: string;
  /**
   * Left out of the compact layout: once the table is narrower than 40rem (a phone), it drops
   * these columns and wraps its cells instead of scrolling sideways. Keep the columns that name
   * a row and say where it stands (name, amount, status) and hide the details.
   */
  hideWhenNarrow?: boolean;
}

export interface DataTableSortDescriptor {
  /** A column id. */
  column: string;
  direction: 'ascending' | 'descending';
}

export interface DataTableRowAction {
  id: string;
  /** The item's text, already translated. */
  label: string;
  onAction: () => void;
  /** An icon from lucide-react shown before the label. */
  icon?: ReactNode;
  /** `danger` for destructive actions (archive, remove). */
  tone?: MenuItemProps['tone'];
  isDisabled?: boolean;
}

/** A table needs a name: a visible `caption`, or an `aria-label` when the page's heading already says what it is. */
export type DataTableLabelling =
  { caption: ReactNode; 'aria-label'?: undefined } | { 'aria-label': string; caption?: undefined };

export interface DataTableOwnProps<T> {
  columns: DataTableColumn<T>[];
  /** The rows: all of them for client-side paging, the current page's for server-side paging. */
  data: T[];
  getRowId: (row: T) => string;
  /** The row's name in "Actions for …" and "Select …". Default: the row header column's value. */
  getRowLabel?: (row: T) => string;

  /** The sort order, controlled. */
  sortDescriptor?: DataTableSortDescriptor | null;
  /** The initial sort order, uncontrolled. */
  defaultSortDescriptor?: DataTableSortDescriptor;
  /** Called when a header's sort button is pressed; with server-side paging, fetch the data in this order. */
  onSortChange?: (sort: DataTableSortDescriptor) => void;

  /** Rows per page; default 20. Client-side paging shows controls when there is more than one page. */
  pageSize?: number;
  /** The current page (from 1), controlled. Client-side paging keeps it itself when omitted. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /**
   * Server-side paging: how many pages the server has. `data` is then the current page,
   * already sorted (sorting is left to the server too), and `page`/`onPageChange` drive it.
   */
  pageCount?: number;
  /** Server-side paging: the number of rows in all, for "21–40 of 134". */
  rowCount?: number;
  /**
   * Server-side paging by cursor: `data` is the current page, already sorted (sorting is left to
   * the server too), and this says where it stands and moves to the previous or next page.
   */
  paging?: CursorPaging;

  /** The actions of a row, shown in a "more" menu at the end of it. Return `[]` for none. */
  rowActions?: (row: T) => DataTableRowAction[];

  /** Default `none`. `multiple` adds a checkbox per row and a "select all" for the page; `single` a radio. */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** The selected row ids, controlled. */
  selectedKeys?: Iterable<string>;
  defaultSelectedKeys?: Iterable<string>;
  onSelectionChange?: (keys: Set<string>) => void;

  /** Shows skeleton rows and marks the table busy. */
  isLoading?: boolean;
  /** Shown when there are no rows (e.g. an EmptyState with an action). Default "Nothing to show yet". */
  emptyState?: ReactNode;
  /** Shows the error state: the message to show, or `true` for a generic one. */
  error?: ReactNode;
  /** Adds a "Try again" button to the error state. */
  onRetry?: () => void;
}

export type DataTableProps<T> = DataTableOwnProps<T> & DataTableLabelling;
