import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type PaginationState,
  type RowSelectionState,
  type Updater,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { rowMessages } from './DataTable.messages';
import type { DataTableColumn, DataTableOwnProps } from './DataTable.types';
import { toSorting, useTableColumns } from './sorting';

const toSelection = (keys: Iterable<string> | undefined): RowSelectionState =>
  Object.fromEntries([...(keys ?? [])].map((key) => [key, true]));

const resolve = <S>(updater: Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

type TableStateProps<T> = Pick<
  DataTableOwnProps<T>,
  | 'columns'
  | 'data'
  | 'getRowId'
  | 'sortDescriptor'
  | 'defaultSortDescriptor'
  | 'onSortChange'
  | 'page'
  | 'defaultPage'
  | 'onPageChange'
  | 'pageCount'
  | 'paging'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
> & { pageSize: number };

/**
 * The table's state, controlled or kept here: the sort order (and its announcement), the page,
 * the selected rows; and the TanStack Table instance that applies them to the data.
 */
export function useDataTable<T>({
  columns,
  data,
  getRowId,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  pageSize,
  page,
  defaultPage = 1,
  onPageChange,
  pageCount: serverPageCount,
  paging,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
}: TableStateProps<T>) {
  const intl = useIntl();
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

  const tableColumns = useTableColumns(columns, intl.locale, isServerSide);

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

  /** A header's sort button: ascending first, then the other way; back to the first page. */
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

  return { table, isServerSide, pageCount, currentPage, goToPage, sortBy, announcement };
}
