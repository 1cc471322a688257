import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions } from '../common';
import type {
  EmployeeCompensation,
  OffCyclePayrollBody,
  Payroll,
  PayrollBlocker,
  PayrollBlockerKey,
  PayrollReceipt,
  PayrollUpdate,
  SkipPayrollBody,
  SubmissionBlockerChoice,
} from './types';

/**
 * Most `employee_compensations` one read or prepare returns, and most lines one update takes
 * (contract.md#payroll-run).
 *
 * @example
 * for (let i = 0; i < lines.length; i += PAYROLL_PAGE_LIMIT) send(lines.slice(i, i + PAYROLL_PAGE_LIMIT));
 */
export const PAYROLL_PAGE_LIMIT = 100;

/**
 * Most employees an off-cycle payroll may name (contract.md#payroll-run, contract.md#limits).
 *
 * @example
 * if (picked.length > OFF_CYCLE_EMPLOYEE_LIMIT) showLimitMessage();
 */
export const OFF_CYCLE_EMPLOYEE_LIMIT = 100;

/**
 * Every payroll blocker key of contract.md#payroll-run, in the order listed there. The service may add more
 * (contract.md#enums): treat a key missing here as a blocker all the same and show its message.
 *
 * @example
 * PAYROLL_BLOCKER_KEYS.includes(blocker.key as never);
 */
export const PAYROLL_BLOCKER_KEYS: readonly PayrollBlockerKey[] = [
  'company_ownership_required',
  'contractor_only_company',
  'eftps_in_error',
  'geocode_error',
  'geocode_needed',
  'invalid_signatory',
  'missing_addresses',
  'missing_bank_info',
  'missing_bank_verification',
  'missing_employee_setup',
  'missing_federal_tax_setup',
  'missing_forms',
  'missing_industry_selection',
  'missing_pay_schedule',
  'missing_signatory',
  'missing_state_tax_setup',
  'needs_approval',
  'needs_onboarding',
  'pay_schedule_setup_not_complete',
  'pending_information_request',
  'pending_payroll_review',
  'pending_recovery_case',
  'soft_suspended',
  'suspended',
];

/**
 * What a payroll read may add (contract.md#payroll-run).
 *
 * @example
 * const include: PayrollInclude[] = ['totals', 'taxes', 'payroll_status_meta'];
 */
export type PayrollInclude =
  | 'benefits'
  | 'deductions'
  | 'taxes'
  | 'payroll_status_meta'
  | 'totals'
  | 'risk_blockers'
  | 'reversals'
  | 'payroll_taxes';

/**
 * Which page of a payroll's `employee_compensations` to read: at most
 * {@link PAYROLL_PAGE_LIMIT} a page, sorted by name (contract.md#payroll-run).
 *
 * @example
 * const query: PayrollRowsQuery = { page: 2, per: 100, sortBy: 'last_name', include: ['taxes'] };
 */
export interface PayrollRowsQuery extends PageQuery {
  sortBy?: 'first_name' | 'last_name';
  include?: PayrollInclude[];
}

/**
 * A payroll with one page of its rows, and that page's position (from the page headers).
 *
 * @example
 * const { payroll, rows } = await getPayrollRows(client, companyId, payrollId, { page: 1, per: 100 });
 * rows.totalPages;
 */
export interface PayrollWithRows {
  payroll: Payroll;
  rows: Page<EmployeeCompensation>;
}

function rowsQuery(query: PayrollRowsQuery) {
  return { include: query.include, page: query.page, per: query.per, sort_by: query.sortBy };
}

function withRows(response: ApiResponse<Payroll>, query: PayrollRowsQuery): PayrollWithRows {
  const rows = readPage({ ...response, data: response.data.employee_compensations ?? [] }, query);
  return { payroll: response.data, rows };
}

/**
 * One page of a company's payrolls.
 *
 * @example
 * const { items, totalPages } = await listPayrolls(client, companyId, { page: 1, per: 25 });
 */
export async function listPayrolls(
  client: PayrollClient,
  companyId: string,
  query: PageQuery & {
    processingStatuses?: Array<'processed' | 'unprocessed'>;
    payrollTypes?: Array<'regular' | 'off_cycle' | 'external'>;
    include?: PayrollInclude[];
    /** Pay-period bounds; payrolls whose period overlaps them (contract.md#payroll-run). */
    startDate?: string;
    endDate?: string;
    sortOrder?: 'asc' | 'desc';
    dateFilterBy?: 'check_date';
  } = {},
  options: CallOptions = {},
): Promise<Page<Payroll>> {
  return readPage(
    await client.request<Payroll[]>(endpoints.listPayrolls, {
      params: { company_id: companyId },
      query: {
        page: query.page,
        per: query.per,
        processing_statuses: query.processingStatuses,
        payroll_types: query.payrollTypes,
        include: query.include,
        start_date: query.startDate,
        end_date: query.endDate,
        sort_order: query.sortOrder,
        date_filter_by: query.dateFilterBy,
      },
      ...options,
    }),
    query,
  );
}

/**
 * Create an off-cycle payroll.
 *
 * @example
 * await createOffCyclePayroll(client, companyId, body, { idempotencyKey: action.keyFor(body) });
 */
