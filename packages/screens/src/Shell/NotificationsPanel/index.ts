export { NotificationsPanel, type NotificationsPanelProps, type NotificationsPanelStatus } from './NotificationsPanel';
