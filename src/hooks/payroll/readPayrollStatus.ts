import type { PayrollClient } from '../../api/client';
import { getPayroll } from '../../api/payroll/operations';
import type { Payroll } from '../../api/payroll/types';

/**
 * Read a payroll's status only: the payroll with one row at most, never the rows (a poll of a
 * 5,000-employee payroll stays a few kB).
 *
 * @example
 * const status = await readPayrollStatus(client, companyId, payrollId);
 */
export async function readPayrollStatus(
  client: PayrollClient,
  companyId: string,
  payrollId: string,
  signal?: AbortSignal,
): Promise<Payroll> {
  const { data } = await getPayroll(
    client,
    companyId,
    payrollId,
    { include: ['payroll_status_meta'], page: 1, per: 1 },
    { signal },
  );
  return { ...data, employee_compensations: undefined };
}
