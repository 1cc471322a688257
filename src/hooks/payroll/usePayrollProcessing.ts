import type { ApiErrorEntry } from '../../api/errorBody';
import type { Payroll } from '../../api/payroll/types';
import type { PayrollPhase } from './payrollPhase';
import { usePayrollRunStatus } from './usePayrollRunStatus';

/**
 * Options of {@link usePayrollProcessing}.
 *
 * @example
 * usePayrollProcessing(companyId, payrollId, { maxIntervalMs: 5000 });
 */
export interface PayrollProcessingOptions {
  /** First poll interval of each step. Default 500 ms. */
  initialIntervalMs?: number;
  /** Longest poll interval. Default 8 s. */
  maxIntervalMs?: number;
}

/**
 * What {@link usePayrollProcessing} reports.
 *
 * @example
 * const { phase, errors } = usePayrollProcessing(companyId, payrollId);
 */
export interface PayrollProcessing {
  phase: PayrollPhase | undefined;
  payroll: Payroll | undefined;
  errors: ApiErrorEntry[];
  isFollowing: boolean;
}

/**
 * Follow a calculate or submit to its end. Kept for existing callers: it is
 * `usePayrollRunStatus`, which streams where it can and polls the status only where it cannot.
 *
 * @example
 * const { phase } = usePayrollProcessing(companyId, payrollId);
 */
export function usePayrollProcessing(
  companyId: string,
  payrollId: string,
  options: PayrollProcessingOptions = {},
): PayrollProcessing {
  const { phase, payroll, errors, isFollowing } = usePayrollRunStatus(companyId, payrollId, options);
  return { phase, payroll, errors, isFollowing };
}
