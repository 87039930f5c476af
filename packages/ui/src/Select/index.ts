export { Select, type SelectProps } from './Select';
export { SelectItem, type SelectItemProps, type SelectOption } from './SelectItem';
