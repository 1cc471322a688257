import type { EmployeePayResult, PayrollEntryRecord, PayrollRecord } from '../payroll/records';
import type { DemoService } from '../service';
import { recurringReimbursements } from './records';

/**
 * What a payroll reimburses (UPSTREAM-3 M.2, DECISIONS 67): the row's one-off reimbursements, a
 * fixed compensation named `Reimbursement` (how off-cycle payrolls carry them) and, on a regular
 * payroll, the employee's active recurring reimbursements. None of it is taxed:
 * `check_amount = net_pay + reimbursements`.
 */

/** The earning type whose fixed compensations are reimbursements, not wages. */
export const REIMBURSEMENT_EARNING = 'Reimbursement';

/** One reimbursement line of a payroll row. */
export interface ReimbursementLine {
  uuid: string;
  amount: number;
  description: string | null;
  recurring: boolean;
}

/**
 * An employee's active recurring reimbursements, in creation order.
 *
 * @example
 * activeRecurringReimbursements(service, employeeUuid).map((r) => r.description);
 */
export function activeRecurringReimbursements(service: DemoService, employeeUuid: string) {
  return [...service.store.table(recurringReimbursements).values()]
    .filter((r) => r.employeeUuid === employeeUuid && r.active)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * The recurring lines a payroll pays an employee. A regular payroll pays the employee's active
 * recurring reimbursements; once calculated, the ones its calculation paid (kept on the result,
 * so a processed payroll keeps them). An off-cycle payroll pays none.
 *
 * @example
 * recurringLines(service, payroll, employeeUuid, result);
 */
export function recurringLines(
  service: DemoService,
  payroll: Pick<PayrollRecord, 'off_cycle' | 'processed'>,
  employeeUuid: string,
  result?: Pick<EmployeePayResult, 'recurringReimbursements'>,
): ReimbursementLine[] {
  if (payroll.off_cycle) return [];
  if (result) return result.recurringReimbursements ?? [];
  if (payroll.processed) return [];
  return activeRecurringReimbursements(service, employeeUuid).map((r) => ({
    uuid: r.uuid,
    amount: r.amount,
    description: r.description,
    recurring: true,
  }));
}

/**
 * Whether a uuid a payroll row sends back names a recurring reimbursement (not a one-off line).
 *
 * @example
 * isRecurringReimbursement(service, line.uuid); // true for a line shown with `recurring: true`
 */
export function isRecurringReimbursement(service: DemoService, uuid: unknown): boolean {
  return typeof uuid === 'string' && service.store.table(recurringReimbursements).has(uuid);
}

/**
 * The row the calculation pays: the `Reimbursement` fixed compensations moved out of the taxed
 * earnings into the reimbursements, and the recurring ones added after the row's own.
 *
 * @example
 * payEmployee(entryToPay(entry, recurringLines(service, payroll, entry.employeeUuid)), terms, perYear);
 */
export function entryToPay(
  entry: PayrollEntryRecord,
  recurring: readonly ReimbursementLine[],
): PayrollEntryRecord {
  const asFixed = entry.fixed.filter((f) => f.name === REIMBURSEMENT_EARNING);
  return {
    ...entry,
    fixed: entry.fixed.filter((f) => f.name !== REIMBURSEMENT_EARNING),
    reimbursements: [
      ...entry.reimbursements,
      ...asFixed.map((f) => ({ uuid: '', amount: f.amount, description: REIMBURSEMENT_EARNING })),
      ...recurring,
    ],
  };
}
