import type { Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from 'react-aria-components';
import { Checkbox } from '../Checkbox';
import { messages } from './DataTable.messages';
import { HeaderCell, SortButton } from './DataTable.styles';
import type { DataTableColumn, DataTableOwnProps } from './DataTable.types';

/**
 * The header row: "select all" (or the selection column's hidden name), a header per column
 * with its sort button and `aria-sort`, and the actions column's hidden name.
 */
export function DataTableHead<T>({
  table,
  columns,
  selectionMode,
  hasActions,
  selectAllLabel,
  canSelectAll,
  onSort,
}: {
  table: Table<T>;
  columns: DataTableColumn<T>[];
  selectionMode: NonNullable<DataTableOwnProps<T>['selectionMode']>;
  hasActions: boolean;
  selectAllLabel: string;
  /** The page has rows to select (not loading, empty or failed). */
  canSelectAll: boolean;
  onSort: (column: DataTableColumn<T>) => void;
}) {
  const intl = useIntl();
  const rowCount = table.getRowModel().rows.length;
  return (
    <thead>
      <tr>
        {selectionMode === 'multiple' ? (
          // A <td>: a header cell must show text, and the checkbox's name says what it does.
          <HeaderCell as="td" utility>
            <Checkbox
              aria-label={selectAllLabel}
              isSelected={rowCount > 0 && table.getIsAllPageRowsSelected()}
              isIndeterminate={table.getIsSomePageRowsSelected()}
              isDisabled={!canSelectAll}
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
                  onPress={() => onSort(column)}
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
  );
}
