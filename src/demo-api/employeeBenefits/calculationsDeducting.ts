import { clearCalculation } from '../payroll/payrollRun';
import type { DemoService } from '../service';

/**
 * An enrolment changed: the calculations of the employee's unprocessed payrolls are dropped
 * (their deductions no longer hold), unless one is being run.
 *
 * @example
 * dropCalculationsDeducting(service, record.employeeUuid);
 */
export function dropCalculationsDeducting(service: DemoService, employeeUuid: string): void {
  for (const payroll of service.store.payrolls.values()) {
    if (payroll.processed || !payroll.results) continue;
    if (payroll.status === 'calculating' || payroll.status === 'submitting') continue;
    if (payroll.entries.some((e) => e.employeeUuid === employeeUuid)) clearCalculation(payroll);
  }
}
