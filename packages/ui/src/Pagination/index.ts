export { CursorPagination, type CursorPaginationProps, type CursorPaging } from './CursorPagination';
