export { ComboBox, type ComboBoxProps } from './ComboBox';
export { ComboBoxItem, type ComboBoxItemProps } from './ComboBoxItem';
