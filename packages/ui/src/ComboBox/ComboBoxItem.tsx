import { SelectItem, type SelectItemProps } from '../Select/SelectItem';

export type ComboBoxItemProps = SelectItemProps;

/** One option of a ComboBox written as a child instead of the `items` array. */
export function ComboBoxItem(props: ComboBoxItemProps) {
  return <SelectItem {...props} />;
}
