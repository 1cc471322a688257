import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as employmentQueries from './queryOptions';

/**
 * The employee's termination, or null while they have none (one per employee).
 *
 * @example
 * const termination = useTermination(employeeId).data;
 * if (termination?.cancelable) showCancel();
 */
export function useTermination(employeeId: string) {
  return useQuery({
    ...employmentQueries.termination(usePayrollClient(), employeeId),
    enabled: Boolean(employeeId),
  });
}

/**
 * The employee's rehire, or null while they have none.
 *
 * @example
 * const rehire = useRehire(employeeId).data;
 */
export function useRehire(employeeId: string) {
  return useQuery({
    ...employmentQueries.rehire(usePayrollClient(), employeeId),
    enabled: Boolean(employeeId),
  });
}

/**
 * The employee's employments, oldest first.
 *
 * @example
 * const current = useEmploymentHistory(employeeId).data?.at(-1);
 */
export function useEmploymentHistory(employeeId: string) {
  return useQuery({
    ...employmentQueries.history(usePayrollClient(), employeeId),
    enabled: Boolean(employeeId),
  });
}

/**
 * The company's last pay periods of terminated employees whose dismissal payroll is still to run.
 *
 * @example
 * const period = useDismissalPayPeriods(companyId).data?.find((p) => p.employee_uuid === employeeId);
 */
export function useDismissalPayPeriods(companyId: string) {
  return useQuery(employmentQueries.dismissalPayPeriods(usePayrollClient(), companyId));
}
