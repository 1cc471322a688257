import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import { readPage, type Page } from '../pagination';
import type { CompanyNotification, NotificationQuery } from './types';

/**
 * The company's notifications, newest first, of one status (every status by default), paged.
 *
 * @example
 * const { items } = await listNotifications(client, companyId, { status: 'open' });
 */
export async function listNotifications(
  client: PayrollClient,
  companyId: string,
  query: NotificationQuery = {},
  options: CallOptions = {},
): Promise<Page<CompanyNotification>> {
  return readPage(
    await client.request<CompanyNotification[]>(endpoints.listNotifications, {
      params: { company_id: companyId },
      query: { ...query },
      ...options,
    }),
    query,
  );
}

/**
 * One notification (a webhook event's `entity_uuid`).
 *
 * @example
 * const { data: notification } = await getNotification(client, event.entity_uuid);
 */
export function getNotification(
  client: PayrollClient,
  notificationId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CompanyNotification>> {
  return client.request<CompanyNotification>(endpoints.getNotification, {
    params: { notification_uuid: notificationId },
    ...options,
  });
}
