import { useQuery } from '@tanstack/react-query';
import { getEmploymentHistory, getRehire } from '../../api/employment/rehireOperations';
import { listDismissalPayPeriods, listTerminations } from '../../api/employment/terminationOperations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';

/**
 * The employee's termination, or null while they have none (one per employee).
 *
 * @example
 * const termination = useTermination(employeeId).data;
 * if (termination?.cancelable) showCancel();
 */
export function useTermination(employeeId: string) {
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.termination(employeeId),
    queryFn: async ({ signal }) => (await listTerminations(client, employeeId, { signal })).data[0] ?? null,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.rehire(employeeId),
    queryFn: async ({ signal }) => (await getRehire(client, employeeId, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.employmentHistory(employeeId),
    queryFn: async ({ signal }) => (await getEmploymentHistory(client, employeeId, { signal })).data,
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
  const client = usePayrollClient();
  return useQuery({
    queryKey: queryKeys.dismissalPayPeriods(companyId),
    queryFn: async ({ signal }) => (await listDismissalPayPeriods(client, companyId, { signal })).data,
  });
}
