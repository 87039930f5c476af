import { messagesIn } from '../i18n';
import { type TypedMessageDescriptor } from 'react-intl';

export const messages = messagesIn('ui.DataTable', {
  loading: 'Loading…',
  empty: 'Nothing to show yet',
  error: 'This table could not be loaded.',
  retry: 'Try again',
  actionsColumn: 'Actions',
  selectionColumn: 'Selection',
  selectAll: 'Select all rows',
  selectAllOnPage: 'Select all rows on this page',
  sortableHint: 'Column headers with buttons are sortable.',
});

type RowMessages = {
  readonly [K in 'rowActions' | 'selectRow']: TypedMessageDescriptor<{ row: string }>;
} & {
  readonly [K in 'sortedAscending' | 'sortedDescending']: TypedMessageDescriptor<{ column: string }>;
};

// Annotated: the package's declarations must name the type of what this module exports.
export const rowMessages: RowMessages = messagesIn<{
  rowActions: { row: string };
  selectRow: { row: string };
  sortedAscending: { column: string };
  sortedDescending: { column: string };
}>('ui.DataTable', {
  rowActions: 'Actions for {row}',
  selectRow: 'Select {row}',
  sortedAscending: 'Sorted by {column}, ascending',
  sortedDescending: 'Sorted by {column}, descending',
});
