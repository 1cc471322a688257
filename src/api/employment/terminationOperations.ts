import type { ApiResponse, PayrollClient } from '../client';
import * as endpoints from '../endpointTable';
import type { CallOptions, CreateOptions, VersionedDelta } from '../common';
import type { DismissalPayPeriod, Termination, TerminationBody } from './types';
import type { Payroll } from '../payroll/types';
import { createOffCyclePayroll } from '../payroll/operations';

/**
 * The off-cycle reason of the payroll that pays a terminated employee's final wages
 * (UPSTREAM-2 J.2, UPSTREAM E.6).
 *
 * @example
 * payroll.off_cycle_reason === DISMISSAL_PAYROLL_REASON;
 */
export const DISMISSAL_PAYROLL_REASON = 'Dismissed employee';

/**
 * An employee's terminations: none, or their one termination.
 *
 * @example
 * const [termination] = (await listTerminations(client, employeeId)).data;
 */
export function listTerminations(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<Termination[]>> {
  return client.request<Termination[]>(endpoints.listTerminations, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * Terminate an employee from their last day of work; a second termination is refused on `base`.
 *
 * @example
 * await createTermination(client, employeeId, { effective_date: '2026-06-16', run_termination_payroll: true }, { idempotencyKey });
 */
export function createTermination(
  client: PayrollClient,
  employeeId: string,
  body: TerminationBody,
  options: CreateOptions = {},
): Promise<ApiResponse<Termination>> {
  return client.request<Termination>(endpoints.createTermination, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Change an employee's termination: `version` plus changed fields. The path names the employee.
 *
 * @example
 * await updateTermination(client, employeeId, { version: termination.version, effective_date: '2026-06-30' });
 */
export function updateTermination(
  client: PayrollClient,
  employeeId: string,
  body: VersionedDelta<TerminationBody>,
  options: CallOptions = {},
): Promise<ApiResponse<Termination>> {
  return client.request<Termination>(endpoints.updateTermination, {
    params: { employee_id: employeeId },
    body,
    ...options,
  });
}

/**
 * Cancel an employee's termination; only while it is `cancelable` (else 404 `incorrect_state`).
 *
 * @example
 * if (termination.cancelable) await cancelTermination(client, employeeId);
 */
export function cancelTermination(
  client: PayrollClient,
  employeeId: string,
  options: CallOptions = {},
): Promise<ApiResponse<void>> {
  return client.request<void>(endpoints.cancelTermination, {
    params: { employee_id: employeeId },
    ...options,
  });
}

/**
 * The company's last pay periods of terminated employees whose dismissal payroll is still to run.
 *
 * @example
 * const { data: periods } = await listDismissalPayPeriods(client, companyId);
 */
export function listDismissalPayPeriods(
  client: PayrollClient,
  companyId: string,
  options: CallOptions = {},
): Promise<ApiResponse<DismissalPayPeriod[]>> {
  return client.request<DismissalPayPeriod[]>(endpoints.listDismissalPayPeriods, {
    params: { company_id: companyId },
    ...options,
  });
}

/**
 * Create the "Dismissed employee" off-cycle payroll of one dismissal pay period: the final wages,
 * with unused paid time off where the policy pays it out.
 *
 * @example
 * const { data: payroll } = await createDismissalPayroll(client, companyId, period, { idempotencyKey });
 */
export function createDismissalPayroll(
  client: PayrollClient,
  companyId: string,
  period: Pick<DismissalPayPeriod, 'start_date' | 'end_date' | 'check_date' | 'employee_uuid'>,
  options: CreateOptions = {},
): Promise<ApiResponse<Payroll>> {
  return createOffCyclePayroll(
    client,
    companyId,
    {
      off_cycle: true,
      off_cycle_reason: DISMISSAL_PAYROLL_REASON,
      start_date: period.start_date,
      end_date: period.end_date,
      check_date: period.check_date,
      employee_uuids: [period.employee_uuid],
    },
    options,
  );
}
