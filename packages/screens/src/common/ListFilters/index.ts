export { ListFilters, ListPage, NarrowLine, NarrowOnly, WideOnly, type ListFiltersProps } from './ListFilters';
