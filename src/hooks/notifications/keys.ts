import { root } from '../queryKeyRoot';

export const notifications = (companyId: string) => [root, 'company', companyId, 'notifications'] as const;
export const notificationList = (companyId: string, query: unknown) =>
  [...notifications(companyId), 'list', query] as const;
export const notification = (notificationId: string) => [root, 'notification', notificationId] as const;
