import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingFn,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Menu, MenuItem, type MenuItemProps } from '../Menu';
import { CursorPagination, type CursorPaging } from '../Pagination';
import {
  BodyCell,
  BodyRow,
  DataTableRoot,
  ErrorMessage,
  HeaderCell,
  MessageCell,
  SelectionRadio,
  SkeletonCell,
  SortButton,
  StyledCaption,
  StyledTable,
  TableScroller,
} from './DataTable.styles';

/*
 * Why a plain <table> and not RAC's Table (a role="grid"): our tables are mostly read-only
 * data with one or two controls per row. Native table semantics let screen-reader users
 * browse them with their usual table commands, without switching into a grid's application
 * mode; every control is a real button or checkbox reached with Tab; sorting follows the
 * WAI-ARIA sortable table pattern (a button in each sortable header, `aria-sort` on the
 * sorted one, a hint in the table's description, and a polite announcement of the new order); `<caption>`
 * names the table natively. TanStack Table keeps the state (sorting, paging, selection), so
 * the markup stays ours and small.
 */

const messages = defineMessages({
  loading: { id: 'ui.DataTable.loading', defaultMessage: 'Loading…' },
  empty: { id: 'ui.DataTable.empty', defaultMessage: 'Nothing to show yet' },
  error: { id: 'ui.DataTable.error', defaultMessage: 'This table could not be loaded.' },
  retry: { id: 'ui.DataTable.retry', defaultMessage: 'Try again' },
  actionsColumn: { id: 'ui.DataTable.actionsColumn', defaultMessage: 'Actions' },
  selectionColumn: { id: 'ui.DataTable.selectionColumn', defaultMessage: 'Selection' },
  selectAll: { id: 'ui.DataTable.selectAll', defaultMessage: 'Select all rows' },
  selectAllOnPage: { id: 'ui.DataTable.selectAllOnPage', defaultMessage: 'Select all rows on this page' },
  sortableHint: { id: 'ui.DataTable.sortableHint', defaultMessage: 'Column headers with buttons are sortable.' },
});

const rowMessages = defineMessages<{
  rowActions: { row: string };
  selectRow: { row: string };
  sortedAscending: { column: string };
  sortedDescending: { column: string };
}>({
  rowActions: { id: 'ui.DataTable.rowActions', defaultMessage: 'Actions for {row}' },
  selectRow: { id: 'ui.DataTable.selectRow', defaultMessage: 'Select {row}' },
  sortedAscending: { id: 'ui.DataTable.sortedAscending', defaultMessage: 'Sorted by {column}, ascending' },
  sortedDescending: { id: 'ui.DataTable.sortedDescending', defaultMessage: 'Sorted by {column}, descending' },
});

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

