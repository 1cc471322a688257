import type { EmployeeCompensation, Payroll } from '../../api/payroll/types';
import type { PayrollRowEdit } from './payrollRowDraft';

/**
 * The earning a gross-up is paid as, by off-cycle reason: the reasons that offer "pay a net amount"
 * (UPSTREAM-3 M.7, as the peer does) and the fixed compensation each puts the gross in.
 *
 * @example
 * GROSS_UP_EARNINGS.Bonus; // 'Bonus'
 */
export const GROSS_UP_EARNINGS = { Bonus: 'Bonus', Correction: 'Correction Payment' } as const;

/**
 * The earning a payroll's gross-ups go in: an unprocessed bonus or correction off-cycle payroll's;
 * `undefined` for any other payroll, which offers no gross-up.
 *
 * @example
 * grossUpEarningOf(payroll); // 'Correction Payment' on a correction payroll
 */
export function grossUpEarningOf(
  payroll: Pick<Payroll, 'off_cycle' | 'off_cycle_reason' | 'processed'>,
): string | undefined {
  if (!payroll.off_cycle || payroll.processed) return undefined;
  const reason = payroll.off_cycle_reason as keyof typeof GROSS_UP_EARNINGS | null | undefined;
  return reason ? GROSS_UP_EARNINGS[reason] : undefined;
}

/**
 * The edit that applies a gross-up to a row as the peer does: the earning at `gross`, every other
 * fixed earning at zero, every hour and time-off line at zero, and the employee included: the row
 * the service's gross-up calculated.
 *
 * @example
 * store.edit(row.employee_uuid, grossUpEdit(row, 'Bonus', '1568.61'));
 */
export function grossUpEdit(row: EmployeeCompensation, earning: string, gross: string): PayrollRowEdit {
  const target = row.fixed_compensations.find((line) => line.name === earning);
  const jobUuid =
    target?.job_uuid ?? row.hourly_compensations[0]?.job_uuid ?? row.fixed_compensations[0]?.job_uuid ?? null;
  return {
    excluded: false,
    fixed_compensations: [
      { name: earning, amount: gross, job_uuid: jobUuid },
      ...row.fixed_compensations
        .filter((line) => line.name !== earning)
        .map((line) => ({ name: line.name, amount: '0.00', job_uuid: line.job_uuid })),
    ],
    hourly_compensations: row.hourly_compensations.map((line) => ({
      job_uuid: line.job_uuid,
      name: line.name,
      hours: '0',
    })),
    paid_time_off: (row.paid_time_off ?? []).map((line) =>
      line.policy_uuid ? { policy_uuid: line.policy_uuid, hours: '0' } : { name: line.name, hours: '0' },
    ),
  };
}
