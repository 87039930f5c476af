import { defineMessages } from 'react-intl';

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

export const rowMessages = defineMessages<{
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
