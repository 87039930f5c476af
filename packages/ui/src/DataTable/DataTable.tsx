import { useId } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import { CursorPagination } from '../Pagination';
import { messages } from './DataTable.messages';
import { DataTableRoot, StyledCaption, StyledTable, TableScroller } from './DataTable.styles';
import type { DataTableProps } from './DataTable.types';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { valueOf } from './sorting';
import { useDataTable } from './useDataTable';
import { usePager } from './usePager';

export type {
  DataTableColumn,
  DataTableLabelling,
  DataTableProps,
  DataTableRowAction,
  DataTableSortDescriptor,
  DataTableSortValue,
} from './DataTable.types';

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
    pageSize = 20,
    rowCount,
    paging,
    rowActions,
    selectionMode = 'none',
    isLoading = false,
    emptyState,
    error,
    onRetry,
  } = props;
  const intl = useIntl();
  const id = useId();
  const captionId = `${id}-caption`;
  const hintId = `${id}-hint`;
  const { table, isServerSide, pageCount, currentPage, goToPage, sortBy, announcement } = useDataTable({
    ...props,
    pageSize,
  });

  const rowHeader = columns.find((column) => column.isRowHeader) ?? columns[0];
  if (!rowHeader) throw new Error('DataTable needs at least one column.');
  const labelOf = (row: T) => getRowLabel?.(row) ?? String(valueOf(rowHeader, row) ?? getRowId(row));

  const rows = table.getRowModel().rows;
  const hasSortableColumn = columns.some((column) => column.sortable);
  const hasActions = rowActions !== undefined;
  const columnCount = columns.length + (selectionMode !== 'none' ? 1 : 0) + (hasActions ? 1 : 0);
  const state = error ? 'error' : isLoading ? 'loading' : rows.length === 0 ? 'empty' : 'rows';
  const pager = usePager({
    paging,
    pageCount,
    currentPage,
    pageSize,
    count: rows.length,
    total: isServerSide ? rowCount : data.length,
    state,
    goToPage,
  });

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
          <DataTableHead
            table={table}
            columns={columns}
            selectionMode={selectionMode}
            hasActions={hasActions}
            selectAllLabel={selectAllLabel}
            canSelectAll={state === 'rows'}
            onSort={sortBy}
          />
          <tbody>
            <DataTableBody
              state={state}
              rows={rows}
              columns={columns}
              rowHeader={rowHeader}
              labelOf={labelOf}
              selectionMode={selectionMode}
              selectionName={`${id}-selection`}
              rowActions={rowActions}
              columnCount={columnCount}
              skeletonRows={Math.min(pageSize, 5)}
              emptyState={emptyState}
              error={error}
              onRetry={onRetry}
            />
          </tbody>
        </StyledTable>
        {hasSortableColumn ? (
          <VisuallyHidden id={hintId}>{intl.formatMessage(messages.sortableHint)}</VisuallyHidden>
        ) : null}
        <VisuallyHidden role="status">
          {state === 'loading' ? intl.formatMessage(messages.loading) : announcement}
        </VisuallyHidden>
      </TableScroller>
      {pager ? <CursorPagination {...pager} /> : null}
    </DataTableRoot>
  );
}
