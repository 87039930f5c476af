export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
