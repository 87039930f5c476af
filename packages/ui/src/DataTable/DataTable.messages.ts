import { defineMessages, type TypedMessageDescriptor } from 'react-intl';

export const messages = defineMessages({
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

type RowMessages = {
  readonly [K in 'rowActions' | 'selectRow']: TypedMessageDescriptor<{ row: string }>;
} & {
  readonly [K in 'sortedAscending' | 'sortedDescending']: TypedMessageDescriptor<{ column: string }>;
};

// Annotated: the package's declarations must name the type of what this module exports.
export const rowMessages: RowMessages = defineMessages<{
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
