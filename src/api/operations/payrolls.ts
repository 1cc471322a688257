import type { ApiResponse, PayrollClient } from '../client';
import { endpoints } from '../endpoints';
import { readPage, type Page, type PageQuery } from '../pagination';
import type { CallOptions, CreateOptions } from '../types/common';
import type {
  OffCyclePayrollBody,
  Payroll,
  PayrollBlocker,
  PayrollReceipt,
  PayrollUpdate,
} from '../types/payrolls';

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
    include?: string[];
    startDate?: string;
    endDate?: string;
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
      },
      signal: options.signal,
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
    idempotencyKey: options.idempotencyKey,
    signal: options.signal,
  });
}

/**
 * Read one payroll.
 *
 * @example
 * const { data } = await getPayroll(client, companyId, payrollId, query);
 */
export function getPayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  query: { include?: string[] } = {},
  options: CallOptions = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.getPayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    query: { include: query.include },
    signal: options.signal,
  });
}

/**
 * Prepare a payroll for editing; every line gets its own `version`.
 *
 * @example
 * await preparePayroll(client, companyId, payrollId, body);
 */
export function preparePayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  body?: { employee_uuids?: string[] },
  options: CallOptions = {},
): Promise<ApiResponse<Payroll>> {
  return client.request<Payroll>(endpoints.preparePayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    body,
    signal: options.signal,
  });
}

/**
 * Update payroll lines; each line carries its own `version` (DECISIONS 9).
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
    signal: options.signal,
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
    signal: options.signal,
  });
}

/**
 * Submit (202, asynchronous); poll the payroll to follow it.
 *
 * @example
 * await submitPayroll(client, companyId, payrollId, body);
 */
export function submitPayroll(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  body?: { submission_blockers?: Array<{ blocker_type: string; selected_option: string }> },
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.submitPayroll, {
    params: { company_id: companyId, payroll_id: payrollId },
    body,
    signal: options.signal,
  });
}

/**
 * Cancel a processed payroll before its deadline.
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
    signal: options.signal,
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
    signal: options.signal,
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
    signal: options.signal,
  });
}
