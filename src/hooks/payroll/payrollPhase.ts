import type { Payroll } from '../../api/payroll/types';

/**
 * Where a payroll stands on its way to being paid (contract.md#payroll-run).
 *
 * @example
 * const phase: PayrollPhase = 'calculating';
 */
export type PayrollPhase =
  'unprocessed' | 'calculating' | 'calculated' | 'submitting' | 'processed' | 'paid' | 'failed';

/**
 * The phase a payroll record shows. `paid` is not on the record: it is learned from the
 * `payroll.paid` event (see `usePayrollRunStatus`).
 *
 * @example
 * payrollPhase(payroll); // 'calculated'
 */
export function payrollPhase(
  payroll: Pick<Payroll, 'processing_request' | 'processed' | 'calculated_at'>,
): PayrollPhase {
  const status = payroll.processing_request?.status;
  if (status === 'processing_failed') return 'failed';
  if (status === 'calculating') return 'calculating';
  if (status === 'submitting') return 'submitting';
  if (payroll.processed || status === 'submit_success') return 'processed';
  if (status === 'calculate_success' || payroll.calculated_at) return 'calculated';
  return 'unprocessed';
}

/**
 * Phases in which the service is working and the page follows it.
 *
 * @example
 * if (WAITING_PHASES.has(phase)) showProgress();
 */
export const WAITING_PHASES: ReadonlySet<PayrollPhase> = /* @__PURE__ */ new Set([
  'calculating',
  'submitting',
]);