export function createOffCyclePayroll(
  client: PayrollClient,
  companyId: string,
  body: OffCyclePayrollBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.createOffCyclePayroll, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * Read one payroll. Without `page`/`per` the service returns every row, which at 5,000 employees
 * is megabytes: pass them, or use {@link getPayrollRows}.
 *
 * @example
 * const { data } = await getPayroll(client, companyId, payrollId, { include: ['totals'], page: 1, per: 1 });
 */
export function getPayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  query: PayrollRowsQuery = {},
  options: CallOptions = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.getPayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    query: rowsQuery(query),
    ...options,
  });
}

/**
 * Read one page of a payroll's rows (at most {@link PAYROLL_PAGE_LIMIT}), with the payroll.
 *
 * @example
 * const { rows } = await getPayrollRows(client, companyId, payrollId, { page: 1, per: 100, include: ['taxes'] });
 */
export async function getPayrollRows(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  query: PayrollRowsQuery = {},
  options: CallOptions = {},
): Promise<PayrollWithRows> {
  const paged = { ...query, page: query.page ?? 1, per: query.per ?? PAYROLL_PAGE_LIMIT };
  return withRows(await getPayroll(client, companyId, payrollId, paged, options), paged);
}

/**
 * Prepare a payroll for editing; every line gets its own `version`. `employee_uuids` prepares only
 * those employees (a re-read after a 409); `query` pages the rows returned.
 *
 * @example
 * await preparePayroll(client, companyId, payrollId, { employee_uuids: [employeeId] });
 */
export function preparePayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  body?: { employee_uuids?: string[] },
  options: CallOptions = {},
  query: PayrollRowsQuery = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.preparePayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    query: rowsQuery(query),
    body,
    ...options,
  });
}

/**
 * Prepare a payroll and read one page of its prepared rows.
 *
 * @example
 * const { payroll, rows } = await preparePayrollRows(client, companyId, payrollId, { page: 1, per: 100 });
 */
export async function preparePayrollRows(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  query: PayrollRowsQuery = {},
  body?: { employee_uuids?: string[] },
  options: CallOptions = {},
): Promise<PayrollWithRows> {
  const paged = { ...query, page: query.page ?? 1, per: query.per ?? PAYROLL_PAGE_LIMIT };
  return withRows(await preparePayroll(client, companyId, payrollId, body, options, paged), paged);
}

/**
 * Update payroll lines; each line carries its own `version` (contract.md#versions).
 *
 * @example
 * await updatePayroll(client, companyId, payrollId, body);
 */
export function updatePayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  body: PayrollUpdate,
  options: CallOptions = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.updatePayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    body,
    ...options,
  });
}

/**
 * Start calculating (202, asynchronous); poll the payroll to follow it.
 *
 * @example
 * await calculatePayroll(client, companyId, payrollId);
 */
export function calculatePayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.calculatePayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    ...options,
  });
}

/**
 * Submit (202, asynchronous; calculates first when there is no current calculation, contract.md#payroll-run),
 * with the admin's choice for each submission blocker.
 *
 * @example
 * await submitPayroll(client, companyId, payrollId, {
 *   submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
 * });
 */
export function submitPayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  body?: { submission_blockers?: SubmissionBlockerChoice[] },
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.submitPayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    body,
    ...options,
  });
}

/**
 * Cancel a processed payroll before its deadline (`payroll_status_meta.cancellable`); it returns
 * to unprocessed and its time off is restored.
 *
 * @example
 * await cancelPayroll(client, companyId, payrollId);
 */
export function cancelPayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.cancelPayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    ...options,
  });
}

/**
 * Deletes an unprocessed off-cycle payroll (UPSTREAM E.1). A regular payroll is skipped instead
 * ({@link skipPayroll}); a processed one is cancelled first: both are a 422 `invalid_operation`.
 *
 * @example
 * await deletePayroll(client, companyId, payrollId);
 */
export function deletePayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.deletePayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    ...options,
  });
}

/**
 * Skips a regular pay period (UPSTREAM E.10): answered 202, the $0 payroll is processed shortly
 * after, and the next period's payroll comes up.
 *
 * @example
 * await skipPayroll(client, companyId, { payroll_type: 'Regular', pay_schedule_uuid, end_date: payroll.pay_period.end_date });
 */
export function skipPayroll(
  client: PayrollClient,
  companyId: string,
  body: SkipPayrollBody,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.skipPayroll, {
    params: { company_id: companyId },
    body,
    ...options,
  });
}

/**
 * The receipt of a processed payroll.
 *
 * @example
 * const { data } = await getPayrollReceipt(client, payrollId);
 */
export function getPayrollReceipt(
  client: PayrollClient,
  payrollId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PayrollReceipt>> {
  return client.request<PayrollReceipt>(endpoints.getPayrollReceipt, {
    params: { payroll_id: payrollId },
    ...options,
  });
}

/**
 * Reasons payroll cannot run now (empty when none).
 *
 * @example
 * const { data } = await getPayrollBlockers(client, companyId);
 */
export function getPayrollBlockers(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<PayrollBlocker[]>> {
  return client.request<PayrollBlocker[]>(endpoints.getPayrollBlockers, {
    params: { company_id: companyId },
    ...options,
  });
}
