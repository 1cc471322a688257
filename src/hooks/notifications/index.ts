export { useNotification, useNotifications, type NotificationReadOptions } from './queries';
export * as notificationQueries from './queryOptions';
