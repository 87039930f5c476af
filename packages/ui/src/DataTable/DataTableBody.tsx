import type { Row } from '@tanstack/react-table';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Menu, MenuItem } from '../Menu';
import { messages, rowMessages } from './DataTable.messages';
import { BodyCell, BodyRow, ErrorMessage, MessageCell, SelectionRadio, SkeletonCell } from './DataTable.styles';
import type { DataTableColumn, DataTableRowAction } from './DataTable.types';
import type { DataTableState } from './usePager';
import { valueOf } from './sorting';

type SelectionMode = 'none' | 'single' | 'multiple';

/** A row's checkbox (`multiple`) or radio (`single`), named after the row. */
function SelectionCell<T>({
  row,
  mode,
  name,
  label,
}: {
  row: Row<T>;
  mode: SelectionMode;
  /** The radio group's name. */
  name: string;
  label: string;
}) {
  return (
    <BodyCell utility>
      {mode === 'multiple' ? (
        <Checkbox aria-label={label} isSelected={row.getIsSelected()} onChange={(on) => row.toggleSelected(on)} />
      ) : (
        <SelectionRadio
          type="radio"
          name={name}
          aria-label={label}
          checked={row.getIsSelected()}
          onChange={() => row.toggleSelected(true)}
        />
      )}
    </BodyCell>
  );
}

/** The "more" menu at the end of a row; an empty cell when the row has no actions. */
function RowActionsCell({ actions, label }: { actions: DataTableRowAction[]; label: string }) {
  return (
    <BodyCell utility align="end">
      {actions.length > 0 ? (
        <Menu
          triggerLabel={label}
          disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} id={action.id} icon={action.icon} tone={action.tone} onAction={action.onAction}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </BodyCell>
  );
}

/** Skeleton rows while the table loads, their bars of varied lengths. */
function LoadingRows<T>({
  columns,
  count,
  hasSelection,
  hasActions,
}: {
  columns: DataTableColumn<T>[];
  count: number;
  hasSelection: boolean;
  hasActions: boolean;
}) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} aria-hidden>
      {hasSelection ? <BodyCell utility /> : null}
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

/** The table's body in each of its states: the error, the skeleton rows, the empty state, or the rows. */
export function DataTableBody<T>({
  state,
  rows,
  columns,
  rowHeader,
  labelOf,
  selectionMode,
  selectionName,
  rowActions,
  columnCount,
  skeletonRows,
  emptyState,
  error,
  onRetry,
}: {
  state: DataTableState;
  rows: Row<T>[];
  columns: DataTableColumn<T>[];
  rowHeader: DataTableColumn<T>;
  labelOf: (row: T) => string;
  selectionMode: SelectionMode;
  selectionName: string;
  rowActions: ((row: T) => DataTableRowAction[]) | undefined;
  columnCount: number;
  skeletonRows: number;
  emptyState: ReactNode;
  error: ReactNode;
  onRetry: (() => void) | undefined;
}) {
  const intl = useIntl();
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
    return (
      <LoadingRows
        columns={columns}
        count={skeletonRows}
        hasSelection={selectionMode !== 'none'}
        hasActions={rowActions !== undefined}
      />
    );
  }
  if (state === 'empty') {
    return (
      <tr>
        <MessageCell colSpan={columnCount}>{emptyState ?? intl.formatMessage(messages.empty)}</MessageCell>
      </tr>
    );
  }
  return rows.map((row) => (
    <BodyRow key={row.id} data-selected={row.getIsSelected() || undefined}>
      {selectionMode !== 'none' ? (
        <SelectionCell
          row={row}
          mode={selectionMode}
          name={selectionName}
          label={intl.formatMessage(rowMessages.selectRow, { row: labelOf(row.original) })}
        />
      ) : null}
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
      {rowActions !== undefined ? (
        <RowActionsCell
          actions={rowActions(row.original)}
          label={intl.formatMessage(rowMessages.rowActions, { row: labelOf(row.original) })}
        />
      ) : null}
    </BodyRow>
  ));
}