interface DataTableOwnProps<T> {
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

const toSorting = (sort: DataTableSortDescriptor | null | undefined): SortingState =>
  sort ? [{ id: sort.column, desc: sort.direction === 'descending' }] : [];

const toSelection = (keys: Iterable<string> | undefined): RowSelectionState =>
  Object.fromEntries([...(keys ?? [])].map((key) => [key, true]));

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

function valueOf<T>(column: DataTableColumn<T>, row: T): DataTableSortValue {
  if (!column.accessor) return undefined;
  const value = typeof column.accessor === 'function' ? column.accessor(row) : row[column.accessor];
  return (value ?? undefined) as DataTableSortValue;
}

/**
 * A data table: sortable columns, client- or server-side paging, row selection, a row
 * actions menu, and loading, empty and error states. Narrower than 40rem (a phone, measured on
 * the table's own box) it turns compact: the columns marked `hideWhenNarrow` drop out and the
 * cells wrap; a table with nothing to hide scrolls sideways.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    data,
    getRowId,
    getRowLabel,
    caption,
    'aria-label': ariaLabel,
    sortDescriptor,
    defaultSortDescriptor,
    onSortChange,
    pageSize = 20,
    page,
    defaultPage = 1,
    onPageChange,
    pageCount: serverPageCount,
    rowCount,
    paging,
    rowActions,
    selectionMode = 'none',
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    isLoading = false,
    emptyState,
    error,
    onRetry,
  } = props;
  const intl = useIntl();
  const id = useId();
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  const isServerSide = serverPageCount !== undefined || paging !== undefined;

  const [ownSorting, setOwnSorting] = useState(() => toSorting(defaultSortDescriptor));
  const [ownPage, setOwnPage] = useState(defaultPage);
  const [ownSelection, setOwnSelection] = useState(() => toSelection(defaultSelectedKeys));
  const [announcement, setAnnouncement] = useState('');

  const sorting = sortDescriptor !== undefined ? toSorting(sortDescriptor) : ownSorting;
  const rowSelection = selectedKeys !== undefined ? toSelection(selectedKeys) : ownSelection;
  const clientPageCount = Math.max(1, Math.ceil(data.length / pageSize));
  const pageCount = paging ? 1 : isServerSide ? Math.max(1, serverPageCount ?? 1) : clientPageCount;
  const currentPage = Math.min(Math.max(1, page ?? ownPage), pageCount);

  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];
  if (!rowHeader) throw new Error('DataTable needs at least one column.');
  const labelOf = (row: T) => getRowLabel?.(row) ?? String(valueOf(rowHeader, row) ?? getRowId(row));

  const tableColumns = useMemo((): ColumnDef<T>[] => {
    const collator = new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' });
    const compare: SortingFn<T> = (a, b, columnId) => {
      const x = a.getValue<DataTableSortValue>(columnId);
      const y = b.getValue<DataTableSortValue>(columnId);
      if (typeof x === 'number' && typeof y === 'number') return x - y;
      if (x instanceof Date && y instanceof Date) return x.getTime() - y.getTime();
      return collator.compare(String(x), String(y));
    };
    return columns.map((column) => ({
      id: column.id,
      accessorFn: column.accessor ? (row: T) => valueOf(column, row) : undefined,
      enableSorting: Boolean(column.sortable && (column.accessor || isServerSide)),
      sortingFn: compare,
      // Rows without a value go last whichever way the column is sorted.
      sortUndefined: 'last',
    }));
  }, [columns, intl.locale, isServerSide]);

  const goToPage = (next: number) => {
    if (next === currentPage) return;
    setOwnPage(next);
    onPageChange?.(next);
  };

  // The table instance's functions read the latest state on every render; nothing here
  // memoizes them, so the React Compiler's caution about this API does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns: tableColumns,
    getRowId: (row) => getRowId(row),
    state: {
      sorting,
      rowSelection,
      pagination: { pageIndex: currentPage - 1, pageSize },
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    manualSorting: isServerSide,
    manualPagination: isServerSide,
    pageCount: isServerSide ? pageCount : undefined,
    // Paging back to the first page after a sort is done in `sortBy`; resetting on every new
    // `data` array would lose the page whenever a caller re-creates the array.
    autoResetPageIndex: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectionMode !== 'none',
    enableMultiRowSelection: selectionMode === 'multiple',
    onSortingChange: () => {},
    onPaginationChange: (updater: Updater<PaginationState>) =>
      goToPage(resolve(updater, { pageIndex: currentPage - 1, pageSize }).pageIndex + 1),
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = resolve(updater, rowSelection);
      setOwnSelection(next);
      onSelectionChange?.(new Set(Object.keys(next).filter((key) => next[key])));
    },
  });

  const sortBy = (column: DataTableColumn<T>) => {
    const current = sorting[0];
    const direction = current?.id === column.id && !current.desc ? 'descending' : 'ascending';
    const next = { column: column.id, direction } as const;
    setOwnSorting(toSorting(next));
    onSortChange?.(next);
    setAnnouncement(
      intl.formatMessage(direction === 'ascending' ? rowMessages.sortedAscending : rowMessages.sortedDescending, {
        column: column.header,
      }),
    );
    goToPage(1);
  };

  const rows = table.getRowModel().rows;
  const hasSortableColumn = columns.some((column) => column.sortable);
  const hasActions = rowActions !== undefined;
  const columnCount = columns.length + (selectionMode !== 'none' ? 1 : 0) + (hasActions ? 1 : 0);
  const state = error ? 'error' : isLoading ? 'loading' : rows.length === 0 ? 'empty' : 'rows';
  // One kind of controls for every way of paging: Previous and Next, with the range shown.
  const pager: CursorPaging | undefined =
    paging ??
    (pageCount > 1
      ? {
          page: currentPage,
          pageSize,
          count: rows.length,
          total: isServerSide ? rowCount : data.length,
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

  const renderSelectionCell = (row: Row<T>) => {
    const label = intl.formatMessage(rowMessages.selectRow, { row: labelOf(row.original) });
    return (
      <BodyCell utility>
        {selectionMode === 'multiple' ? (
          <Checkbox aria-label={label} isSelected={row.getIsSelected()} onChange={(on) => row.toggleSelected(on)} />
        ) : (
          <SelectionRadio
            type="radio"
            name={`${id}-selection`}
            aria-label={label}
            checked={row.getIsSelected()}
            onChange={() => row.toggleSelected(true)}
          />
        )}
      </BodyCell>
    );
  };

  const renderBody = () => {
    if (state === 'error') {
      return (
        <tr>
          <MessageCell colSpan={columnCount}>
            <ErrorMessage role="alert">
              <CircleAlert aria-hidden />
              <span>{error === true ? intl.formatMessage(messages.error) : error}</span>
              {onRetry ? (
                <Button variant="secondary" size="sm" onPress={onRetry}>
                  {intl.formatMessage(messages.retry)}
                </Button>
              ) : null}
            </ErrorMessage>
          </MessageCell>
        </tr>
      );
    }
    if (state === 'loading') {
      return Array.from({ length: Math.min(pageSize, 5) }, (_, index) => (
        <tr key={index} aria-hidden>
          {selectionMode !== 'none' ? <BodyCell utility /> : null}
          {columns.map((column, columnIndex) => (
            <BodyCell key={column.id} align={column.align} data-narrow-hidden={column.hideWhenNarrow || undefined}>
              <SkeletonCell
                align={column.align ?? 'start'}
                // Varied lengths read as text rather than as a grid of bars.
                style={{ width: `${[72, 48, 60, 40, 56][(index + columnIndex) % 5]}%` }}
              />
            </BodyCell>
          ))}
          {hasActions ? <BodyCell utility /> : null}
        </tr>
      ));
    }
    if (state === 'empty') {
      return (
        <tr>
          <MessageCell colSpan={columnCount}>{emptyState ?? intl.formatMessage(messages.empty)}</MessageCell>
        </tr>
      );
    }
    return rows.map((row) => {
      const actions = rowActions?.(row.original) ?? [];
      return (
        <BodyRow key={row.id} data-selected={row.getIsSelected() || undefined}>
          {selectionMode !== 'none' ? renderSelectionCell(row) : null}
          {columns.map((column) => {
            const content = column.cell ? column.cell(row.original) : valueOf(column, row.original)?.toString();
            return column === rowHeader ? (
              <BodyCell
                key={column.id}
                as="th"
                scope="row"
                align={column.align}
                rowHeader
                data-narrow-hidden={column.hideWhenNarrow || undefined}
              >
                {content}
              </BodyCell>
            ) : (
              <BodyCell key={column.id} align={column.align} data-narrow-hidden={column.hideWhenNarrow || undefined}>
                {content}
              </BodyCell>
            );
          })}
          {hasActions ? (
            <BodyCell utility align="end">
              {actions.length > 0 ? (
                <Menu
                  triggerLabel={intl.formatMessage(rowMessages.rowActions, { row: labelOf(row.original) })}
                  disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
                >
                  {actions.map((action) => (
                    <MenuItem
                      key={action.id}
                      id={action.id}
                      icon={action.icon}
                      tone={action.tone}
                      onAction={action.onAction}
                    >
                      {action.label}
                    </MenuItem>
                  ))}
                </Menu>
              ) : null}
            </BodyCell>
          ) : null}
        </BodyRow>
      );
    });
  };

  const isPaged = pageCount > 1 || (paging !== undefined && (paging.page > 1 || paging.hasNext));
  const selectAllLabel = intl.formatMessage(isPaged ? messages.selectAllOnPage : messages.selectAll);

  return (
    <DataTableRoot>
      <TableScroller
        role="region"
        aria-labelledby={caption ? captionId : undefined}
        aria-label={caption ? undefined : ariaLabel}
        // Focusable so that the keyboard can scroll it when the table is wider than the screen.
        tabIndex={0}
      >
        <StyledTable
          aria-labelledby={caption ? captionId : undefined}
          aria-label={caption ? undefined : ariaLabel}
          aria-describedby={hasSortableColumn ? hintId : undefined}
          aria-busy={state === 'loading' || undefined}
        >
          {caption ? <StyledCaption id={captionId}>{caption}</StyledCaption> : null}
          <thead>
            <tr>
              {selectionMode === 'multiple' ? (
                // A <td>: a header cell must show text, and the checkbox's name says what it does.
                <HeaderCell as="td" utility>
                  <Checkbox
                    aria-label={selectAllLabel}
                    isSelected={rows.length > 0 && table.getIsAllPageRowsSelected()}
                    isIndeterminate={table.getIsSomePageRowsSelected()}
                    isDisabled={state !== 'rows'}
                    onChange={(on) => table.toggleAllPageRowsSelected(on)}
                  />
                </HeaderCell>
              ) : selectionMode === 'single' ? (
                <HeaderCell as="td" utility>
                  <VisuallyHidden>{intl.formatMessage(messages.selectionColumn)}</VisuallyHidden>
                </HeaderCell>
              ) : null}
              {columns.map((column) => {
                const tableColumn = table.getColumn(column.id);
                const sorted = tableColumn?.getIsSorted() ?? false;
                return (
                  <HeaderCell
                    key={column.id}
                    scope="col"
                    align={column.align}
                    data-narrow-hidden={column.hideWhenNarrow || undefined}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {tableColumn?.getCanSort() ? (
                      <SortButton
                        sorted={sorted ? true : undefined}
                        iconFirst={column.align === 'end' ? true : undefined}
                        onPress={() => sortBy(column)}
                      >
                        <span>{column.header}</span>
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden />
                        ) : (
                          <ChevronsUpDown aria-hidden />
                        )}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
              {hasActions ? (
                <HeaderCell as="td" utility>
                  <VisuallyHidden>{intl.formatMessage(messages.actionsColumn)}</VisuallyHidden>
                </HeaderCell>
              ) : null}
            </tr>
          </thead>
          <tbody>{renderBody()}</tbody>
        </StyledTable>
        {hasSortableColumn ? (
          <VisuallyHidden id={hintId}>{intl.formatMessage(messages.sortableHint)}</VisuallyHidden>
        ) : null}
        <VisuallyHidden role="status">
          {state === 'loading' ? intl.formatMessage(messages.loading) : announcement}
        </VisuallyHidden>
      </TableScroller>
      {showPagination ? <CursorPagination {...pager} /> : null}
    </DataTableRoot>
  );
}
