export { ListFilters, ListPage, NarrowOnly, WideOnly, type ListFiltersProps } from './ListFilters';
