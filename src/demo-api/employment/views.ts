import { versionOf } from '../version';
import type { RehireRecord, TerminationRecord } from './records';

/**
 * Wire shapes of employee management (UPSTREAM-2 J.1, J.3; UPSTREAM A.11). Versions hash the
 * updatable fields only.
 */

/**
 * A termination: in effect (`active`) from the day after the last day; `cancelable` only when it
 * runs no dismissal payroll and the last day is still ahead (UPSTREAM-2 J.1).
 *
 * @example
 * terminationView(termination, today).cancelable;
 */
export function terminationView(t: TerminationRecord, today: string): Record<string, unknown> {
  return {
    uuid: t.uuid,
    version: versionOf({
      effective_date: t.effective_date,
      run_termination_payroll: t.run_termination_payroll,
    }),
    employee_uuid: t.employeeUuid,
    active: t.effective_date < today,
    cancelable: !t.run_termination_payroll && t.effective_date > today,
    effective_date: t.effective_date,
    run_termination_payroll: t.run_termination_payroll,
  };
}

/** @example rehireView(rehire, today).active; */
export function rehireView(r: RehireRecord, today: string): Record<string, unknown> {
  const updatable = {
    effective_date: r.effective_date,
    file_new_hire_report: r.file_new_hire_report,
    work_location_uuid: r.work_location_uuid,
    employment_status: r.employment_status,
    two_percent_shareholder: r.two_percent_shareholder,
  };
  return {
    version: versionOf(updatable),
    employee_uuid: r.employeeUuid,
    active: r.effective_date <= today,
    ...updatable,
  };
}
