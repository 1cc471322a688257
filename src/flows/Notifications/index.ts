export { Notifications, type NotificationsProps } from './Notifications';
export { notificationAction } from './notificationAction';
export { notificationsMessages, type NotificationsMessageKey } from './messages';
export {
  notificationsEventTypes,
  type NotificationAction,
  type NotificationsEventHandler,
  type NotificationsEventMap,
} from './events';
