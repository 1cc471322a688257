import { isRunning } from './views';
import type { DemoService } from '../service';
import { regularRows } from './payrollEntries';
import { clearCalculation } from './payrollRun';

/**
 * An assignment changes who a regular payroll pays (`paysForPeriod`). A payroll keeps the rows it
 * got when first read or prepared, so without this an employee moved off its schedule would stay
 * on it and be paid twice (DECISIONS 44).
 */

/**
 * Brings the rows of the company's unprocessed regular payrolls that no run holds up to
 * date with who they pay after an assignment: a row of someone still paid keeps what was entered;
 * a payroll whose rows changed loses its calculation. Processed and running payrolls are never
 * touched.
 *
 * @example
 * applyAssignment(service, companyUuid, assignment, changes);
 * refreshAssignedRows(service, companyUuid);
 */
export function refreshAssignedRows(service: DemoService, companyUuid: string): void {
  for (const payroll of service.store.payrolls.values()) {
    if (payroll.companyUuid !== companyUuid || payroll.off_cycle) continue;
    if (payroll.processed || isRunning(payroll)) continue;
    const rows = regularRows(service, payroll);
    const same = rows.length === payroll.entries.length && rows.every((row, i) => row === payroll.entries[i]);
    if (same) continue;
    payroll.entries = rows;
    clearCalculation(payroll);
  }
}
