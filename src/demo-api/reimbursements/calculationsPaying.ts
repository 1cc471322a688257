import { clearCalculation } from '../payroll/payrollRun';
import type { DemoService } from '../service';

/**
 * A recurring reimbursement changed: the calculations of the unprocessed regular payrolls that
 * pay the employee are dropped (their totals no longer hold), unless one is being run.
 *
 * @example
 * dropCalculationsPaying(service, record.employeeUuid);
 */
export function dropCalculationsPaying(service: DemoService, employeeUuid: string): void {
  for (const payroll of service.store.payrolls.values()) {
    if (payroll.processed || payroll.off_cycle || !payroll.results) continue;
    if (payroll.status === 'calculating' || payroll.status === 'submitting') continue;
    if (payroll.entries.some((e) => e.employeeUuid === employeeUuid)) clearCalculation(payroll);
  }
}
