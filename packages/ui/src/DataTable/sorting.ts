import type { ColumnDef, SortingFn, SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { DataTableColumn, DataTableSortDescriptor, DataTableSortValue } from './DataTable.types';

export const toSorting = (sort: DataTableSortDescriptor | null | undefined): SortingState =>
  sort ? [{ id: sort.column, desc: sort.direction === 'descending' }] : [];

/** The value of a column in a row: what it sorts by and, without a `cell`, what it shows. */
export function valueOf<T>(column: DataTableColumn<T>, row: T): DataTableSortValue {
  if (!column.accessor) return undefined;
  const value = typeof column.accessor === 'function' ? column.accessor(row) : row[column.accessor];
  return (value ?? undefined) as DataTableSortValue;
}

/**
 * The columns as TanStack Table sees them: strings compared in the reader's language, numbers
 * and dates by size, rows without a value last.
 */
export function useTableColumns<T>(columns: DataTableColumn<T>[], locale: string, isServerSide: boolean) {
  return useMemo((): ColumnDef<T>[] => {
    const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
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
  }, [columns, locale, isServerSide]);
}
