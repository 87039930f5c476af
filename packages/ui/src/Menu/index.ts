export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
} from './Menu';
