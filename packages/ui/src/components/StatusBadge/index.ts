export { StatusBadge, STATUS_VALUES, type StatusBadgeProps, type StatusValue } from './StatusBadge';
