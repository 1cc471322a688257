import { useQuery } from '@tanstack/react-query';
import type { NotificationQuery } from '../../api/notifications/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as notificationQueries from './queryOptions';

/**
 * Options of {@link useNotifications}.
 *
 * @example
 * const options: NotificationReadOptions = { poll: 30_000 };
 */
export interface NotificationReadOptions {
  /** Read again every so many milliseconds (the service raises notifications by itself); off by default. */
  poll?: number | false;
}

/**
 * One page of the company's notifications, newest first (`{ status: 'open' }` for those to act
 * on); with `poll`, read again on that interval, so a new one shows without a reload.
 *
 * @example
 * const open = useNotifications(companyId, { status: 'open' }, { poll: 30_000 }).data?.items ?? [];
 */
export function useNotifications(
  companyId: string,
  query: NotificationQuery = {},
  { poll = false }: NotificationReadOptions = {},
) {
  return useQuery({
    ...notificationQueries.list(usePayrollClient(), companyId, query),
    enabled: Boolean(companyId),
    refetchInterval: poll,
  });
}

/**
 * One notification, by the `entity_uuid` of its webhook event.
 *
 * @example
 * const { data: notification } = useNotification(event.entity_uuid);
 */
export function useNotification(notificationId: string) {
  return useQuery({
    ...notificationQueries.detail(usePayrollClient(), notificationId),
    enabled: Boolean(notificationId),
  });
}
