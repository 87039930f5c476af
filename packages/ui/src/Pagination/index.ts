export { Pagination, type PaginationProps } from './Pagination';
export { CursorPagination, type CursorPaginationProps, type CursorPaging } from './CursorPagination';
