/**
 * Stored shapes of employee management (UPSTREAM-2 J, UPSTREAM A.11; DECISIONS 57–59). Money is
 * integer cents; a percent garnishment keeps its amount in hundredths of a percent.
 */

/** The one termination an employee may have (SPEC §7), keyed by the employee. */
export interface TerminationRecord {
  uuid: string;
  employeeUuid: string;
  /** The last day of work. */
  effective_date: string;
  run_termination_payroll: boolean;
  seq: number;
}

/** A rehire after a termination (UPSTREAM-2 J.3), keyed by the employee. */
export interface RehireRecord {
  uuid: string;
  employeeUuid: string;
  effective_date: string;
  file_new_hire_report: boolean;
  work_location_uuid: string;
  employment_status: string;
  two_percent_shareholder: boolean;
  /** The termination the rehire closed, restored when the rehire is deleted before it starts. */
  closedTermination: TerminationRecord;
  seq: number;
}

/** An employment that ended (a termination a rehire closed), for the employment history. */
export interface PastEmploymentRecord {
  employeeUuid: string;
  hire_date: string;
  termination_date: string;
  seq: number;
}
