import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import { formatSortBy, type SortClause } from '../sortBy';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type {
  CurrentPayScheduleAssignment,
  PayPeriod,
  PayPeriodsQuery,
  PaySchedule,
  PayScheduleAssignment,
  PayScheduleAssignmentPreview,
  PayScheduleBody,
  PaySchedulePreview,
  PaySchedulePreviewQuery,
} from './types';

/**
 * One page of a company's pay schedules.
 *
 * @example
 * const { items, totalPages } = await listPaySchedules(client, companyId, { page: 1, per: 25 });
 */
export async function listPaySchedules(
  client: PayrollClient,
  companyId: string,
  query: PageQuery & { sortBy?: SortClause<'created_at'> } = {},
  options: CallOptions = {},
): Promise<Page<PaySchedule>> {
  return readPage(
    await client.request<PaySchedule[]>(endpoints.listPaySchedules, {
      params: { company_id: companyId },
      query: { page: query.page, per: query.per, sort_by: formatSortBy(query.sortBy) },
      ...options,
    }),
    query,
  );
}

/**
 * Create a pay schedule.
 *
 * @example
 * await createPaySchedule(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createPaySchedule(
  client: PayrollClient,
  companyId: string,
  body: PayScheduleBody,
  options: CreateOptions = {},
): Promise<ApiResponse<PaySchedule>> {
  return client.request<PaySchedule>(endpoints.createPaySchedule, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one pay schedule.
 *
 * @example
 * const { data } = await getPaySchedule(client, companyId, payScheduleId);
 */
export function getPaySchedule(
  client: PayrollClient,
  companyId: string,
  payScheduleId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PaySchedule>> {
  return client.request<PaySchedule>(endpoints.getPaySchedule, {
    params: { company_id: companyId, pay_schedule_id: payScheduleId },
    ...options,
  });
}

/**
 * Update a pay schedule: `version` plus changed fields. Deletes the schedule's unprocessed regular
 * payrolls whose period ends today or later, and the service makes them again on the new dates
 * (contract.md#pay-schedules). `auto_payroll: true` is refused (422 on `auto_payroll`, one entry per
 * blocker with `metadata.key`) while `auto_payroll_enablement_blockers` is not empty.
 *
 * @example
 * await updatePaySchedule(client, companyId, payScheduleId, { version: current.version, ...changedFields });
 */
export function updatePaySchedule(
  client: PayrollClient,
  companyId: string,
  payScheduleId: string,
  body: VersionedDelta<PayScheduleBody>,
  options: CallOptions = {},
): Promise<ApiResponse<PaySchedule>> {
  return client.request<PaySchedule>(endpoints.updatePaySchedule, {
    params: { company_id: companyId, pay_schedule_id: payScheduleId },
    body,
    ...options,
  });
}

/**
 * Pay periods a schedule would produce.
 *
 * @example
 * const { data } = await previewPaySchedule(client, companyId, query);
 */
export function previewPaySchedule(
  client: PayrollClient,
  companyId: string,
  query: PaySchedulePreviewQuery,
  options: CallOptions = {},
): Promise<ApiResponse<PaySchedulePreview>> {
  return client.request<PaySchedulePreview>(endpoints.previewPaySchedule, {
    params: { company_id: companyId },
    query: { ...query },
    ...options,
  });
}

/**
 * Pay periods and their payrolls; `end_date` at most 3 months ahead (422 on `end_date`).
 *
 * @example
 * const { data } = await listPayPeriods(client, companyId, query);
 */
export function listPayPeriods(
  client: PayrollClient,
  companyId: string,
  query: PayPeriodsQuery = {},
  options: CallOptions = {},
): Promise<ApiResponse<PayPeriod[]>> {
  return client.request<PayPeriod[]>(endpoints.listPayPeriods, {
    params: { company_id: companyId },
    query: { ...query },
    ...options,
  });
}

/**
 * How employees are assigned to pay schedules.
 *
 * @example
 * const { data } = await getPayScheduleAssignments(client, companyId);
 */
export function getPayScheduleAssignments(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<CurrentPayScheduleAssignment>> {
  return client.request<CurrentPayScheduleAssignment>(endpoints.getPayScheduleAssignments, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * What an assignment would change: each employee whose schedule changes, with their first pay
 * period on the new schedule and any transition period. Changes nothing.
 *
 * @example
 * await previewPayScheduleAssignment(client, companyId, body);
 */
export function previewPayScheduleAssignment(
  client: PayrollClient,
  companyId: string,
  body: PayScheduleAssignment,
  options: CallOptions = {},
): Promise<ApiResponse<PayScheduleAssignmentPreview>> {
  return client.request<PayScheduleAssignmentPreview>(endpoints.previewPayScheduleAssignment, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Assign employees to pay schedules (200, no content). A schedule that gets its first employee
 * becomes active and gets its upcoming payrolls; one left with none becomes inactive.
 *
 * @example
 * await assignPaySchedules(client, companyId, body);
 */
export function assignPaySchedules(
  client: PayrollClient,
  companyId: string,
  body: PayScheduleAssignment,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.assignPaySchedules, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}
