import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions } from '../common';
import { type Page, readPage } from '../pagination';
import type {
  PayrollSync,
  PayrollSyncBody,
  TimeSheet,
  TimeSheetBody,
  TimeSheetQuery,
  TimeSheetUpdate,
} from './types';

/**
 * One page of a company's time sheets, filtered and sorted as asked.
 *
 * @example
 * const { items } = await listTimeSheets(client, companyId, { status: 'pending', per: 100 });
 */
export async function listTimeSheets(
  client: PayrollClient,
  companyId: string,
  query: TimeSheetQuery = {},
  options: CallOptions = {},
): Promise<Page<TimeSheet>> {
  return readPage(
    await client.request<TimeSheet[]>(endpoints.listTimeSheets, {
      params: { company_id: companyId },
      query: {
        page: query.page,
        per: query.per,
        entity_uuids: query.entityUuids,
        entity_type: query.entityType,
        status: query.status,
        sort_by: query.sortBy,
        sort_order: query.sortOrder,
        before: query.before,
        after: query.after,
      },
      ...options,
    }),
    query,
  );
}

/**
 * Add a time sheet (201, `pending`); each bad entry is refused on `entries` with its `idx`.
 *
 * @example
 * await createTimeSheet(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createTimeSheet(
  client: PayrollClient,
  companyId: string,
  body: TimeSheetBody,
  options: CreateOptions = {},
): Promise<ApiResponse<TimeSheet>> {
  return client.request<TimeSheet>(endpoints.createTimeSheet, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * One time sheet.
 *
 * @example
 * const { data } = await getTimeSheet(client, sheetId);
 */
export function getTimeSheet(
  client: PayrollClient,
  sheetId: string,
  options: CallOptions = {},
): Promise<ApiResponse<TimeSheet>> {
  return client.request<TimeSheet>(endpoints.getTimeSheet, {
    params: { time_sheet_uuid: sheetId },
    ...options,
  });
}

/**
 * Update a time sheet with the version shown (409 when stale); approve or reject it by `status`.
 *
 * @example
 * await updateTimeSheet(client, sheet.uuid, { version: sheet.version, status: 'approved' });
 */
export function updateTimeSheet(
  client: PayrollClient,
  sheetId: string,
  body: TimeSheetUpdate,
  options: CallOptions = {},
): Promise<ApiResponse<TimeSheet>> {
  return client.request<TimeSheet>(endpoints.updateTimeSheet, {
    params: { time_sheet_uuid: sheetId },
    body,
    ...options,
  });
}

/**
 * Delete a time sheet (204); one already synced to payroll is refused on `base`.
 *
 * @example
 * await deleteTimeSheet(client, sheet.uuid);
 */
export function deleteTimeSheet(
  client: PayrollClient,
  sheetId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deleteTimeSheet, {
    params: { time_sheet_uuid: sheetId },
    ...options,
  });
}

/**
 * Move a pay period's approved hours into its regular payroll (202): read the sync until
 * `completed_at` is set.
 *
 * @example
 * const { data } = await createPayrollSync(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createPayrollSync(
  client: PayrollClient,
  companyId: string,
  body: PayrollSyncBody,
  options: CreateOptions = {},
): Promise<ApiResponse<PayrollSync>> {
  return client.request<PayrollSync>(endpoints.createPayrollSync, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * A payroll sync: `completed_at` null while it runs.
 *
 * @example
 * const { data } = await getPayrollSync(client, syncId);
 */
export function getPayrollSync(
  client: PayrollClient,
  syncId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PayrollSync>> {
  return client.request<PayrollSync>(endpoints.getPayrollSync, {
    params: { payroll_sync_uuid: syncId },
    ...options,
  });
}
