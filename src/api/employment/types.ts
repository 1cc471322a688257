import type { DateString, OpenEnum } from '../common';

/**
 * An employee's termination (UPSTREAM-2 J.1, DECISIONS 57): one per employee, in effect
 * (`active`) from the day after `effective_date`, the last day of work.
 *
 * @example
 * if (termination.cancelable) await cancelTermination(client, termination.employee_uuid);
 */
export interface Termination {
  uuid: string;
  version: string;
  employee_uuid: string;
  /** In effect: the last day has passed. */
  active: boolean;
  /** Only without a dismissal payroll and while the last day is still ahead. */
  cancelable: boolean;
  effective_date: DateString;
  /** Final wages on a "Dismissed employee" off-cycle payroll rather than the regular schedule. */
  run_termination_payroll: boolean;
}

/**
 * Body of a termination create; updates send a delta of it plus `version`.
 *
 * @example
 * const body: TerminationBody = { effective_date: '2026-06-16', run_termination_payroll: true };
 */
export interface TerminationBody {
  effective_date: DateString;
  run_termination_payroll?: boolean;
}

/**
 * Employment status of a rehire (UPSTREAM-2 J.3); the service reads an unknown one as `not_set`.
 *
 * @example
 * const status: RehireEmploymentStatus = 'full_time';
 */
export type RehireEmploymentStatus = OpenEnum<
  'part_time' | 'full_time' | 'part_time_eligible' | 'variable' | 'seasonal' | 'not_set'
>;

/**
 * Body of a rehire create; updates send a delta of it plus `version` (UPSTREAM-2 J.3).
 *
 * @example
 * const body: RehireBody = { effective_date: '2026-06-29', file_new_hire_report: false, work_location_uuid: locationId };
 */
export interface RehireBody {
  effective_date: DateString;
  file_new_hire_report: boolean;
  work_location_uuid: string;
  employment_status?: RehireEmploymentStatus;
  two_percent_shareholder?: boolean;
}

/**
 * A terminated employee's rehire: back on the regular payrolls from `effective_date`.
 *
 * @example
 * rehire.active; // false until its effective date
 */
export interface Rehire extends RehireBody {
  version: string;
  employee_uuid: string;
  active: boolean;
}

/**
 * One employment of an employee's history, oldest first; `termination_date` is null for the
 * current one while it has none.
 *
 * @example
 * history.at(-1)?.termination_date; // null while employed
 */
export interface EmploymentPeriod {
  hire_date: DateString;
  termination_date: DateString | null;
  file_new_hire_report: boolean;
  two_percent_shareholder: boolean;
  employment_status: string;
}

/**
 * A terminated employee's last pay period that a dismissal payroll has yet to pay (UPSTREAM-2 J.2).
 *
 * @example
 * const period: DismissalPayPeriod = periods[0]!;
 * period.employee_name; // 'Grace Lovelace'
 */
export interface DismissalPayPeriod {
  start_date: DateString;
  end_date: DateString;
  check_date: DateString;
  debit_date: DateString;
  employee_uuid: string;
  employee_name: string;
  pay_schedule_uuid: string;
}
