import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as payrollQueries from './queryOptions';

export type { EmployeePayFacts, PayrollPayFacts } from './payFacts';

/**
 * The pay of every employee of a company (annual salary, hourly rates), their job titles and who
 * is still in onboarding, read from the employee list, whose jobs carry their compensations (contract.md#employees): one request
 * per 100 employees, never one per row. With `periodEnd` (the payroll's last day) each job's pay
 * is the compensation in effect for that period, as the service pays it, not a raise dated later.
 * Read once per editor visit; a compensation changed elsewhere shows on the next.
 *
 * @example
 * const { data } = usePayrollPayFacts(companyId, { enabled: true, periodEnd: payroll.pay_period.end_date });
 * data?.employees.get(employeeId)?.annualSalary; // '52000.00'
 */
export function usePayrollPayFacts(
  companyId: string,
  { enabled = true, periodEnd }: { enabled?: boolean; periodEnd?: string } = {},
) {
  return useQuery({ ...payrollQueries.payFacts(usePayrollClient(), companyId, periodEnd), enabled });
}
