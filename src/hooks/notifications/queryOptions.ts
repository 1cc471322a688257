/**
 * `notificationQueries`: a company's notifications and one notification as TanStack Query options
 * (key and fetch paired once), for `useQuery`, `prefetchQuery` on the server and `ensureQueryData`
 * in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getNotification, listNotifications } from '../../api/notifications/operations';
import type { NotificationQuery } from '../../api/notifications/types';
import { payrollQuery, payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * One page of the company's notifications, newest first, of one status or all.
 *
 * @example
 * await queryClient.prefetchQuery(notificationQueries.list(client, companyId, { status: 'open' }));
 */
export const list = (client: PayrollClient, companyId: string, query: NotificationQuery = {}) =>
  payrollQuery(queryKeys.notificationList(companyId, query), (call) =>
    listNotifications(client, companyId, query, call),
  );

/**
 * One notification (a webhook event's `entity_uuid`).
 *
 * @example
 * await queryClient.prefetchQuery(notificationQueries.detail(client, event.entity_uuid));
 */
export const detail = (client: PayrollClient, notificationId: string) =>
  payrollRead(queryKeys.notification(notificationId), (call) =>
    getNotification(client, notificationId, call),
  );
