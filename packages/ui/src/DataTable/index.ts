export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSortDescriptor,
  type DataTableSortValue,
  type DataTableRowAction,
  type DataTableLabelling,
} from './DataTable';
